package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/**
 * The interval of one figure's ratio, read the way the rounds were run. A round is a block: one server of each mode,
 * in a random order, minutes apart at most, so what the machine does to a round (a VM whose cores slow down for
 * minutes) falls on both of its values. The ratio is then the geometric mean of each round's ratio, and its interval
 * Student's t on the rounds' log ratios ({@link RatioInterval#paired}): the machine's drift between rounds cancels,
 * while the spread of JVM invocations, which differs within a round, stays in the interval. A round where one mode's
 * window was left out pairs with nothing, and its other value is left out of the ratio too; with no round measured by
 * both, the ratio has no interval.
 *
 * <p>Values that do not all say their round (results written before rounds), or a side with two values in one round,
 * are compared as independent samples: Welch's interval ({@link RatioInterval#of}).
 */
final class RoundPairs {
    private RoundPairs() {}

    static RatioInterval ratio(MetricSample virtual, MetricSample baseline, double confidence) {
        if (!byRound(virtual) || !byRound(baseline)) {
            return RatioInterval.of(virtual.values(), baseline.values(), confidence);
        }
        Map<Integer, Double> baselineByRound = new HashMap<>();
        for (int i = 0; i < baseline.values().size(); i++) {
            baselineByRound.put(baseline.rounds().get(i), baseline.values().get(i));
        }
        List<Double> top = new ArrayList<>();
        List<Double> bottom = new ArrayList<>();
        for (int i = 0; i < virtual.values().size(); i++) {
            Double other = baselineByRound.get(virtual.rounds().get(i));
            if (other != null) {
                top.add(virtual.values().get(i));
                bottom.add(other);
            }
        }
        if (top.isEmpty()) {
            // No round measured both: the ratio of what there is, with no interval, as for a single pair.
            RatioInterval unpaired = RatioInterval.of(virtual.values(), baseline.values(), confidence);
            return new RatioInterval(unpaired.ratio(), Double.NaN, Double.NaN, 0, 0, Double.NaN, confidence);
        }
        return RatioInterval.paired(top, bottom, confidence);
    }

    /** Whether every value says its round, each round once. */
    private static boolean byRound(MetricSample sample) {
        return !sample.rounds().isEmpty() && new HashSet<>(sample.rounds()).size() == sample.rounds().size();
    }
}
