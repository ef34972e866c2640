package dev.vtbench.harness.study;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.metrics.jvm.NativeMemorySummary;
import dev.vtbench.harness.metrics.jvm.VirtualThreadEvents;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Contexts;
import dev.vtbench.harness.result.Repetition;

import java.util.List;
import java.util.Map;

/** Sample cells for the matrix studies: {@link SampleRun}'s cells moved to another load, scenario or figure. */
final class StudyCellSamples {
    private StudyCellSamples() {}

    /** A measured cell at this many users on this scenario (endpoint), its throughput around {@code rate}. */
    static CellResult cell(String runtime, String jvm, String mode, String scenario, String endpoint, int users, double rate) {
        return cell(runtime, jvm, mode, SampleRun.measured(runtime, jvm, mode, 1, scenario, rate, true).context().poolSize(), scenario,
                endpoint, users, rate);
    }

    /** The same, its server having reported this pool size in /info ({@code null}: no fixed pool). */
    static CellResult cell(String runtime, String jvm, String mode, Integer poolSize, String scenario, String endpoint, int users,
                           double rate) {
        CellResult cell = SampleRun.measured(runtime, jvm, mode, 1, scenario, rate, true);
        CellContext c = cell.context();
        String id = c.cell() + "/c" + users;
        CellContext moved = Contexts.from(c).id(id).poolSize(poolSize).scenario(scenario, endpoint).users(users).build();
        return new CellResult(id, cell.status(), cell.reason(), cell.serverLog(), moved, cell.verification(), cell.repetitions(),
                cell.throughput(), cell.p99Millis(), cell.notes(), cell.flags());
    }

    /** The cell with each repetition's flight recording counting this many pinning events in its window. */
    static CellResult pinned(CellResult cell, long eventsPerRepetition) {
        return withRepetitions(cell, cell.repetitions().stream().map(r -> new Repetition(r.index(), r.load(), r.gatlingReport(),
                r.gatlingLog(), r.assertionsPassed(), r.serverStateAfter(), r.resources(), r.jvm(),
                new JvmDiagnostics(NativeMemorySummary.unknown("not measured in this sample"), new VirtualThreadEvents(
                        eventsPerRepetition, eventsPerRepetition * 0.1, 0.1, 0, eventsPerRepetition, 0, null)),
                r.phaseSeconds(), r.noise(), r.driverWarmStart())).toList());
    }

    /** The cell as a ramp-up: each repetition reached 90% of its peak after these seconds. */
    static CellResult rampedIn(CellResult cell, double... seconds) {
        List<Repetition> repetitions = cell.repetitions().stream().map(r -> {
            LoadResult l = r.load();
            LoadResult ramp = new LoadResult("RampUpSimulation", l.model(), l.measuredSeconds(), l.ok(), l.ko(), l.errors(),
                    l.throughputPerSecond(), l.latencyMicros(), l.timelineOkPerSecond(), l.driverAvailableProcessors(), l.gatlingVersion(),
                    l.startedAt(), l.windowOpenedAt(), l.windowClosedAt(), l.driverCpuSecondsInWindow(), l.injectionLagged(), l.steps(),
                    l.highestRateMeetingObjective(), l.throughputPerSecond() * 1.05, seconds[r.index() - 1], null);
            return new Repetition(r.index(), ramp, r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(), r.serverStateAfter(),
                    r.resources(), r.jvm(), r.jvmDiagnostics(), r.phaseSeconds(), r.noise(), r.driverWarmStart());
        }).toList();
        return withRepetitions(cell, repetitions);
    }

    /**
     * The cell with every memory figure a repetition records: resident memory, heap kept (a quarter of it), the NMT
     * total (90% of it) with its Thread and Other categories; repetition i's figures are (1 + 0.02 (i - 2)) times these,
     * so the three repetitions spread by 4%.
     */
    static CellResult withMemory(CellResult cell, double residentMiB, double threadMiB, double otherMiB) {
        return withRepetitions(cell, cell.repetitions().stream().map(r -> {
            double factor = (1 + 0.02 * (r.index() - 2)) * 1024 * 1024;
            ResourceUse u = r.resources();
            ResourceUse resources = new ResourceUse(u.seconds(), u.serverCpuPercent(), u.serverThrottledPeriodsPercent(),
                    u.serverThrottledSeconds(), Math.round(residentMiB * factor), u.backendCpuPercent(), u.driverCpuPercent(),
                    u.driverCpuPercentOfItsCores(), u.serverPeakMemoryBytes(), u.serverPeakMemoryFromLoadStart(), u.driverCoresBusyPercent());
            long heapKept = Math.round(residentMiB / 4 * factor);
            JvmUse jvm = new JvmUse(20, 40, 0.2, Map.of("Copy", 40L), -1, -1, -1, heapKept, heapKept, 30, 30, 50, 0.01, 1_000, 100, 40, "");
            NativeMemorySummary nmt = new NativeMemorySummary(Math.round(residentMiB * 10 * factor / 1024),
                    Math.round(residentMiB * 0.9 * factor / 1024), Map.of("Java Heap", Math.round(residentMiB / 2 * factor / 1024),
                    "Thread", Math.round(threadMiB * factor / 1024), "Other", Math.round(otherMiB * factor / 1024)), "");
            return new Repetition(r.index(), r.load(), r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(), r.serverStateAfter(),
                    resources, jvm, new JvmDiagnostics(nmt, r.jvmDiagnostics().virtualThreads()), r.phaseSeconds(), r.noise(),
                    r.driverWarmStart());
        }).toList());
    }

    private static CellResult withRepetitions(CellResult cell, List<Repetition> repetitions) {
        return new CellResult(cell.cell(), cell.status(), cell.reason(), cell.serverLog(), cell.context(), cell.verification(),
                repetitions, cell.throughput(), cell.p99Millis(), cell.notes(), cell.flags());
    }
}
