package dev.vtbench.gatling;

import java.util.ArrayList;
import java.util.List;

/**
 * How fast throughput climbed from idle, read from the ok-per-second timeline. Single seconds are
 * noisy (a GC pause, a second boundary falling mid-burst), so throughput is averaged over a few
 * seconds first.
 *
 * <p>The average of second {@code s} covers seconds {@code s .. s + smoothing - 1}, so
 * {@code secondsTo90PercentOfPeak = s} reads "from {@code s} seconds after the first request,
 * throughput held 90 % of its peak for a whole averaging span". Only the planned seconds count:
 * the tail after the planned end is requests draining, not load.
 *
 * @param peakPerSecond the highest average, {@code null} if the run was shorter than one span
 * @param secondsTo90PercentOfPeak the first {@code s} whose average reached 90 % of the peak,
 *     {@code null} if there was no peak to reach (nothing succeeded)
 */
record ThroughputRamp(Double peakPerSecond, Integer secondsTo90PercentOfPeak) {

    static final double SHARE_OF_PEAK = 0.9;

    static ThroughputRamp of(List<Long> okPerSecond, int plannedSeconds, int smoothingSeconds) {
        List<Double> averages = movingAverages(okPerSecond.subList(0, Math.min(plannedSeconds, okPerSecond.size())),
                smoothingSeconds);
        if (averages.isEmpty()) {
            return new ThroughputRamp(null, null);
        }
        double peak = averages.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        if (peak == 0) {
            return new ThroughputRamp(0.0, null);
        }
        for (int second = 0; second < averages.size(); second++) {
            if (averages.get(second) >= SHARE_OF_PEAK * peak) {
                return new ThroughputRamp(peak, second);
            }
        }
        throw new IllegalStateException("the peak itself is at least 90 % of the peak");
    }

    /** Element {@code s} is the mean of {@code counts[s .. s + span - 1]}; empty if there are fewer than {@code span} counts. */
    static List<Double> movingAverages(List<Long> counts, int span) {
        if (span < 1) {
            throw new IllegalArgumentException("span must be >= 1, got " + span);
        }
        List<Double> averages = new ArrayList<>();
        long sum = 0;
        for (int second = 0; second < counts.size(); second++) {
            sum += counts.get(second);
            if (second >= span) {
                sum -= counts.get(second - span);
            }
            if (second >= span - 1) {
                averages.add(sum / (double) span);
            }
        }
        return averages;
    }
}
