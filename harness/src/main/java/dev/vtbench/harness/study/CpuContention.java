package dev.vtbench.harness.study;

import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.Spread;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * How a cell's server competed for its CPU quota in the measured window: the share of CFS periods the quota
 * throttled it and the time it was held back (from the cgroup), and its threads' context switches, voluntary (they
 * blocked or parked: a carrier with nothing to run) and involuntary (the kernel took the CPU away, throttling
 * included), per second and per completed request. Each is the median over the repetitions that have a throughput
 * figure (the steady ones), NaN where none was measured.
 */
record CpuContention(Spread throttledPercent, Spread throttledSeconds, Spread voluntaryPerRequest, Spread involuntaryPerRequest,
                     Spread voluntaryPerSecond, Spread involuntaryPerSecond) {

    static CpuContention of(CellResult cell) {
        List<Repetition> measured = cell.repetitions().stream()
                .filter(Repetition::windowOpened).toList();
        return new CpuContention(spread(measured, r -> resources(r).serverThrottledPeriodsPercent()),
                spread(measured, r -> resources(r).serverThrottledSeconds()),
                spread(measured, r -> perRequest(r, switches(r, JvmUse::voluntaryContextSwitches))),
                spread(measured, r -> perRequest(r, switches(r, JvmUse::involuntaryContextSwitches))),
                spread(measured, r -> perSecond(r, switches(r, JvmUse::voluntaryContextSwitches))),
                spread(measured, r -> perSecond(r, switches(r, JvmUse::involuntaryContextSwitches))));
    }

    /** "12.5% (120 ms)": the median share of periods throttled and the median time held back (a few ms in a short window). */
    String throttling() {
        return throttledPercent.isMissing() ? "no figure" : StudyFormat.percent(throttledPercent.median() / 100) + " ("
                + (throttledSeconds.isMissing() ? "time unknown" : StudyFormat.millis(throttledSeconds.median() * 1000) + " ms") + ")";
    }

    /** "1,200/s, 0.45/req · 300/s, 0.11/req": voluntary, then involuntary. */
    String contextSwitches() {
        if (voluntaryPerSecond.isMissing() && involuntaryPerSecond.isMissing()) {
            return "no figure";
        }
        return StudyFormat.rate(voluntaryPerSecond.median()) + "/s, " + perRequestText(voluntaryPerRequest) + "/req · "
                + StudyFormat.rate(involuntaryPerSecond.median()) + "/s, " + perRequestText(involuntaryPerRequest) + "/req";
    }

    private static String perRequestText(Spread spread) {
        return spread.isMissing() ? "–" : String.format(java.util.Locale.ROOT, "%.3f", spread.median());
    }

    private static ResourceUse resources(Repetition r) {
        return r.resources() == null ? ResourceUse.UNKNOWN : r.resources();
    }

    /** The window's count, or NaN where the sampler could not read it (-1): unknown is never zero. */
    private static double switches(Repetition r, java.util.function.ToLongFunction<JvmUse> count) {
        long value = r.jvm() == null ? -1 : count.applyAsLong(r.jvm());
        return value < 0 ? Double.NaN : value;
    }

    private static double perRequest(Repetition r, double count) {
        return r.load().ok() <= 0 ? Double.NaN : count / r.load().ok();
    }

    private static double perSecond(Repetition r, double count) {
        return r.jvm() == null || !(r.jvm().seconds() > 0) ? Double.NaN : count / r.jvm().seconds();
    }

    /** The spread of the known values: a repetition whose figure could not be taken does not count as a zero. */
    private static Spread spread(List<Repetition> repetitions, ToDoubleFunction<Repetition> figure) {
        return Spread.of(repetitions.stream().mapToDouble(figure).filter(v -> !Double.isNaN(v)).boxed().toList());
    }
}
