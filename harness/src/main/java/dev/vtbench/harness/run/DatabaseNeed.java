package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.DatabaseConnection;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The database a cell's server queries: what it is seeded with, and how the server is told where it is. vtbench's
 * runtimes read VTBENCH_DB_* with the scenario's pool size, and report their pool; a user's service reads the names
 * Spring Boot and MicroProfile Config read, and sizes its pool itself.
 *
 * @param seedFile the SQL the database is seeded with; empty for an empty database
 * @param environment the server's environment variables for a database reached through a connection
 * @param poolSize the connection pool vtbench gives the server; empty where the server's own configuration sizes it
 */
record DatabaseNeed(Optional<Path> seedFile, Function<DatabaseConnection, Map<String, String>> environment,
                    Optional<Integer> poolSize) {

    /** vtbench's runtimes: the default seed under {@code root}, a pool of {@code poolSize}. */
    static DatabaseNeed ofRuntime(Path seedFile, int poolSize) {
        return new DatabaseNeed(Optional.of(seedFile), connection -> connection.runtimeEnvironment(poolSize), Optional.of(poolSize));
    }

    /** A user's service: seeded from its own file, if it names one. */
    static DatabaseNeed ofService(Optional<Path> seedFile) {
        return new DatabaseNeed(seedFile, DatabaseConnection::serviceEnvironment, Optional.empty());
    }

    /** What tells databases apart within a run: one database per seed, shared by every cell seeded so. */
    String seedKey() {
        return seedFile.map(Path::toString).orElse("(empty)");
    }
}
