package dev.vtbench.gatling;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.HdrHistogram.Histogram;

/**
 * The usual percentiles of successful requests, in microseconds. The full distribution travels
 * next to it as an encoded histogram; these are for reading at a glance and for tables.
 */
@JsonPropertyOrder({"p50", "p90", "p99", "p999", "max", "mean"})
public record LatencySummary(long p50, long p90, long p99, long p999, long max, double mean) {

    /** @return {@code null} for an empty histogram: no percentile of nothing is better than a made-up 0 */
    static LatencySummary of(Histogram micros) {
        if (micros.getTotalCount() == 0) {
            return null;
        }
        return new LatencySummary(
                micros.getValueAtPercentile(50.0),
                micros.getValueAtPercentile(90.0),
                micros.getValueAtPercentile(99.0),
                micros.getValueAtPercentile(99.9),
                micros.getMaxValue(),
                micros.getMean());
    }
}
