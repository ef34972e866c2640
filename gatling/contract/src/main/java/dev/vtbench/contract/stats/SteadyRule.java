package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The steady-state criterion a warm-up until steady was held to, as the stats record it (the driver's
 * {@code SteadyCriterion} judges; docs/steady-state.md says how). {@code batchSeconds} and {@code negligibleChange}
 * are {@code null} in stats written before the criterion had them.
 */
@JsonPropertyOrder({"windowSeconds", "batchSeconds", "maxRelativeChange", "negligibleChange", "maxCv"})
public record SteadyRule(int windowSeconds, Integer batchSeconds, double maxRelativeChange, Double negligibleChange,
        double maxCv) {}
