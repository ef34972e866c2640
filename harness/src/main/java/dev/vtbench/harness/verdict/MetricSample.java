package dev.vtbench.harness.verdict;

import java.util.List;

/**
 * One figure of one cell as the verdict reads it: the value of each repetition whose window opened, and how far it may
 * be used. A figure is compared only when trusted, or (capacity) when it is a lower bound, and then only as a bound.
 *
 * @param values one value per repetition that measured it, each positive and finite
 * @param reason why it is not trusted or missing, or what bounds it, in words naming the flag or the cause; "" when trusted
 */
public record MetricSample(List<Double> values, Standing standing, String reason) {

    /** How far a figure may be used. */
    public enum Standing {
        /** Measured and trusted: compared as it is. */
        TRUSTED,
        /** The server could have done at least this much, but something else (the driver) limited it: a lower bound. */
        LOWER_BOUND,
        /** Measured, but a flag or an unsteady repetition keeps it out of every comparison. */
        UNTRUSTED,
        /** Not measured: the cell did not run, or no repetition has this figure. */
        MISSING
    }

    public MetricSample {
        values = List.copyOf(values);
        reason = reason == null ? "" : reason;
        if (values.stream().anyMatch(value -> !(value > 0) || value.isInfinite())) {
            throw new IllegalArgumentException("a figure's values are positive and finite (a ratio of logs takes no other), not " + values);
        }
        if ((standing == Standing.TRUSTED || standing == Standing.LOWER_BOUND) && values.isEmpty()) {
            throw new IllegalArgumentException("a " + standing + " figure needs at least one value");
        }
    }

    public static MetricSample trusted(List<Double> values) {
        return new MetricSample(values, Standing.TRUSTED, "");
    }

    /** At least these values: {@code why} names what bounded them ("driver-bound: ..."). */
    public static MetricSample lowerBound(List<Double> values, String why) {
        return new MetricSample(values, Standing.LOWER_BOUND, why);
    }

    public static MetricSample untrusted(List<Double> values, String why) {
        return new MetricSample(values, Standing.UNTRUSTED, why);
    }

    public static MetricSample missing(String why) {
        return new MetricSample(List.of(), Standing.MISSING, why);
    }

    /** Whether it may enter a ratio: trusted, or a lower bound (then the ratio is a bound too). */
    public boolean comparable() {
        return standing == Standing.TRUSTED || standing == Standing.LOWER_BOUND;
    }
}
