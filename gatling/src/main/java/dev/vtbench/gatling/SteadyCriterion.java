package dev.vtbench.gatling;

import java.util.List;

/**
 * When a constant load's OK rate counts as steady: over the last {@code windowSeconds} whole seconds, the
 * least-squares line through the per-second counts moves by at most {@code maxRelativeChange} of their mean from
 * its first second to its last (no trend: the server, the backend and the driver have stopped warming up), and
 * the counts' coefficient of variation is at most {@code maxCv} (no oscillation). A low rate is held to its
 * counting noise instead, {@code 2 / sqrt(mean)}, where that is larger, for both: 100 requests a second cannot be
 * steadier than about 10% from one second to the next, and ten such seconds fit a line whose slope is as noisy.
 *
 * <p>A trend alone would pass a rate that swings wildly around a flat line; a CV alone would pass a slow climb
 * whose seconds each differ little. Both together are what "steady" means for a mean to be measured.
 */
record SteadyCriterion(int windowSeconds, double maxRelativeChange, double maxCv) {

    static final SteadyCriterion DEFAULT = new SteadyCriterion(10, 0.05, 0.05);

    SteadyCriterion {
        if (windowSeconds < 3) {
            throw new IllegalArgumentException("a steady-state window needs at least 3 seconds to have a trend, got " + windowSeconds);
        }
        if (!(maxRelativeChange > 0) || !(maxCv > 0)) {
            throw new IllegalArgumentException("maxRelativeChange and maxCv must be > 0, got " + maxRelativeChange + ", " + maxCv);
        }
    }

    /**
     * @param relativeChange the fitted line's change across the window, as a share of the mean (negative: falling)
     * @param changeLimit the change allowed for this mean: {@code maxRelativeChange} or the counting noise of a low rate
     * @param cvLimit the CV allowed for this mean: {@code maxCv} or the counting noise of a low rate
     */
    record Judgement(double mean, double relativeChange, double changeLimit, double cv, double cvLimit, boolean steady) {
    }

    /** Judges the last {@link #windowSeconds} of {@code perSecond}; fewer seconds, or none with an answer, are not steady. */
    Judgement judge(List<Long> perSecond) {
        if (perSecond.size() < windowSeconds) {
            return new Judgement(0, Double.NaN, maxRelativeChange, Double.NaN, maxCv, false);
        }
        List<Long> last = perSecond.subList(perSecond.size() - windowSeconds, perSecond.size());
        int n = last.size();
        double mean = last.stream().mapToLong(Long::longValue).average().orElse(0);
        if (mean <= 0) {
            return new Judgement(0, Double.NaN, maxRelativeChange, Double.NaN, maxCv, false);
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
        double slope = covariance / varianceX;
        double relativeChange = slope * (n - 1) / mean;
        double cv = Math.sqrt(squares / (n - 1)) / mean;
        double countingNoise = 2 / Math.sqrt(mean);
        double changeLimit = Math.max(maxRelativeChange, countingNoise);
        double cvLimit = Math.max(maxCv, countingNoise);
        return new Judgement(mean, relativeChange, changeLimit, cv, cvLimit,
                Math.abs(relativeChange) <= changeLimit && cv <= cvLimit);
    }
}
