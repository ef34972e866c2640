package dev.vtbench.harness.matrix;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The database a user's service needs, as its service file declares it: {@code database = postgres} (vtbench's
 * PostgreSQL image, started beside the service, on the driver's cores) and optionally {@code database.init = FILE.sql}
 * (run by psql before the database takes connections; without it the service gets an empty database). The service is
 * handed its URL, user and password in the environment (docs/own-service.md names the variables).
 *
 * @param initFile the SQL the database is seeded with, if any
 */
public record DatabaseDependency(Engine engine, Optional<Path> initFile) {
    /** The databases vtbench can start. */
    public enum Engine {
        POSTGRES("postgres");

        private final String id;

        Engine(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }

    /** The dependency {@code file} declares, if any; relative paths from {@code folder}. Refused naming line and key. */
    static Optional<DatabaseDependency> from(DataFile file, Path folder) {
        Optional<String> engine = file.optional("database");
        Optional<String> init = file.optional("database.init");
        if (engine.isEmpty()) {
            if (init.isPresent()) {
                throw file.invalid("database.init", init.get(), "a database first: add 'database = postgres', or remove database.init");
            }
            return Optional.empty();
        }
        Engine chosen = null;
        for (Engine candidate : Engine.values()) {
            if (candidate.id().equals(engine.get())) {
                chosen = candidate;
            }
        }
        if (chosen == null) {
            throw file.invalid("database", engine.get(), "postgres (PostgreSQL 15, vtbench's database image)");
        }
        return Optional.of(new DatabaseDependency(chosen, init.map(value -> initFile(file, folder, value))));
    }

    private static Path initFile(DataFile file, Path folder, String value) {
        Path path = folder.resolve(value).normalize();
        if (!value.endsWith(".sql")) {
            throw file.invalid("database.init", value, "an SQL file (FILE.sql) that psql runs to seed the database");
        }
        if (!Files.isRegularFile(path)) {
            throw file.invalid("database.init", value, "an existing SQL file, but " + path
                    + " does not exist: create it, or correct the path");
        }
        return path;
    }
}
