package dev.vtbench.harness.verdict;

import dev.vtbench.harness.matrix.CellKey;

import java.util.List;

/**
 * Verdict inputs for tests: a mode of plain-jdk/temurin-25 at cpu-1 on /io with 400 users, with each figure's
 * per-repetition values given (a figure given no value is missing: "not measured").
 */
final class Samples {
    static final List<Double> NONE = List.of();

    private Samples() {}

    static ModeSample sample(String mode, List<Double> capacity, List<Double> cpuPerRequest, List<Double> rssMiB, StepSample... steps) {
        return new ModeSample(CellKey.parse("plain-jdk/temurin-25/" + mode + "/cpu-1/io/c400"), 1, trustedOrMissing(capacity),
                trustedOrMissing(cpuPerRequest), trustedOrMissing(rssMiB.stream().map(mib -> mib * 1048576).toList()), List.of(steps));
    }

    static ModeSample withCapacity(ModeSample sample, MetricSample capacity) {
        return new ModeSample(sample.key(), sample.cpus(), capacity, sample.cpuPerRequest(), sample.memory(), sample.steps());
    }

    static StepSample step(int percent, double... p99Millis) {
        return new StepSample(EqualLoadStep.atPercent(percent), MetricSample.trusted(list(p99Millis)), false, "");
    }

    static StepSample over(int percent, String why) {
        return new StepSample(EqualLoadStep.atPercent(percent), MetricSample.missing("over capacity"), true, why);
    }

    static List<Double> list(double... values) {
        return java.util.Arrays.stream(values).boxed().toList();
    }

    private static MetricSample trustedOrMissing(List<Double> values) {
        return values.isEmpty() ? MetricSample.missing("not measured: no reading") : MetricSample.trusted(values);
    }
}
