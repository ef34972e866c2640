package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.DatabaseContainer;
import dev.vtbench.harness.driver.GatlingRun;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What a run's servers call, started when a cell first needs it (its log in that cell's folder) and kept through every
 * round, so that a server's life is only the server's: the backend delay service, one per image and cores (the same for
 * every cell of a topology), and the database, one per image, cores and seed. The local driver's AOT cache is trained
 * against the first backend, once per machine.
 */
final class RunDependencies implements AutoCloseable {
    private final GatlingRun gatling;
    private final RoundProgress progress;
    private final Map<String, BackendContainer> backends = new LinkedHashMap<>();
    private final Map<String, DatabaseContainer> databases = new LinkedHashMap<>();

    RunDependencies(GatlingRun gatling, RoundProgress progress) {
        this.gatling = gatling;
        this.progress = progress;
    }

    /** The backend and, if it queries one, the database {@code prepared}'s server calls, started now if it is the first to need them. */
    CellDependencies forCell(PreparedCell prepared) {
        return new CellDependencies(backend(prepared), database(prepared));
    }

    private BackendContainer backend(PreparedCell prepared) {
        String key = prepared.backendImage().image() + "@" + prepared.placement().backendCores().spec();
        BackendContainer known = backends.get(key);
        if (known != null && known.isRunning()) {
            return known;
        }
        progress.preparing(prepared.cell(), "backend");
        BackendContainer backend = prepared.placement().backend(new BackendContainer(prepared.backendImage().image(),
                prepared.placement().backendCores(), prepared.folder().resolve("backend.log")));
        backend.start();
        backends.put(key, backend);
        if (prepared.driverSlots().isEmpty()) {
            // Once per machine, JDK and Gatling build: a short training run against the backend, so that every driver after
            // it starts from an AOT cache instead of compiling itself while it should load the server.
            gatling.aotCache().ensureTrained(backend.baseUrl(), prepared.cell().profile().driverCpuset());
        }
        return backend;
    }

    private Optional<DatabaseContainer> database(PreparedCell prepared) {
        Optional<DatabaseNeed> need = prepared.underTest().database();
        if (need.isEmpty() || prepared.databaseImage().isEmpty()) {
            return Optional.empty();
        }
        String image = prepared.databaseImage().get().image();
        String key = image + "@" + prepared.placement().backendCores().spec() + "@" + need.get().seedKey();
        DatabaseContainer known = databases.get(key);
        if (known != null && known.isRunning()) {
            return Optional.of(known);
        }
        progress.preparing(prepared.cell(), "database");
        DatabaseContainer database = prepared.placement().backend(new DatabaseContainer(image, prepared.placement().backendCores(),
                need.get().seedFile(), prepared.folder().resolve("database.log")));
        try {
            database.start();
        } catch (RuntimeException e) {
            database.close();
            throw new CellFailure(dev.vtbench.harness.result.CellStatus.FAILED, prepared.cell().id() + ": its database did not become ready: "
                    + dev.vtbench.harness.docker.RootCause.message(e) + "; its log is at " + prepared.folder().resolve("database.log"));
        }
        databases.put(key, database);
        return Optional.of(database);
    }

    @Override
    public void close() {
        databases.values().forEach(DatabaseContainer::close);
        databases.clear();
        backends.values().forEach(BackendContainer::close);
        backends.clear();
    }
}
