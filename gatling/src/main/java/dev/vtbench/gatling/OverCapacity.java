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
 *   <li>its latency kept growing through the window: the mean of the last third's OK requests is over
 *       {@value #GROWTH_FACTOR} times the first third's and over {@value #GROWTH_MICROS} µs more (a queue that grows
 *       is a server behind its arrivals; the second bound keeps microsecond noise from counting);</li>
 *   <li>it never became steady, and its OK rate when the settle ran out was below {@value #SHORTFALL} of its rate:
 *       it could not keep up, as opposed to a rate that kept up but wobbled.</li>
 * </ul>
 *
 * @param reason empty when not over capacity
 */
record OverCapacity(boolean over, String reason) {

    static final double SHORTFALL = 0.95;
    static final double GROWTH_FACTOR = 1.5;
    static final long GROWTH_MICROS = 1_000;

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
        if (lastThirdMicros > GROWTH_FACTOR * firstThirdMicros && lastThirdMicros - firstThirdMicros > GROWTH_MICROS) {
            reasons.add(String.format(Locale.ROOT, "latency kept growing through the window: mean %.0f µs in its last third"
                    + " against %.0f µs in its first (over %.1fx and over %d µs more)", lastThirdMicros, firstThirdMicros,
                    GROWTH_FACTOR, GROWTH_MICROS));
        }
        if (!steady && !(settledOkPerSecond >= SHORTFALL * rate)) {
            reasons.add(String.format(Locale.ROOT, "never became steady, and completed %.0f OK requests a second of the %d"
                    + " offered when the settle ran out (below %.0f%%): it could not keep up", settledOkPerSecond, rate,
                    100 * SHORTFALL));
        }
        return reasons.isEmpty() ? NO : new OverCapacity(true, String.join("; ", reasons));
    }
}
