package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * What a ramp-up adds to the usual fields of its stats (which cover the whole run, ramp and hold, no warm-up): how
 * fast throughput climbed.
 *
 * @param peakThroughputPerSecond highest moving average of ok requests per second
 * @param secondsTo90PercentOfPeak seconds from the first request to the first moving average at 90 % of the peak
 */
@JsonPropertyOrder({"rampSeconds", "holdSeconds", "smoothingSeconds", "peakThroughputPerSecond",
    "secondsTo90PercentOfPeak"})
public record RampUpFigures(
        int rampSeconds,
        int holdSeconds,
        int smoothingSeconds,
        Double peakThroughputPerSecond,
        Integer secondsTo90PercentOfPeak) {}
