package dev.vtbench.gatling.schema;

import java.util.List;

/**
 * The per-second rules the batch-means criterion replaced in gatling's {@code SteadyCriterion} and the harness's
 * {@code HonestyChecks.change}, kept as they were so that the replay can hold old and new to the same timelines. Not
 * used outside the replay.
 */
final class LegacySteadyRules {

    private LegacySteadyRules() {
    }

    /**
     * The driver's old rule: over the last 10 whole seconds, the least-squares line moves by at most 5% of their mean
     * from its first second to its last, and their coefficient of variation is at most 5%; both limits raised to
     * 2/sqrt(mean) for a low rate.
     */
    static boolean steady(List<Long> timeline) {
        int n = 10;
        if (timeline.size() < n) {
            return false;
        }
        List<Long> last = timeline.subList(timeline.size() - n, timeline.size());
        double mean = last.stream().mapToLong(Long::longValue).average().orElse(0);
        if (mean <= 0) {
            return false;
        }
        double meanX = (n - 1) / 2.0;
        double covariance = 0;
        double varianceX = 0;
        double squares = 0;
        for (int x = 0; x < n; x++) {
            double dy = last.get(x) - mean;
            covariance += (x - meanX) * dy;
            varianceX += (x - meanX) * (x - meanX);
            squares += dy * dy;
        }
        double relativeChange = covariance / varianceX * (n - 1) / mean;
        double cv = Math.sqrt(squares / (n - 1)) / mean;
        double countingNoise = 2 / Math.sqrt(mean);
        return Math.abs(relativeChange) <= Math.max(0.05, countingNoise) && cv <= Math.max(0.05, countingNoise);
    }

    /** The harness's old in-window check: the window's last third against its first, more than 10% either way. */
    static boolean drifted(List<Long> window) {
        int third = window.size() / 3;
        if (third < 1) {
            return false;
        }
        double first = window.subList(0, third).stream().mapToLong(Long::longValue).average().orElse(0);
        double last = window.subList(window.size() - third, window.size()).stream().mapToLong(Long::longValue).average().orElse(0);
        return first > 0 && Math.abs(last / first - 1) > 0.10;
    }
}
