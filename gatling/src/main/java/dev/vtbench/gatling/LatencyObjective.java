package dev.vtbench.gatling;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.vtbench.contract.stats.RateObjective;
import dev.vtbench.gatling.schema.RateSearchSchema;
import org.HdrHistogram.Histogram;

/**
 * What a load must achieve to count as sustained: a latency percentile of the successful requests
 * at or under a bound, and few enough failures. Failures are judged apart because a failed request
 * (a timeout above all) has no latency that belongs in the distribution.
 *
 * <p>Its system properties, ranges and defaults are the {@code objective.*} ones of {@link RateSearchSchema}.
 */
@JsonPropertyOrder({"percentile", "millis", "maxErrorPercent"})
public record LatencyObjective(double percentile, double millis, double maxErrorPercent) {

    public static final String PERCENTILE = RateSearchSchema.OBJECTIVE_PERCENTILE.property();
    public static final String MILLIS = RateSearchSchema.OBJECTIVE_MILLIS.property();
    public static final String MAX_ERROR_PERCENT = RateSearchSchema.OBJECTIVE_MAX_ERROR_PERCENT.property();

    /** The objective as the stats record it. */
    RateObjective recorded() {
        return new RateObjective(percentile, millis, maxErrorPercent);
    }

    static LatencyObjective from(BoundedProperties properties) {
        return new LatencyObjective(
                properties.decimal(RateSearchSchema.OBJECTIVE_PERCENTILE),
                properties.decimal(RateSearchSchema.OBJECTIVE_MILLIS),
                properties.decimal(RateSearchSchema.OBJECTIVE_MAX_ERROR_PERCENT));
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
