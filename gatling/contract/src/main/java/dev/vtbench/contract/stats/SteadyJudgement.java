package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The steady-state criterion's last judgement of the run's OK rate, as the stats record it: the mean count a second,
 * the fitted change with its 95% margin and the change allowed, the batch means' coefficient of variation with the near
 * end of its interval and the bound, whether the batches scatter beyond their noise, and the two readings (the
 * driver's {@code steady}, the harness's {@code drifted}). See the driver's {@code SteadyCriterion.Judgement}.
 */
@JsonPropertyOrder({"seconds", "batchSeconds", "mean", "relativeChange", "changeMargin", "changeLimit", "cv",
    "cvLowerBound", "cvLimit", "scatterBeyondNoise", "steady", "drifted"})
public record SteadyJudgement(int seconds, int batchSeconds, double mean, double relativeChange, double changeMargin,
        double changeLimit, double cv, double cvLowerBound, double cvLimit, boolean scatterBeyondNoise, boolean steady,
        boolean drifted) {}
