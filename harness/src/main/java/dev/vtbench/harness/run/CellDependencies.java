package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.DatabaseContainer;
import dev.vtbench.harness.docker.ServerContainer;

import java.util.Optional;

/** What one cell's server calls, running: the backend delay service, and the database where it queries one. */
record CellDependencies(BackendContainer backend, Optional<DatabaseContainer> database) {

    /** {@code server}, not yet started, told where its database is (nothing where it queries none). */
    ServerContainer told(ServerContainer server, Optional<DatabaseNeed> need) {
        database.ifPresent(running -> need.orElseThrow().environment().apply(running.connection()).forEach(server::withEnv));
        return server;
    }
}
