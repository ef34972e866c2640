package dev.vtbench.gatling;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether an equal-load step was more than the server could take: a finding about the server at that rate, not an
 * error of the run. A step is over capacity when any of these holds, and the reason names each that did:
 * <ul>
 *   <li>its window completed fewer OK requests than {@value #SHORTFALL} of the arrivals it offered (a server that
 *       keeps up completes what it is offered, give or take the requests in flight at either end);</li>
 *   <li>its latency grew through the window as a queue does: the mean of the last third's OK requests is at least
 *       {@value #GROWTH_FACTOR} times the first third's and at least {@value #GROWTH_MICROS} µs more;</li>
 *   <li>it never became steady, and its OK rate when the settle ran out was below {@value #SHORTFALL} of its rate:
 *       it could not keep up, as opposed to a rate that kept up but wobbled.</li>
 * </ul>
 *
 * <p>Why the growth must be that large: a server over capacity in an open model queues the excess, so its latency grows
 * linearly through the window, by a good part of a second (5% over at 4,000 req/s queues 200 requests a second: +0.5 s
 * in 10 s; even 0.5% over adds 50 ms), far beyond both bounds. A server below capacity only wobbles: one at 75% load and
 * 89% of its CPU went from 1.0 ms to 2.3 ms mean latency between its window's first and last thirds while it completed
 * all it was offered, which the former bounds (1.5 times and 1 ms more) called over capacity.
 *
 * @param reason empty when not over capacity
 */
record OverCapacity(boolean over, String reason) {

    /** The share of the offered arrivals a step that keeps up completes, at least. */
    static final double SHORTFALL = 0.95;
    /** How many times its first third's mean latency the last third's must reach, at least, to be a growing queue. */
    static final double GROWTH_FACTOR = 2.0;
    /** How much more, in µs, at least: a factor alone calls a sub-millisecond wobble a queue. */
    static final long GROWTH_MICROS = 5_000;

    static final OverCapacity NO = new OverCapacity(false, "");

    /**
     * @param offered arrivals the step admitted during its window
     * @param firstThirdMicros mean latency of the window's first third, NaN if none completed
     * @param lastThirdMicros mean latency of its last third, NaN if none completed
     * @param settledOkPerSecond the OK rate last judged before the window opened (the steady criterion's mean)
     */
    static OverCapacity judge(int rate, long ok, long offered, double firstThirdMicros, double lastThirdMicros,
            boolean steady, double settledOkPerSecond) {
        List<String> reasons = new ArrayList<>();
        if (ok < SHORTFALL * offered) {
            reasons.add(String.format(Locale.ROOT, "completed %d OK requests of %d offered (%.2f%%, below %.0f%%)", ok, offered,
                    100.0 * ok / offered, 100 * SHORTFALL));
        }
        if (lastThirdMicros >= GROWTH_FACTOR * firstThirdMicros && lastThirdMicros - firstThirdMicros >= GROWTH_MICROS) {
            reasons.add(String.format(Locale.ROOT, "latency kept growing through the window: mean %.0f µs in its last third"
                    + " against %.0f µs in its first (at least %.1fx and %d µs more: a growing queue)", lastThirdMicros,
                    firstThirdMicros, GROWTH_FACTOR, GROWTH_MICROS));
        }
        if (!steady && !(settledOkPerSecond >= SHORTFALL * rate)) {
            reasons.add(String.format(Locale.ROOT, "never became steady, and completed %.0f OK requests a second of the %d"
                    + " offered when the settle ran out (below %.0f%%): it could not keep up", settledOkPerSecond, rate,
                    100 * SHORTFALL));
        }
        return reasons.isEmpty() ? NO : new OverCapacity(true, String.join("; ", reasons));
    }
}
