package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * What each step of a rate search was held to, as its stats record it: a latency percentile of the OK requests at or
 * under a bound, and few enough failures. The driver's {@code LatencyObjective} judges; this is what it wrote.
 *
 * @param percentile the percentile judged (99.0 for p99)
 * @param millis the bound on it, in milliseconds
 * @param maxErrorPercent the failures allowed, in percent of the requests
 */
@JsonPropertyOrder({"percentile", "millis", "maxErrorPercent"})
public record RateObjective(double percentile, double millis, double maxErrorPercent) {}
