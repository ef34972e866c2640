package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.vtbench.contract.Percentile;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The usual percentiles of successful requests, in microseconds. The full distribution travels
 * next to it as an encoded histogram; these are for reading at a glance and for tables.
 */
@JsonPropertyOrder({"p50", "p90", "p99", "p999", "max", "mean"})
public record LatencySummary(long p50, long p90, long p99, long p999, long max, double mean) {

    /** The key of the largest latency in {@link #byKey()}. */
    public static final String MAX = "max";
    /** The key of the mean latency in {@link #byKey()}. */
    public static final String MEAN = "mean";

    public long micros(Percentile percentile) {
        return switch (percentile) {
            case P50 -> p50;
            case P90 -> p90;
            case P99 -> p99;
            case P999 -> p999;
        };
    }

    /**
     * The figures by their JSON key, in the file's order ({@code p50 ... p999, max, mean}): how a cell's result
     * (result.json's {@code latencyMicros}) has always held them.
     */
    public Map<String, Double> byKey() {
        Map<String, Double> values = new LinkedHashMap<>();
        for (Percentile percentile : Percentile.values()) {
            values.put(percentile.key(), (double) micros(percentile));
        }
        values.put(MAX, (double) max);
        values.put(MEAN, mean);
        return values;
    }

    /** {@link #byKey()} of a summary that may be absent (no OK request): an empty map then, never a made-up 0. */
    public static Map<String, Double> byKey(LatencySummary summary) {
        return summary == null ? new LinkedHashMap<>() : summary.byKey();
    }
}
