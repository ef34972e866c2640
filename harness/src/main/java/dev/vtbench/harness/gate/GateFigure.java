package dev.vtbench.harness.gate;

import dev.vtbench.harness.verdict.MetricSample;
import dev.vtbench.harness.verdict.ModeSample;
import dev.vtbench.harness.verdict.StepSample;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A gate's figure other than capacity, read from one cell's verdict inputs: its values when trusted, else why the gate
 * cannot use it (a p99 step never measured, a mode over capacity there, a figure untrusted or missing, each named).
 */
final class GateFigure {
    private GateFigure() {}

    /** Why the gate cannot use this sample's figure, as the rest of "the virtual cell X ..."; empty when it is trusted. */
    static Optional<String> problem(GateMetric metric, ModeSample sample) {
        if (!metric.metric().perStep()) {
            return problem(metric, sample.figure(metric.metric()));
        }
        Optional<StepSample> step = sample.step(metric.step());
        if (step.isEmpty()) {
            String measured = sample.steps().stream().map(s -> s.step().label()).collect(Collectors.joining(", "));
            return Optional.of("measured no equal-load step at " + metric.step().label() + (measured.isEmpty()
                    ? " (the run has no equal-load step: add equal-load steps to its matrix)" : " (its steps: " + measured + ")"));
        }
        if (step.get().overCapacity()) {
            return Optional.of("was over capacity at " + metric.step().label() + " (" + step.get().overCapacityReason()
                    + "): a finding, with no p99 to compare");
        }
        return problem(metric, step.get().p99Millis());
    }

    /** The figure's values, once {@link #problem} found none. */
    static List<Double> values(GateMetric metric, ModeSample sample) {
        return metric.metric().perStep() ? sample.step(metric.step()).orElseThrow().p99Millis().values()
                : sample.figure(metric.metric()).values();
    }

    private static Optional<String> problem(GateMetric metric, MetricSample figure) {
        return switch (figure.standing()) {
            case TRUSTED -> Optional.empty();
            case MISSING -> Optional.of("has no " + metric + ": " + figure.reason());
            case UNTRUSTED, LOWER_BOUND -> Optional.of("has no trusted " + metric + ": " + figure.reason() + " (see summary.md's notes)");
        };
    }
}
