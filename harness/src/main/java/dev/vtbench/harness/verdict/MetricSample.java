package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;

import java.util.List;

/**
 * One figure of one cell as the verdict reads it: the value of each repetition whose window counted, and how far it may
 * be used. A figure is compared only when trusted, or (capacity) when it is a lower bound, and then only as a bound.
 *
 * @param values one value per counted repetition that measured it, each positive and finite
 * @param reason why it is not trusted or missing, or what bounds it, in words naming the flag or the cause; "" when trusted
 * @param ran repetitions that ran for it, counted or not; {@code values.size()} of them gave a value
 * @param leftOut why the others gave none ("1 never steady"), "" when every repetition gave one
 * @param curable whether more rounds may make an untrusted or missing figure comparable: what keeps it out is repetitions
 *     left out or too few values, not a flag that more of the same would keep
 * @param rounds the round each value was measured in, in the values' order; empty when they were not measured in rounds
 *     (or not every one says in which), and then no ratio of it is paired by round ({@link RatioInterval#byRound})
 */
public record MetricSample(List<Double> values, Standing standing, String reason, int ran, String leftOut, boolean curable,
                           List<Integer> rounds) {

    /** How far a figure may be used. */
    public enum Standing {
        /** Measured and trusted: compared as it is. */
        TRUSTED,
        /** The server could have done at least this much, but something else (the driver) limited it: a lower bound. */
        LOWER_BOUND,
        /** Measured, but a flag or an unsteady repetition keeps it out of every comparison. */
        UNTRUSTED,
        /** Not measured: the cell did not run, or no repetition has this figure. */
        MISSING,
        /** Not a figure of this load at all (an open model has no capacity): no finding is made of it. */
        NOT_APPLICABLE
    }

    public MetricSample {
        values = List.copyOf(values);
        reason = reason == null ? "" : reason;
        leftOut = leftOut == null ? "" : leftOut;
        ran = Math.max(ran, values.size());
        if (values.stream().anyMatch(value -> !(value > 0) || value.isInfinite())) {
            throw new IllegalArgumentException("a figure's values are positive and finite (a ratio of logs takes no other), not " + values);
        }
        if ((standing == Standing.TRUSTED || standing == Standing.LOWER_BOUND) && values.isEmpty()) {
            throw new IllegalArgumentException("a " + standing + " figure needs at least one value");
        }
        rounds = rounds == null ? List.of() : List.copyOf(rounds);
        if (!rounds.isEmpty() && rounds.size() != values.size()) {
            throw new IllegalArgumentException("a figure's rounds are one per value or none: " + rounds.size() + " round(s) for "
                    + values.size() + " value(s)");
        }
    }

    /** A figure whose values were not measured in rounds. */
    public MetricSample(List<Double> values, Standing standing, String reason, int ran, String leftOut, boolean curable) {
        this(values, standing, reason, ran, leftOut, curable, List.of());
    }

    public static MetricSample trusted(List<Double> values) {
        return new MetricSample(values, Standing.TRUSTED, "", values.size(), "", false);
    }

    /** At least these values: {@code why} names what bounded them ("driver-bound: ..."). */
    public static MetricSample lowerBound(List<Double> values, String why) {
        return new MetricSample(values, Standing.LOWER_BOUND, why, values.size(), "", false);
    }

    public static MetricSample untrusted(List<Double> values, String why) {
        return new MetricSample(values, Standing.UNTRUSTED, why, values.size(), "", false);
    }

    public static MetricSample missing(String why) {
        return new MetricSample(List.of(), Standing.MISSING, why, 0, "", false);
    }

    /** Not a figure of this load: {@code why} says so ("an open model serves what it is offered"). */
    public static MetricSample notApplicable(String why) {
        return new MetricSample(List.of(), Standing.NOT_APPLICABLE, why, 0, "", false);
    }

    /** This figure, of {@code ran} repetitions, the others left out for {@code why}. */
    public MetricSample ofRepetitions(int ranFor, String why) {
        return new MetricSample(values, standing, reason, ranFor, why, curable, rounds);
    }

    /**
     * This figure with the round of each value, in the values' order; without rounds when none is given or one of them
     * is null: a repetition recorded outside rounds pairs with nothing.
     */
    public MetricSample inRounds(List<Integer> roundOfEach) {
        if (roundOfEach.isEmpty() || roundOfEach.stream().anyMatch(java.util.Objects::isNull)) {
            return new MetricSample(values, standing, reason, ran, leftOut, curable, List.of());
        }
        return new MetricSample(values, standing, reason, ran, leftOut, curable, roundOfEach);
    }

    /** This figure, marked as one more rounds may make comparable (or not). */
    public MetricSample curable(boolean more) {
        return new MetricSample(values, standing, reason, ran, leftOut, more, rounds);
    }

    /** Whether it may enter a ratio: trusted, or a lower bound (then the ratio is a bound too). */
    public boolean comparable() {
        return standing == Standing.TRUSTED || standing == Standing.LOWER_BOUND;
    }

    /**
     * "3 of 4 repetitions (1 never steady)", or "" when every repetition gave a value; "(1 not measured)" where nothing
     * says why.
     */
    public String repetitionsText() {
        if (values.size() >= ran) {
            return "";
        }
        return values.size() + " of " + ran + " repetitions (" + (leftOut.isEmpty() ? (ran - values.size()) + " not measured" : leftOut) + ")";
    }
}
