package dev.vtbench.harness.verdict;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.verify.ParityRecord;

import java.util.List;
import java.util.Optional;

/**
 * What the verdict knows of one mode of one runtime, JVM, CPU profile, scenario and load: each figure it compares, per
 * repetition, with how far it may be used. It is the verdict's only input, so that where a figure comes from (today
 * {@link VerdictInputs} reads it off a cell's result) never shapes how two modes are compared.
 *
 * @param key the cell it describes; its mode is the sample's mode, the rest is the group it is compared within
 * @param cpus the cell's CPU quota (1 for "cpu-1"); NaN when the cell never got far enough to record it
 * @param cpuPerRequest CPU per request over its own window: at capacity for a closed-model constant load
 * @param p99Millis p99 over its own window: at capacity for a closed-model constant load (coordinated omission included)
 * @param steps its figures at each equal-load step, in the order of the steps; empty where none was measured
 * @param limits every limit its server reported before load ({@code GET /limits}), which the comparison of two modes
 *     checks for a difference beyond the threads; {@link ParityRecord#NOT_READ} where none was reported
 */
public record ModeSample(CellKey key, double cpus, MetricSample capacity, MetricSample cpuPerRequest, MetricSample memory,
                         List<StepSample> steps, MetricSample p99Millis, ParityRecord limits) {

    public ModeSample {
        steps = List.copyOf(steps);
        p99Millis = p99Millis == null ? MetricSample.notApplicable("not read") : p99Millis;
        limits = limits == null ? ParityRecord.NOT_READ : limits;
    }

    /** A sample whose server's limits were not read. */
    public ModeSample(CellKey key, double cpus, MetricSample capacity, MetricSample cpuPerRequest, MetricSample memory,
                      List<StepSample> steps, MetricSample p99Millis) {
        this(key, cpus, capacity, cpuPerRequest, memory, steps, p99Millis, ParityRecord.NOT_READ);
    }

    /** A sample whose p99 over its own window is not read. */
    public ModeSample(CellKey key, double cpus, MetricSample capacity, MetricSample cpuPerRequest, MetricSample memory,
                      List<StepSample> steps) {
        this(key, cpus, capacity, cpuPerRequest, memory, steps, null);
    }

    /** This sample with its figures at the equal-load steps (its group's equal-load cell of the same mode). */
    public ModeSample withSteps(List<StepSample> measured) {
        return new ModeSample(key, cpus, capacity, cpuPerRequest, memory, measured, p99Millis, limits);
    }

    /** This sample with every limit its server reported before load ({@code GET /limits}). */
    public ModeSample withLimits(ParityRecord reported) {
        return new ModeSample(key, cpus, capacity, cpuPerRequest, memory, steps, p99Millis, reported);
    }

    /** What the rounds of this sample's group are grouped by: its runtime, JVM, CPU profile and scenario. */
    public String serverGroup() {
        return key.withoutModeAndLoad();
    }

    public Mode mode() {
        return key.mode();
    }

    /** What the modes compared with each other share, all but the mode: "plain-jdk/temurin-25/cpu-1/io/c400". */
    public String group() {
        return key.withoutMode();
    }

    /** A figure of the cell's own window (p99 and CPU per request at capacity); at a step, see {@link #step}. */
    public MetricSample figure(VerdictMetric metric) {
        return switch (metric) {
            case CAPACITY -> capacity;
            case CPU_PER_REQUEST -> cpuPerRequest;
            case MEMORY_RSS -> memory;
            case LATENCY_P99 -> p99Millis;
        };
    }

    /** Its figures at the step {@code asked} names; empty when it measured none there. */
    public Optional<StepSample> step(EqualLoadStep asked) {
        return steps.stream().filter(step -> step.step().answers(asked)).findFirst();
    }
}
