package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.driver.DriverFleet;
import dev.vtbench.harness.driver.GatlingRun;
import dev.vtbench.harness.load.LoadStep;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.metrics.EngineStats;
import dev.vtbench.harness.metrics.LocalDriverFigures;
import dev.vtbench.harness.metrics.ConnectionPoolSampler;
import dev.vtbench.harness.metrics.DatabaseSampler;
import dev.vtbench.harness.metrics.ResourceSampler;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.SchedulerLoad;
import dev.vtbench.harness.metrics.SchedulerQueueSampler;
import dev.vtbench.harness.metrics.jvm.JitState;
import dev.vtbench.harness.metrics.jvm.JitStateWriter;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.metrics.jvm.JvmSampler;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.DatabaseFigures;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.StepFigures;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One load of one cell on a server that runs and was verified: the driver (local, or containers) sends it while the
 * server, backend and driver are sampled, and the server JVM's samples (its JIT's included) tell the driver when a
 * window may open; the figures are cut to the measured window (and each equal-load step's own), and jcmd's diagnostics
 * taken after it. The server still runs afterwards, so that another load can follow on the same JVM.
 */
final class LoadMeasurement {
    /** The file in a repetition's folder through which the local driver learns whether the server's JIT is quiet. */
    static final String JIT_STATE_FILE = "jit-state.txt";

    private final GatlingRun gatling;

    LoadMeasurement(GatlingRun gatling) {
        this.gatling = gatling;
    }

    /**
     * Measures {@code prepared}'s load on {@code server} as its repetition {@code index}, its files in rep-INDEX of the
     * cell's folder.
     */
    Repetition measure(PreparedCell prepared, ServerContainer server, CellDependencies dependencies, int index) throws IOException {
        return measure(prepared, server, dependencies, index, "rep-" + index);
    }

    /** The same, its files in {@code folderName} of the cell's folder (a load that only warms the server keeps them apart). */
    Repetition measure(PreparedCell prepared, ServerContainer server, CellDependencies dependencies, int index, String folderName)
            throws IOException {
        BackendContainer backend = dependencies.backend();
        Cell cell = prepared.cell();
        CellPlacement placement = prepared.placement();
        Path repetitionFolder = prepared.folder().resolve(folderName);
        Files.createDirectories(repetitionFolder);
        List<ResourceSampler> sampler = new ArrayList<>(1);
        GatlingRun.Outcome outcome;
        ResourceUse resources;
        JvmUse jvm;
        long[] window;
        List<StepFigures> steps = new ArrayList<>();
        List<Double> jitDemand;
        SchedulerLoad scheduler;
        Path recording = repetitionFolder.resolve("server.jfr");
        AtomicReference<JvmDiagnostics> diagnosed = new AtomicReference<>();
        DatabaseFigures database = null;
        try (JvmSampler jvmSampler = JvmSampler.of(server, placement.samplerCores());
             DatabaseSampler databaseSampler = dependencies.database().map(DatabaseSampler::start).orElse(null);
             ConnectionPoolSampler pool = ConnectionPoolSampler.of(poolOf(prepared, server));
             SchedulerQueueSampler queue = SchedulerQueueSampler.of(server.baseUrl(), cell.virtual(), cell.service().isEmpty());
             JitStateWriter jit = JitStateWriter.start(jvmSampler, repetitionFolder.resolve(JIT_STATE_FILE))) {
            if (prepared.driverSlots().isEmpty()) {
                // jcmd's diagnostics on the server's core while Gatling writes its report on the driver's: the window is closed.
                outcome = gatling.run(server.baseUrl(), prepared.underTest().traffic(repetitionFolder), cell.load(),
                        cell.profile().driverCpuset(), repetitionFolder, driver -> sampler.add(new ResourceSampler(EngineStats.of(server),
                                EngineStats.of(backend), new LocalDriverFigures(driver, cell.profile().driverCpuset()))),
                        measured -> diagnosed.set(diagnoseAfter(server, placement, measured.windowEpochMillis(), recording)),
                        Optional.of(jit.file()));
            } else {
                outcome = DriverFleetRun.run(new DriverFleet(prepared.driverSlots()), server, backend, placement,
                        prepared.underTest().traffic(repetitionFolder), cell.load(), repetitionFolder, sampler::add,
                        () -> jvmSampler.jitState(System.currentTimeMillis()) != JitState.BUSY);
            }
            window = outcome.result().windowEpochMillis();
            resources = sampler.isEmpty() ? ResourceUse.UNKNOWN : sampler.get(0).within(window[0], window[1]);
            jvm = jvmSampler.within(window[0], window[1]);
            scheduler = queue.within(window[0], window[1]);
            jitDemand = jitTimeline(jvmSampler, outcome.result());
            if (databaseSampler != null) {
                database = new DatabaseFigures(databaseSampler.within(window[0], window[1]), pool.within(window[0], window[1]));
            }
            // Equal-load steps: the server's figures of each step's own window, so that each rate has its CPU per request.
            List<Integer> percents = cell.load().equalLoadSteps() ? cell.load().steps().percents() : List.of();
            List<LoadStep> driven = outcome.result().loadSteps();
            for (int i = 0; i < driven.size(); i++) {
                long[] stepWindow = driven.get(i).windowEpochMillis();
                steps.add(new StepFigures(percents.size() == cell.load().stepRates().size() && i < percents.size() ? percents.get(i) : 0,
                        driven.get(i), sampler.isEmpty() ? ResourceUse.UNKNOWN : sampler.get(0).within(stepWindow[0], stepWindow[1]),
                        jvmSampler.within(stepWindow[0], stepWindow[1])));
            }
        } finally {
            sampler.forEach(ResourceSampler::close);
        }
        if (!server.isRunning()) {
            throw new CellFailure(CellStatus.FAILED, cell.id() + ": the server died during repetition " + index + ": "
                    + server.state() + "; its log is at " + server.logFile() + "; Gatling's report of that run is at " + outcome.reportFolder());
        }
        JvmDiagnostics diagnostics = diagnosed.get() != null ? diagnosed.get() : diagnoseAfter(server, placement, window, recording);
        return new Repetition(index, outcome.result(), prepared.folder().relativize(outcome.reportFolder()).toString(),
                prepared.folder().relativize(outcome.log()).toString(), outcome.assertionsPassed(), server.state(), resources, jvm,
                diagnostics, Map.of(), List.of(), outcome.driverWarmStart(), null, steps, scheduler).withJitDemand(jitDemand)
                .withDatabase(database);
    }

    /** The server whose connection pool can be read: one of vtbench's runtimes that queries its database (/db-pool). */
    private static Optional<String> poolOf(PreparedCell prepared, ServerContainer server) {
        return prepared.cell().service().isEmpty() && prepared.cell().scenario().queriesDatabase() ? Optional.of(server.baseUrl())
                : Optional.empty();
    }

    /** The JIT's demand in each second of the load, from its first request, as the rate's timeline counts them (-1: unknown). */
    private static List<Double> jitTimeline(JvmSampler sampler, dev.vtbench.harness.load.LoadResult load) {
        if (load.startedAt() == null || load.startedAt().isEmpty()) {
            return List.of();
        }
        long start = java.time.Instant.parse(load.startedAt()).toEpochMilli();
        return sampler.jitDemandPerSecond(start, start + 1000L * load.timelineOkPerSecond().size()).stream()
                .map(share -> Double.isNaN(share) ? -1 : Math.round(share * 1000) / 1000.0).toList();
    }

    /**
     * jcmd's figures of the server after the measured window: never before it closes, so that jcmd's second of CPU under
     * the server's quota disturbs nothing measured (of a server that has died, figures that say why they are unknown).
     */
    private static JvmDiagnostics diagnoseAfter(ServerContainer server, CellPlacement placement, long[] window, Path recording) {
        return JvmDiagnostics.take(server, placement.samplerCores(), window[0], window[1], recording);
    }
}
