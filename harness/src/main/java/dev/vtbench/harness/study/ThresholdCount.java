package dev.vtbench.harness.study;

import java.util.List;
import java.util.function.DoubleFunction;

/**
 * How many of a study's measurements pass the threshold its claim file sets for "reproduced" (a ratio of at least 3x,
 * a peak heap of at most 80%), and the verdict that follows: reproduced when every one does, not when none does, and
 * in part otherwise, counted.
 */
record ThresholdCount(List<Double> values, long passing) {
    ThresholdCount {
        values = List.copyOf(values);
    }

    static ThresholdCount atLeast(List<Double> values, double threshold) {
        return new ThresholdCount(values, values.stream().filter(v -> v >= threshold).count());
    }

    static ThresholdCount atMost(List<Double> values, double threshold) {
        return new ThresholdCount(values, values.stream().filter(v -> v <= threshold).count());
    }

    /** "reproduced", "not reproduced" or "reproduced in 1 of 2 conditions" ({@code noun}: what was counted). */
    String verdict(String noun) {
        return passing == values.size() ? "reproduced"
                : passing == 0 ? "not reproduced" : "reproduced in " + passing + " of " + values.size() + " " + noun;
    }

    /** "9.4x-12x", or one figure when they are all the same. */
    String span(DoubleFunction<String> format) {
        double low = values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return low == high ? format.apply(low) : format.apply(low) + "-" + format.apply(high);
    }
}
