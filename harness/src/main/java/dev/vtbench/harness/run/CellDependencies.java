package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.DatabaseContainer;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.docker.ServerContainer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** What one cell's server calls, running: the backend delay service, and the database where it queries one. */
record CellDependencies(BackendContainer backend, Optional<DatabaseContainer> database) {

    /** The containers themselves: the backend, then the database where there is one. */
    List<HostContainer<?>> containers() {
        List<HostContainer<?>> containers = new ArrayList<>();
        containers.add(backend);
        database.ifPresent(containers::add);
        return containers;
    }

    /** {@code server}, not yet started, told where its database is (nothing where it queries none). */
    ServerContainer told(ServerContainer server, Optional<DatabaseNeed> need) {
        database.ifPresent(running -> need.orElseThrow().environment().apply(running.connection()).forEach(server::withEnv));
        return server;
    }
}
