package dev.vtbench.harness.result;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.metrics.ResourceUse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Notes printed beside a cell's figures that say how far to trust them: the throughput against what
 * Little's law allows for a fixed-delay endpoint, errors, a spread across repetitions too wide to trust,
 * a rate that moved inside the window, a driver whose cores were saturated (before the server's CPU was, or with it) or
 * could not be read, other processes busy on the machine, a driver that did not get the cores it was pinned to, and a
 * CPU per request too spread to trust.
 */
public final class HonestyChecks {
    /** The JIT's share of the server's CPU, in percent, from which a cell's notes say CPU per request left it out. */
    static final int NOTED_JIT_PERCENT = 1;
    static final double MAX_ERROR_PERCENT = 1.0;
    static final double MAX_CV = 0.10;
    /** Driver cores busier than this (every process counted) may be what limited the figure, not the server. */
    static final double DRIVER_SATURATED_PERCENT = 90;
    private HonestyChecks() {}

    /**
     * The measured window's whole seconds in a timeline of whole seconds from the first request: from
     * {@code windowStartSecond}, without the last second, which the end of the run usually cuts short.
     */
    public static List<Long> window(List<Long> okPerSecond, int windowStartSecond) {
        int from = Math.min(windowStartSecond, okPerSecond.size());
        return okPerSecond.subList(from, Math.max(from, okPerSecond.size() - 1));
    }

    public static Findings assess(CellContext context, Optional<Integer> delayMs, List<Repetition> repetitions, Spread throughput) {
        List<String> notes = new ArrayList<>();
        List<Flag> flags = new ArrayList<>();
        // A cell with no counted window has no rate to set against the bound: "NaN req/s" would say nothing.
        if (delayMs.isPresent() && delayMs.get() > 0 && context.loadModel() == LoadModel.CLOSED && context.simulation().constantLoad()
                && !throughput.isMissing()) {
            Concurrency concurrency = Concurrency.of(context);
            double bound = concurrency.boundPerSecond(delayMs.get());
            double ratio = throughput.median() / bound;
            notes.add(String.format("Little's law: %.0f req/s is %.0f%% of the bound %.0f req/s (%s / %d ms)",
                    throughput.median(), 100 * ratio, bound, concurrency.describe(), delayMs.get()));
            if (throughput.max() > bound * 1.02) {
                flags.add(Flag.ABOVE_BOUND);
                notes.add(String.format("SUSPECT: a repetition reached %.0f req/s, above the Little's-law bound %.0f req/s", throughput.max(), bound));
            }
        }
        java.util.Map<LeftOut.Reason, Integer> leftOut = new java.util.EnumMap<>(LeftOut.Reason.class);
        for (Repetition repetition : repetitions) {
            if (!repetition.earlierWindows().isEmpty()) {
                notes.add("repetition " + repetition.index() + ": its server's window " + (repetition.earlierWindows().size() + 1)
                        + ", measured again on the same JVM after " + String.join("; ", repetition.earlierWindows()));
            }
            if (repetition.leftOut() != null) {
                leftOut.merge(repetition.leftOut().reason(), 1, Integer::sum);
                notes.add("repetition " + repetition.index() + " left out: " + repetition.leftOut().text()
                        + (repetition.windowOpened() ? "" : "; no figure is reported for it, see its timeline"));
                // Its window counts in no figure: nothing in it to judge the driver, errors or pinning by.
                continue;
            }
            CountedWindows.scatter(repetition, context).ifPresent(scatter -> notes.add("repetition " + repetition.index() + ": " + scatter));
            if (repetition.load().errorPercent() > MAX_ERROR_PERCENT) {
                flags.add(Flag.ERRORS);
                notes.add(String.format("repetition %d: %.2f%% of requests failed %s", repetition.index(),
                        repetition.load().errorPercent(), repetition.load().errors()));
            }
            // Equal-load steps judge their own windows: the run's figure also covers the warm-up phase and the ramps.
            boolean lagged = repetition.steps().isEmpty() ? Boolean.TRUE.equals(repetition.load().injectionLagged())
                    : repetition.steps().stream().anyMatch(step -> step.load().injectionLagged());
            if (lagged) {
                flags.add(Flag.INJECTION_LAG);
                notes.add("repetition " + repetition.index() + ": the open-model driver started requests late (injection lag over "
                        + "its tolerance): its latencies understate what users would see");
            }
            long pinned = repetition.jvmDiagnostics().virtualThreads().pinned();
            if (pinned > 0) {
                flags.add(Flag.PINNED);
                notes.add(String.format("repetition %d: %d virtual threads pinned their carrier for 20 ms or more in the window "
                        + "(jdk.VirtualThreadPinned, %.1f s in all)", repetition.index(), pinned,
                        repetition.jvmDiagnostics().virtualThreads().pinnedSeconds()));
            }
            checkDriver(context, repetition, flags, notes);
            int driverCores = context.placement().driver() == null ? 0 : context.placement().driver().size();
            // -1: several drivers saw different counts (cpusets of different sizes); each driver-N/stats.json holds its own.
            if (repetition.load().driverAvailableProcessors() >= 0 && repetition.load().driverAvailableProcessors() != driverCores) {
                flags.add(Flag.DRIVER_CPUS);
                notes.add("repetition " + repetition.index() + ": the driver saw " + repetition.load().driverAvailableProcessors()
                        + " processors, not the " + driverCores + " of its cpuset " + context.driverCpuset());
            }
        }
        flagLeftOut(repetitions, leftOut, flags, notes);
        notes.addAll(SimulationFigures.describe(repetitions));
        if (throughput.samples() >= 2 && throughput.coefficientOfVariation() > MAX_CV) {
            flags.add(Flag.WIDE_SPREAD);
            notes.add(String.format("spread too wide to trust: throughput varies by %.0f%% (coefficient of variation) across %d repetitions",
                    100 * throughput.coefficientOfVariation(), throughput.samples()));
        }
        checkCostSpread(repetitions, flags, notes);
        noteJitLeftOut(repetitions, notes);
        if (throughput.samples() == 1) {
            flags.add(Flag.ONE_REPETITION);
            notes.add("one repetition only: no spread measured");
        }
        return new Findings(flags, notes);
    }

    /**
     * A cell whose every repetition was left out carries each reason's flag (its figures are then none); one with only
     * some left out carries {@link Flag#LEFT_OUT}, its figures coming from the others.
     */
    private static void flagLeftOut(List<Repetition> repetitions, java.util.Map<LeftOut.Reason, Integer> leftOut, List<Flag> flags,
                                    List<String> notes) {
        int out = leftOut.values().stream().mapToInt(Integer::intValue).sum();
        if (out == 0) {
            return;
        }
        if (out == repetitions.size()) {
            leftOut.keySet().forEach(reason -> flags.add(reason.flag()));
            return;
        }
        flags.add(Flag.LEFT_OUT);
        notes.add(String.format(java.util.Locale.ROOT, "%d of %d repetitions left out (%s): the figures come from the other %d",
                out, repetitions.size(), leftOut.entrySet().stream().map(e -> e.getValue() + " " + e.getKey().words())
                        .collect(java.util.stream.Collectors.joining(", ")), repetitions.size() - out));
    }

    /**
     * Saturation is judged on the driver's cores as a whole, not on the Gatling JVM alone: the backend and the harness
     * share those cores, and a core busy with them limits the driver as surely as its own work. A saturated driver
     * limited the figure only if the server had CPU to spare: a server at its quota was the bottleneck whatever the
     * driver did (DRV+, trusted); below it, or with its CPU unknown, the capacity is a lower bound (DRV).
     */
    private static void checkDriver(CellContext context, Repetition repetition, List<Flag> flags, List<String> notes) {
        ResourceUse use = repetition.resources() == null ? ResourceUse.UNKNOWN : repetition.resources();
        double load = use.driverSaturationPercent();
        ServerQuota quota = ServerQuota.of(context);
        if (load >= DRIVER_SATURATED_PERCENT && quota.reached(use)) {
            flags.add(Flag.DRIVER_BUSY);
            notes.add(String.format("repetition %d: %s were saturated (%s busy, the Gatling JVM alone %s), but the server used %s: "
                    + "server-bound, the figure stands", repetition.index(), driverCores(context, use),
                    percent(use.driverCoresBusyPercent()), percent(use.driverCpuPercentOfItsCores()), quota.describe(use)));
        } else if (load >= DRIVER_SATURATED_PERCENT) {
            flags.add(Flag.DRIVER_BOUND);
            notes.add(String.format("repetition %d: %s were saturated (%s busy, the Gatling JVM alone %s) while the server used %s: "
                    + "driver-bound, the capacity is a lower bound (at least %.0f req/s), the driver's limit, not the server's",
                    repetition.index(), driverCores(context, use), percent(use.driverCoresBusyPercent()),
                    percent(use.driverCpuPercentOfItsCores()), quota.describe(use), repetition.load().throughputPerSecond()));
        } else if (!use.driverFullyKnown()) {
            flags.add(Flag.DRIVER_UNKNOWN);
            notes.add(String.format("repetition %d: the driver's CPU could not be read in full (%s %s busy, the Gatling "
                    + "JVM %s): saturation cannot be ruled out", repetition.index(), driverCores(context, use),
                    percent(use.driverCoresBusyPercent()), percent(use.driverCpuPercentOfItsCores())));
        }
    }

    /** CPU per request is a figure of its own: its spread is judged on its own, and disqualifies only it. */
    private static void checkCostSpread(List<Repetition> repetitions, List<Flag> flags, List<String> notes) {
        Spread cost = RequestCost.cpuMicrosPerRequest(repetitions);
        if (cost.samples() >= 2 && cost.coefficientOfVariation() > MAX_CV) {
            flags.add(Flag.COST_SPREAD);
            notes.add(String.format("CPU per request spread too wide to trust: it varies by %.0f%% (coefficient of variation) "
                    + "across %d repetitions (%.0f-%.0f µs)", 100 * cost.coefficientOfVariation(), cost.samples(), cost.min(), cost.max()));
        }
    }

    /**
     * What CPU per request left out where it is worth saying: the JIT compiler's share of the server's CPU in the counted
     * windows ({@link RequestCost#jitCpuShare}), once it reaches {@value #NOTED_JIT_PERCENT}% in one of them.
     */
    private static void noteJitLeftOut(List<Repetition> repetitions, List<String> notes) {
        Spread share = Spread.of(repetitions.stream().filter(Repetition::counted).map(r -> r.cost().jitCpuShare())
                .filter(Double::isFinite).toList());
        if (share.samples() == 0 || share.max() * 100 < NOTED_JIT_PERCENT) {
            return;
        }
        String range = share.samples() == 1 ? String.format(Locale.ROOT, "%.1f%%", 100 * share.max())
                : String.format(Locale.ROOT, "%.1f-%.1f%%", 100 * share.min(), 100 * share.max());
        notes.add("CPU per request leaves out what the JIT compiler still used in the windows: " + range + " of the server's CPU");
    }

    /** "the driver's cores 0", or with several drivers the busiest one's: "driver-2's 8 cores". */
    private static String driverCores(CellContext context, ResourceUse use) {
        if (use.drivers().size() > 1) {
            return use.busiestDriver().map(driver -> driver.name() + "'s " + driver.cores() + " cores")
                    .orElse("the drivers' cores");
        }
        return "the driver's cores " + context.driverCpuset();
    }

    private static String percent(double value) {
        return Double.isNaN(value) ? "unknown" : String.format("%.0f%%", value);
    }
}
