package dev.vtbench.harness.verdict;

/**
 * One cell's figures at one equal-load step: its p99 across repetitions, and whether it fell behind the offered rate
 * there, in most of the repetitions that reached the step. A mode over capacity at a step is a finding ("the pool over
 * capacity at 75% load"), not a latency to compare: its queue grew through the window, so its p99 says how long the
 * window was, not how fast the server is. Over capacity in some repetitions but not most is no finding, and keeps its
 * p99 out of the comparison ({@link EqualLoadSamples}).
 *
 * @param p99Millis the step's p99 in milliseconds, one value per repetition
 * @param cpuMicrosPerRequest the server's CPU per OK request in the step's window, one value per repetition: what the
 *     mode costs at a load both modes were offered, steady by construction (an open model below capacity)
 * @param overCapacityReason why it was over capacity ("completed 88% of the offered requests", after "over capacity in
 *     2 of 3 repetitions: " when not all were); "" when it was not
 */
public record StepSample(EqualLoadStep step, MetricSample p99Millis, boolean overCapacity, String overCapacityReason,
                         MetricSample cpuMicrosPerRequest) {

    public StepSample {
        overCapacityReason = overCapacityReason == null ? "" : overCapacityReason;
        cpuMicrosPerRequest = cpuMicrosPerRequest == null ? MetricSample.missing("not measured at this step") : cpuMicrosPerRequest;
    }

    /** A step whose CPU per request was not read. */
    public StepSample(EqualLoadStep step, MetricSample p99Millis, boolean overCapacity, String overCapacityReason) {
        this(step, p99Millis, overCapacity, overCapacityReason, null);
    }
}
