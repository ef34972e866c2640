package dev.vtbench.gatling.schema;

import java.util.List;

/**
 * What "the rate drifts" means when the replay scores a rule, independently of either rule: cut the stretch into parts
 * of {@value #PART_SECONDS} s (three parts at least; the oldest seconds that fill no part are left out); it drifts
 * when two parts' means differ by more than {@value #TOLERANCE_PERCENT}% of the stretch's mean, beyond their noise.
 * Parts of 5 s see a rate that climbs, falls, steps or switches between levels held for several seconds, and
 * average out waves of a second or two. A synthetic timeline is judged on the rate it was drawn from (no noise: its
 * truth is known); a recorded one on its counts, two parts allowed to differ by two standard errors more, the
 * per-second noise taken from successive differences (so that a trend or a step does not pass for noise).
 */
final class DriftTruth {

    static final int TOLERANCE_PERCENT = 5;
    static final int PART_SECONDS = 5;
    private static final double TOLERANCE = TOLERANCE_PERCENT / 100.0;
    /** Three parts of 3 s at least: a shorter stretch is not judged. */
    static final int MIN_SECONDS = 9;

    private DriftTruth() {
    }

    /** Whether the expected rate of {@code [from, to)} drifts; {@code null} when the stretch is too short to say. */
    static Boolean expectedDrifts(double[] expected, int from, int to) {
        if (to - from < MIN_SECONDS) {
            return null;
        }
        double[] means = partMeans(expected, from, to);
        return spread(means) > TOLERANCE * mean(expected, from, to);
    }

    /** Whether the counts of a recorded stretch drift beyond their noise; {@code null} when too short to say. */
    static Boolean observedDrifts(List<Long> seconds) {
        int n = seconds.size();
        if (n < MIN_SECONDS) {
            return null;
        }
        double[] counts = seconds.stream().mapToDouble(Long::doubleValue).toArray();
        double differences = 0;
        for (int i = 1; i < n; i++) {
            differences += (counts[i] - counts[i - 1]) * (counts[i] - counts[i - 1]);
        }
        double noise = Math.sqrt(differences / (2.0 * (n - 1)));
        int partSeconds = n / parts(n);
        return spread(partMeans(counts, 0, n)) > TOLERANCE * mean(counts, 0, n) + 2 * noise * Math.sqrt(2.0 / partSeconds);
    }

    private static int parts(int seconds) {
        return Math.max(3, seconds / PART_SECONDS);
    }

    private static double[] partMeans(double[] values, int from, int to) {
        int parts = parts(to - from);
        int length = (to - from) / parts;
        int start = to - parts * length;
        double[] means = new double[parts];
        for (int part = 0; part < parts; part++) {
            means[part] = mean(values, start + part * length, start + (part + 1) * length);
        }
        return means;
    }

    private static double spread(double[] means) {
        double max = Double.NEGATIVE_INFINITY;
        double min = Double.POSITIVE_INFINITY;
        for (double mean : means) {
            max = Math.max(max, mean);
            min = Math.min(min, mean);
        }
        return max - min;
    }

    private static double mean(double[] values, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            sum += values[i];
        }
        return sum / (to - from);
    }
}
