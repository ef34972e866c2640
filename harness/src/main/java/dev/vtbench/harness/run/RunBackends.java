package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.driver.GatlingRun;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The backend delay services of a run, one per image and cores (the same for every cell of a topology), started when a
 * cell first needs one (its log in that cell's folder) and kept through every round: a server's life is then only the
 * server's. The local driver's AOT cache is trained against the first one, once per machine.
 */
final class RunBackends implements AutoCloseable {
    private final GatlingRun gatling;
    private final RoundProgress progress;
    private final Map<String, BackendContainer> started = new LinkedHashMap<>();

    RunBackends(GatlingRun gatling, RoundProgress progress) {
        this.gatling = gatling;
        this.progress = progress;
    }

    /** The backend {@code prepared}'s server calls, started now if it is the first to need it. */
    BackendContainer forCell(PreparedCell prepared) {
        String key = prepared.backendImage().image() + "@" + prepared.placement().backendCores().spec();
        BackendContainer known = started.get(key);
        if (known != null && known.isRunning()) {
            return known;
        }
        progress.preparing(prepared.cell(), "backend");
        BackendContainer backend = prepared.placement().backend(new BackendContainer(prepared.backendImage().image(),
                prepared.placement().backendCores(), prepared.folder().resolve("backend.log")));
        backend.start();
        started.put(key, backend);
        if (prepared.driverSlots().isEmpty()) {
            // Once per machine, JDK and Gatling build: a short training run against the backend, so that every driver after
            // it starts from an AOT cache instead of compiling itself while it should load the server.
            gatling.aotCache().ensureTrained(backend.baseUrl(), prepared.cell().profile().driverCpuset());
        }
        return backend;
    }

    @Override
    public void close() {
        started.values().forEach(BackendContainer::close);
        started.clear();
    }
}
