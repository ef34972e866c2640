package dev.vtbench.gatling;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * The stats of a {@link RampUpSimulation}: the usual fields for the whole run (ramp and hold, no
 * warm-up), then how fast throughput climbed ({@link ThroughputRamp}).
 *
 * @param run the fields every simulation writes, at the top level of the JSON
 * @param peakThroughputPerSecond highest moving average of ok requests per second
 * @param secondsTo90PercentOfPeak seconds from the first request to the first moving average at 90 % of the peak
 */
@JsonPropertyOrder({"run", "rampSeconds", "holdSeconds", "smoothingSeconds", "peakThroughputPerSecond",
    "secondsTo90PercentOfPeak"})
public record RampUpStats(
        @JsonUnwrapped SimulationStats run,
        int rampSeconds,
        int holdSeconds,
        int smoothingSeconds,
        Double peakThroughputPerSecond,
        Integer secondsTo90PercentOfPeak) {

    static RampUpStats of(SimulationStats run, RampUpParameters parameters) {
        ThroughputRamp ramp = ThroughputRamp.of(run.timelineOkPerSecond(),
                parameters.rampSeconds() + parameters.holdSeconds(), parameters.smoothingSeconds());
        return new RampUpStats(run, parameters.rampSeconds(), parameters.holdSeconds(), parameters.smoothingSeconds(),
                ramp.peakPerSecond(), ramp.secondsTo90PercentOfPeak());
    }
}
