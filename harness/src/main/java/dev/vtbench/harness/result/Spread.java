package dev.vtbench.harness.result;

import java.util.Arrays;
import java.util.List;

/** Median, minimum, maximum and coefficient of variation of a figure across repetitions. */
public record Spread(double median, double min, double max, double coefficientOfVariation, int samples) {

    public static Spread of(List<Double> values) {
        if (values.isEmpty()) {
            return new Spread(Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0);
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        double mean = Arrays.stream(sorted).average().orElse(Double.NaN);
        double variance = n < 2 ? 0 : Arrays.stream(sorted).map(v -> (v - mean) * (v - mean)).sum() / (n - 1);
        double cv = mean == 0 ? 0 : Math.sqrt(variance) / mean;
        return new Spread(median, sorted[0], sorted[n - 1], cv, n);
    }

    /** No value was measured (for a cell whose every repetition was not steady, no headline figure). */
    public boolean isMissing() {
        return samples == 0;
    }
}
