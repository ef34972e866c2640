package dev.vtbench.harness.report;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.gatling.schema.SteadyCriterion;
import dev.vtbench.harness.load.SteadyState;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.metrics.jvm.NativeMemorySummary;
import dev.vtbench.harness.metrics.jvm.VirtualThreadEvents;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Contexts;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.MachineFacts;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.RunContext;
import dev.vtbench.harness.result.Spread;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A run as the harness records one, built with the real records: plain-jdk on Temurin 25 in pool and virtual modes
 * at 0.5, 1 and 2 CPUs on /hello (fixed 15 s warm-up) and /io (warm-up until steady), Liberty on Temurin 21 in pool,
 * virtual and fixed modes at 1 CPU on /io (its fixed cell with no resource figure), a FAILED cell whose reason holds
 * markup, and a SKIPPED cell with no context. Two cells cannot be trusted: Liberty's virtual cell is flagged with a
 * wide spread and a saturated driver, and plain-jdk's virtual cell at 2 CPUs on /io never became steady (no figure).
 * Liberty's fixed cell carries a flag that does not disqualify it. The figures are made up but shaped like real ones
 * (a pool capped by Little's law on /io, a warm-up ramp).
 */
public final class SampleRun {
    static final String HOSTILE_REASON = "the server died: <script>alert('owned')</script> & \"quoted\"";
    static final Map<String, String> MACHINE = Map.of("hostname", "bench-1", "cores", "4", "cpuModel", "AMD EPYC");

    private SampleRun() {}

    public static final String FLAGGED = "liberty/temurin-21/virtual/cpu-1/io";
    public static final String NEVER_STEADY = "plain-jdk/temurin-25/virtual/cpu-2/io";
    static final SteadyState.Criterion CRITERION = SteadyState.Criterion.of(SteadyCriterion.DEFAULT);

    /** The run as {@code MatrixRun} describes one today: one closed load, three repetitions, drivers on the harness's engine. */
    public static RunContext run() {
        return RunContext.of("2026-11-22T10:00:00Z", MachineFacts.from(MACHINE), "hermetic",
                List.of("closed-400 (closed, warm-up fixed 15 s, 20 s measured)"), 3, null, null, List.of("plain-jdk/temurin-25/pool/cpu-1/io"));
    }

    public static List<CellResult> cells() {
        List<CellResult> cells = new ArrayList<>();
        for (String scenario : List.of("hello", "io")) {
            for (double cpus : new double[] {0.5, 1, 2}) {
                for (String mode : List.of("pool", "virtual")) {
                    CellResult cell = measured("plain-jdk", "temurin-25", mode, cpus, scenario, throughput(mode, cpus, scenario), true);
                    cells.add(cell.cell().equals(NEVER_STEADY) ? neverSteady(cell) : cell);
                }
            }
        }
        for (String mode : List.of("pool", "virtual", "fixed")) {
            CellResult cell = measured("liberty", "temurin-21", mode, 1, "io", throughput(mode, 1, "io") * 0.9, !mode.equals("fixed"));
            if (cell.cell().equals(FLAGGED)) {
                cell = flagged(cell, List.of(Flag.WIDE_SPREAD, Flag.DRIVER_BOUND),
                        "spread too wide to trust: throughput varies by 14% (coefficient of variation) across 3 repetitions",
                        "repetition 2: the driver was saturated (97% of its cores 0): the figure may be the driver's limit, not the server's");
            } else if (mode.equals("fixed")) {
                cell = flagged(cell, List.of(Flag.DRIVER_UNKNOWN), "the driver's CPU could not be read");
            }
            cells.add(cell);
        }
        CellResult dying = measured("plain-jdk", "temurin-21", "virtual", 1, "io", 3500, true);
        cells.add(CellResult.notRun(dying.cell(), CellStatus.FAILED, HOSTILE_REASON, "cells/plain-jdk_temurin-21_virtual_cpu-1_io/server-2.log",
                dying.context(), dying.verification(), dying.repetitions().subList(0, 1)));
        cells.add(CellResult.notRun("plain-jdk/temurin-25/virtual/cpu-4/hello", CellStatus.SKIPPED,
                "cpu-4 needs cores 1-4 for the server, this machine has 2", null, null, List.of(), List.of()));
        return cells;
    }

    /** Only cpu-1 cells: what a 2-core machine running the small matrix produces. */
    public static List<CellResult> oneCpuCount() {
        return cells().stream().filter(c -> c.context() != null && c.context().cpus() == 1 && c.status() == CellStatus.MEASURED).toList();
    }

    private static double throughput(String mode, double cpus, String scenario) {
        if (scenario.equals("io")) {
            return mode.equals("virtual") ? Math.min(3900, 2600 * cpus) : Math.min(1900, 1500 * cpus);
        }
        return (mode.equals("virtual") ? 7600 : 8000) * cpus;
    }

    /** The cell with these flags and, after its own notes, these notes. */
    public static CellResult flagged(CellResult cell, List<Flag> flags, String... notes) {
        List<String> allNotes = new ArrayList<>(cell.notes());
        allNotes.addAll(List.of(notes));
        return new CellResult(cell.cell(), cell.status(), cell.reason(), cell.serverLog(), cell.context(), cell.verification(),
                cell.repetitions(), cell.throughput(), cell.p99Millis(), allNotes, flags);
    }

    /**
     * The cell as if none of its repetitions had become steady within the 90 s cap: each ran to the cap with a rate
     * that kept swinging, no window opened, so no figure; its headline spreads are empty and it is flagged NS.
     */
    public static CellResult neverSteady(CellResult cell) {
        List<Repetition> repetitions = new ArrayList<>();
        for (Repetition r : cell.repetitions()) {
            List<Long> timeline = new ArrayList<>();
            for (int second = 0; second < 90; second++) {
                timeline.add(Math.round(3000 * Math.min(1, (second + 1) / 12.0) * (1 + 0.3 * Math.sin(second / 3.0 + r.index()))));
            }
            LoadResult l = r.load();
            LoadResult load = new LoadResult(l.simulation(), l.model(), 0, 0, 0, Map.of(), 0, Map.of(), timeline,
                    l.driverAvailableProcessors(), l.gatlingVersion(), l.startedAt(), "", "", null, null, List.of(), null, null, null,
                    new SteadyState("until-steady", 10, 90, false, null, null, CRITERION));
            repetitions.add(new Repetition(r.index(), load, r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(), r.serverStateAfter(),
                    ResourceUse.UNKNOWN, r.jvm(), r.jvmDiagnostics(), r.phaseSeconds(), r.noise(), r.driverWarmStart()));
        }
        List<String> notes = repetitions.stream().map(r -> "repetition " + r.index() + ": not steady: the OK rate did not meet the "
                + "criterion (" + CRITERION.describe() + ") within the 90 s cap; no figure is reported for it, see its timeline").toList();
        return new CellResult(cell.cell(), CellStatus.MEASURED, "", cell.serverLog(), cell.context(), cell.verification(), repetitions,
                Spread.of(List.of()), Spread.of(List.of()), notes, List.of(Flag.NOT_STEADY));
    }

    public static CellResult measured(String runtime, String jvm, String mode, double cpus, String scenario, double rate, boolean resourcesKnown) {
        String profile = "cpu-" + (cpus == Math.rint(cpus) ? Long.toString((long) cpus) : Double.toString(cpus));
        String id = runtime + "/" + jvm + "/" + mode + "/" + profile + "/" + scenario;
        String folder = id.replace('/', '_');
        Integer pool = mode.equals("virtual") ? null : 200;
        CellContext context = Contexts.of(id).jvmVersion(jvm.endsWith("25") ? "25.0.3+9-LTS" : "21.0.9+10-LTS").poolSize(pool)
                .scenario(scenario, scenario.equals("io") ? "/io?delayMs=100" : "/hello").machine(MACHINE).build();
        List<Repetition> repetitions = new ArrayList<>();
        for (int index = 1; index <= 3; index++) {
            double repetitionRate = rate * (1 + 0.03 * (index - 2));
            List<Long> timeline = new ArrayList<>();
            for (int second = 0; second < 36; second++) {
                timeline.add(Math.round(repetitionRate * Math.min(1, (second + 1) / 12.0)));
            }
            LoadResult load = new LoadResult("ThroughputSimulation", "closed", 20, Math.round(repetitionRate * 20), index == 2 ? 12 : 0,
                    index == 2 ? Map.of("j.n.ConnectException", 12L) : Map.of(), repetitionRate,
                    Map.of("p50", 100_000.0 + 400_000 / cpus, "p90", 150_000.0 + 500_000 / cpus, "p99", 200_000.0 * index / cpus + 110_000,
                            "p999", 900_000.0, "max", 1_200_000.0), timeline, 1, "3.15.1", "2026-11-22T10:00:0" + index + "Z",
                    "2026-11-22T10:00:1" + index + "Z", "2026-11-22T10:00:3" + index + "Z", 18.0, null, List.of(), null, null, null,
                    scenario.equals("hello") ? SteadyState.fixed(15) : new SteadyState("until-steady", 10, 90, true, 13.0 + index, 13.0 + index, CRITERION));
            ResourceUse use = resourcesKnown
                    ? new ResourceUse(19.5, 95.0 * cpus, 12.5, 1.2, (mode.equals("virtual") ? 540L : 420L) * 1048576 + index * 8_000_000L, 11, 30, 30,
                            (mode.equals("virtual") ? 600L : 480L) * 1048576 + index * 8_000_000L, true, 42)
                    : ResourceUse.UNKNOWN;
            repetitions.add(new Repetition(index, load, "rep-" + index + "/gatling/throughputsimulation-" + index, "rep-" + index + "/gatling.log",
                    true, "it is still running", use, JvmUse.unknown("not measured in this sample"),
                    new JvmDiagnostics(NativeMemorySummary.unknown("not measured in this sample"),
                            VirtualThreadEvents.unknown("not measured in this sample")), Map.of("start", 2.5, "verify", 0.4, "load", 36.2, "stop", 0.9),
                    List.of(), "aot-cache"));
        }
        Spread throughput = Spread.of(repetitions.stream().map(r -> r.load().throughputPerSecond()).toList());
        Spread p99 = Spread.of(repetitions.stream().map(r -> r.load().latencyMicros().get("p99") / 1000).toList());
        return new CellResult(id, CellStatus.MEASURED, "", "cells/" + folder + "/server-3.log", context,
                List.of("ok   GET /health answers 200", "ok   /info mode = " + mode), repetitions, throughput, p99,
                List.of("Little's law: a note with <b>markup</b> to escape"), List.of());
    }
}
