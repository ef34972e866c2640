package dev.vtbench.harness.verdict;

/**
 * One cell's figures at one equal-load step: its p99 across repetitions, and whether it fell behind the offered rate
 * there, in most of the repetitions that reached the step. A mode over capacity at a step is a finding ("the pool over
 * capacity at 75% load"), not a latency to compare: its queue grew through the window, so its p99 says how long the
 * window was, not how fast the server is. Over capacity in some repetitions but not most is no finding, and keeps its
 * p99 out of the comparison ({@link EqualLoadSamples}).
 *
 * @param p99Millis the step's p99 in milliseconds, one value per repetition
 * @param overCapacityReason why it was over capacity ("completed 88% of the offered requests", after "over capacity in
 *     2 of 3 repetitions: " when not all were); "" when it was not
 */
public record StepSample(EqualLoadStep step, MetricSample p99Millis, boolean overCapacity, String overCapacityReason) {

    public StepSample {
        overCapacityReason = overCapacityReason == null ? "" : overCapacityReason;
    }
}
