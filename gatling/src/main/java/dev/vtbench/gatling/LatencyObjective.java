package dev.vtbench.gatling;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.HdrHistogram.Histogram;

/**
 * What a load must achieve to count as sustained: a latency percentile of the successful requests
 * at or under a bound, and few enough failures. Failures are judged apart because a failed request
 * (a timeout above all) has no latency that belongs in the distribution.
 *
 * <table>
 *   <caption>System properties</caption>
 *   <tr><th>property</th><th>meaning</th><th>unit, range</th><th>default</th></tr>
 *   <tr><td>{@value #PERCENTILE}</td><td>percentile of ok latencies judged</td><td>0..100</td><td>99</td></tr>
 *   <tr><td>{@value #MILLIS}</td><td>bound on that percentile</td><td>ms, 0.001..3600000</td><td>100</td></tr>
 *   <tr><td>{@value #MAX_ERROR_PERCENT}</td><td>failed requests tolerated</td><td>% of all, 0..100</td><td>1.0</td></tr>
 * </table>
 */
@JsonPropertyOrder({"percentile", "millis", "maxErrorPercent"})
public record LatencyObjective(double percentile, double millis, double maxErrorPercent) {

    public static final String PERCENTILE = "vtbench.objective.percentile";
    public static final String MILLIS = "vtbench.objective.millis";
    public static final String MAX_ERROR_PERCENT = "vtbench.objective.maxErrorPercent";

    static LatencyObjective from(BoundedProperties properties) {
        return new LatencyObjective(
                properties.decimal(PERCENTILE, 99.0, 0.0, 100.0),
                properties.decimal(MILLIS, 100.0, 0.001, 3_600_000.0),
                properties.decimal(MAX_ERROR_PERCENT, 1.0, 0.0, 100.0));
    }

    /**
     * @param okMicros latencies of the successful requests, in µs
     * @param ko failed requests over the same span
     * @return false when nothing succeeded: a load nobody was served at is not sustained
     */
    boolean metBy(Histogram okMicros, long ko) {
        long ok = okMicros.getTotalCount();
        if (ok == 0) {
            return false;
        }
        double errorPercent = 100.0 * ko / (ok + ko);
        return errorPercent <= maxErrorPercent && okMicros.getValueAtPercentile(percentile) <= millis * 1_000;
    }
}
