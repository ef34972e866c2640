package dev.vtbench.harness.verdict;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.matrix.Mode;

import java.util.List;
import java.util.Optional;

/**
 * What the verdict knows of one mode of one runtime, JVM, CPU profile, scenario and load: each figure it compares, per
 * repetition, with how far it may be used. It is the verdict's only input, so that where a figure comes from (today
 * {@link VerdictInputs} reads it off a cell's result) never shapes how two modes are compared.
 *
 * @param key the cell it describes; its mode is the sample's mode, the rest is the group it is compared within
 * @param cpus the cell's CPU quota (1 for "cpu-1"); NaN when the cell never got far enough to record it
 * @param steps its figures at each equal-load step, in the order of the steps; empty where none was measured
 */
public record ModeSample(CellKey key, double cpus, MetricSample capacity, MetricSample cpuPerRequest, MetricSample memory,
                         List<StepSample> steps) {

    public ModeSample {
        steps = List.copyOf(steps);
    }

    /** This sample with its figures at the equal-load steps (its group's equal-load cell of the same mode). */
    public ModeSample withSteps(List<StepSample> measured) {
        return new ModeSample(key, cpus, capacity, cpuPerRequest, memory, measured);
    }

    public Mode mode() {
        return key.mode();
    }

    /** What the modes compared with each other share, all but the mode: "plain-jdk/temurin-25/cpu-1/io/c400". */
    public String group() {
        return key.withoutMode();
    }

    /** A figure measured once per cell; {@link VerdictMetric#LATENCY_P99} is per step ({@link #step}). */
    public MetricSample figure(VerdictMetric metric) {
        return switch (metric) {
            case CAPACITY -> capacity;
            case CPU_PER_REQUEST -> cpuPerRequest;
            case MEMORY_RSS -> memory;
            case LATENCY_P99 -> throw new IllegalArgumentException("p99 is measured at each equal-load step: ask for the step");
        };
    }

    /** Its figures at the step {@code asked} names; empty when it measured none there. */
    public Optional<StepSample> step(EqualLoadStep asked) {
        return steps.stream().filter(step -> step.step().answers(asked)).findFirst();
    }
}
