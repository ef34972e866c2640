package dev.vtbench.gatling.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The equal-load steps' numbers: after an unmeasured warm-up phase at the top step's rate, ascending open-model rates
 * offered one after the other, each reached by a linear ramp, held until its OK rate is steady, then measured for
 * {@link LoadSchema#DURATION_SECONDS}.
 * The rates themselves are not a matrix key of this kind: the harness resolves them at run time (fractions of a
 * capacity measured in the same run, or absolute rates) and passes them in {@value #RATES_PROPERTY}, read by
 * {@link #rates(String)}.
 */
public final class EqualLoadSchema {

    /** The step rates, "500,1000,1500": whole requests per second, strictly ascending, set by the harness. */
    public static final String RATES_PROPERTY = "vtbench.steps.rates";

    /** Seconds of OK counts a step's steadiness is judged on: shorter than a constant load's 10, since a step is already warm. */
    public static final int STEADY_WINDOW_SECONDS = 6;
    /** A step's batches: three of 2 s in its 6 s (an open model below capacity completes what it is offered, so little to judge). */
    public static final int STEADY_BATCH_SECONDS = 2;

    /** The most steps a run may plan: a staircase longer than this is a mistake, not a study. */
    public static final int MAX_STEPS = 50;

    public static final Parameter RAMP_SECONDS = Parameter.whole("steps.ramp.seconds", "vtbench.steps.rampSeconds",
            Unit.SECONDS, 0, 3_600, 5, "linear ramp of the arrival rate to each step's rate, from the previous step's (the"
                    + " first from the warm-up phase's top rate, or from a tenth of its own without one); 0 jumps");
    /**
     * 20 s by default: without it, a fresh server's first step measured its JIT (816 µs of CPU per request at 25% of
     * capacity against 137 µs at capacity, the driver lagging too) though its OK rate was steady at once: an open model
     * below capacity completes what it is offered, warm or not, so steadiness cannot tell a cold step. The top rate
     * warms every path the steps take; as a fraction of a capacity (the harness's default) it is below it, so the
     * warm-up does not overload the server.
     */
    public static final Parameter WARMUP_SECONDS = Parameter.whole("steps.warmup.seconds", "vtbench.steps.warmupSeconds",
            Unit.SECONDS, 0, 600, 20, "unmeasured warm-up phase before the first step: the arrival rate ramps from a tenth of"
                    + " the top step's rate to it over the ramp, holds it this long, then ramps down to the first step; 0: no"
                    + " warm-up phase");
    public static final Parameter SETTLE_MIN_SECONDS = Parameter.whole("steps.settle.min.seconds", "vtbench.steps.settleMinSeconds",
            Unit.SECONDS, 0, 3_600, 3, "after the ramp, a step's window opens no sooner, however steady its OK rate");
    public static final Parameter SETTLE_MAX_SECONDS = Parameter.whole("steps.settle.max.seconds", "vtbench.steps.settleMaxSeconds",
            Unit.SECONDS, STEADY_WINDOW_SECONDS, 3_600, 40, "after the ramp, a step's window opens at the latest, steady or"
                    + " not (at least the " + STEADY_WINDOW_SECONDS + " s a step's steadiness is judged on)");
    /**
     * 1,000 by default, and the harness passes the capacity cells' users: connections stay near what the server was
     * shown to handle, while an arrival that finds them all busy waits in the driver and that wait is its latency.
     */
    public static final Parameter MAX_IN_FLIGHT = Parameter.whole("steps.max.in.flight", "vtbench.steps.maxInFlight",
            Unit.REQUESTS, 1, 20_000, 1_000, "the most requests in flight; an arrival beyond it waits in the driver, and"
                    + " the wait counts in its latency");

    public static final List<Parameter> ALL = List.of(RAMP_SECONDS, WARMUP_SECONDS, SETTLE_MIN_SECONDS, SETTLE_MAX_SECONDS,
            MAX_IN_FLIGHT);

    private EqualLoadSchema() {
    }

    /**
     * The step rates of {@value #RATES_PROPERTY}, e.g. "500,1000,1500".
     *
     * @throws IllegalArgumentException naming the property, the value and what is expected: whole rates in the open
     *     model's range, strictly ascending, at most {@link #MAX_STEPS}
     */
    public static List<Integer> rates(String text) {
        String expected = ": expected whole requests per second from " + Parameter.text(LoadSchema.RATE.min()) + " to "
                + Parameter.text(LoadSchema.RATE.max()) + ", strictly ascending, comma-separated, at most " + MAX_STEPS
                + " (e.g. 500,1000,1500); the harness sets them from the matrix's equal.load";
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException(RATES_PROPERTY + " is " + (text == null ? "not set" : "blank") + expected);
        }
        List<Integer> rates = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            int rate;
            try {
                rate = Integer.parseInt(part.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(RATES_PROPERTY + "=" + text + ": '" + part.trim() + "' is not a whole number" + expected, e);
            }
            if (!LoadSchema.RATE.accepts(rate)) {
                throw new IllegalArgumentException(RATES_PROPERTY + "=" + text + ": " + rate + " is out of range" + expected);
            }
            if (!rates.isEmpty() && rate <= rates.getLast()) {
                throw new IllegalArgumentException(RATES_PROPERTY + "=" + text + ": " + rate + " does not rise above "
                        + rates.getLast() + expected);
            }
            rates.add(rate);
        }
        if (rates.size() > MAX_STEPS) {
            throw new IllegalArgumentException(RATES_PROPERTY + "=" + text + ": " + rates.size() + " steps" + expected);
        }
        return List.copyOf(rates);
    }

    /**
     * The longest a run takes: the warm-up phase, then every step ramped, settled to the cap and measured. Without
     * {@value #RATES_PROPERTY} (a matrix checked before the harness resolved its rates) it counts one step.
     */
    static long plannedSeconds(Map<String, String> properties, long durationSeconds) {
        return warmupPhaseSeconds(properties) + steps(properties) * (stepSeconds(properties) + durationSeconds);
    }

    /**
     * The shortest a run takes: the warm-up phase, then every step ramped, its window opened at the settle minimum (a
     * step already steady) and measured. Without {@value #RATES_PROPERTY} it counts one step, as {@link #plannedSeconds}.
     */
    static long shortestSeconds(Map<String, String> properties, long durationSeconds) {
        long stepSeconds = (long) (RAMP_SECONDS.valueIn(properties) + SETTLE_MIN_SECONDS.valueIn(properties));
        return warmupPhaseSeconds(properties) + steps(properties) * (stepSeconds + durationSeconds);
    }

    /**
     * How long the warm-up phase lasts, before the first step's ramp: its ramp up to the top rate and its hold; none when
     * {@code warmupSeconds} is 0.
     */
    public static long warmupPhaseSeconds(long rampSeconds, long warmupSeconds) {
        return warmupSeconds == 0 ? 0 : rampSeconds + warmupSeconds;
    }

    /**
     * The first rule these properties break (EqualLoadParameters refuses each too): a settle minimum above its maximum,
     * or, once the rates and the duration are known, steps longer in all than the longest run.
     */
    static Optional<Refusal> inconsistency(Map<String, String> properties) {
        double min = SETTLE_MIN_SECONDS.valueIn(properties);
        double max = SETTLE_MAX_SECONDS.valueIn(properties);
        if (min > max) {
            return Optional.of(new Refusal(SETTLE_MIN_SECONDS, SETTLE_MIN_SECONDS.textIn(properties), "at most "
                    + SETTLE_MAX_SECONDS.key() + " = " + SETTLE_MAX_SECONDS.textIn(properties) + ": a step's window cannot"
                    + " have to wait longer than the latest it opens"));
        }
        String duration = properties.get(LoadSchema.DURATION_SECONDS.property());
        if (duration != null && properties.containsKey(RATES_PROPERTY)) {
            return tooLong(steps(properties), stepSeconds(properties), warmupPhaseSeconds(properties), Long.parseLong(duration.trim()))
                    .map(expectation -> new Refusal(LoadSchema.DURATION_SECONDS, duration, expectation));
        }
        return Optional.empty();
    }

    /**
     * What {@link LoadSchema#DURATION_SECONDS} must be instead when the warm-up phase of {@code warmupPhaseSeconds}
     * and {@code steps} steps of {@code stepSeconds} (ramp and longest settle) plus the window run longer than the
     * longest run; empty when they fit.
     */
    public static Optional<String> tooLong(int steps, long stepSeconds, long warmupPhaseSeconds, long durationSeconds) {
        long longest = (long) LoadSchema.DURATION_SECONDS.max();
        long planned = warmupPhaseSeconds + steps * (stepSeconds + durationSeconds);
        if (planned <= longest) {
            return Optional.empty();
        }
        return Optional.of("at most " + Math.max(0, (longest - warmupPhaseSeconds) / steps - stepSeconds) + ": a warm-up phase of "
                + warmupPhaseSeconds + " s and " + steps + " steps of " + RAMP_SECONDS.key() + " + " + SETTLE_MAX_SECONDS.key()
                + " = " + stepSeconds + " s and the window make " + planned + " s, above the longest run, " + longest
                + " s; shorten the window, the settle or the warm-up, or make fewer steps");
    }

    private static int steps(Map<String, String> properties) {
        String rates = properties.get(RATES_PROPERTY);
        return rates == null ? 1 : rates(rates).size();
    }

    private static long warmupPhaseSeconds(Map<String, String> properties) {
        return warmupPhaseSeconds((long) RAMP_SECONDS.valueIn(properties), (long) WARMUP_SECONDS.valueIn(properties));
    }

    /** What a step adds to its measured window at most: its ramp and its longest settle. */
    private static long stepSeconds(Map<String, String> properties) {
        return (long) (RAMP_SECONDS.valueIn(properties) + SETTLE_MAX_SECONDS.valueIn(properties));
    }
}
