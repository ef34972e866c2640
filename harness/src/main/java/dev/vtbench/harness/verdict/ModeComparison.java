package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;
import dev.vtbench.harness.result.Spread;
import dev.vtbench.harness.verdict.MetricFinding.Bound;
import dev.vtbench.harness.verdict.MetricFinding.Compared;
import dev.vtbench.harness.verdict.MetricFinding.NotCompared;
import dev.vtbench.harness.verdict.MetricFinding.OverCapacity;
import dev.vtbench.harness.verdict.MetricSample.Standing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Virtual threads against one baseline mode of the same runtime, JVM, CPU profile, scenario and load: one finding per
 * figure, in the order the sentence reads them (CPU per request, p99 at each equal-load step, capacity, RSS). A figure
 * enters a ratio only when comparable on both sides; a lower bound (capacity limited by the driver) makes the ratio a
 * bound, and two lower bounds make no ratio at all, since nothing says which server could do more.
 */
public record ModeComparison(ModeSample virtual, ModeSample baseline, List<MetricFinding> findings) {

    public ModeComparison {
        findings = List.copyOf(findings);
    }

    /** The findings on every figure of these two samples. */
    public static ModeComparison of(ModeSample virtual, ModeSample baseline) {
        List<MetricFinding> findings = new ArrayList<>();
        findings.add(cpuPerRequest(virtual, baseline));
        findings.addAll(steps(virtual, baseline));
        findings.add(compare(VerdictMetric.CAPACITY, null, virtual.capacity(), baseline.capacity(), virtual, baseline));
        findings.add(compare(VerdictMetric.MEMORY_RSS, null, virtual.memory(), baseline.memory(), virtual, baseline));
        return new ModeComparison(virtual, baseline, findings);
    }

    /** "plain-jdk/temurin-25/cpu-1/io/c400". */
    public String group() {
        return virtual.group();
    }

    /** The CPU quota both ran under, in words: "one CPU". */
    public String cpusText() {
        double cpus = Double.isNaN(virtual.cpus()) ? baseline.cpus() : virtual.cpus();
        return ModeNames.cpus(cpus, virtual.key().profile());
    }

    /** The one sentence of {@link VerdictSentence}'s rule. */
    public String sentence() {
        return VerdictSentence.of(this);
    }

    /**
     * CPU per request at the highest equal-load step both modes reached with their CPU read, where there are steps: both
     * offered the same rate below capacity, each window steady by construction; otherwise at capacity (the closed
     * model's window), whose rate a server at saturation may not hold steady.
     */
    private static MetricFinding cpuPerRequest(ModeSample virtual, ModeSample baseline) {
        Optional<EqualLoadStep> top = virtual.steps().stream().filter(step -> step.cpuMicrosPerRequest().standing() != Standing.MISSING)
                .map(StepSample::step).filter(EqualLoadStep::byFraction)
                .filter(step -> baseline.step(step).filter(b -> b.cpuMicrosPerRequest().standing() != Standing.MISSING).isPresent())
                .max(Comparator.comparingDouble(EqualLoadStep::fraction));
        if (top.isPresent()) {
            return compare(VerdictMetric.CPU_PER_REQUEST, top.get(), virtual.step(top.get()).orElseThrow().cpuMicrosPerRequest(),
                    baseline.step(top.get()).orElseThrow().cpuMicrosPerRequest(), virtual, baseline);
        }
        return compare(VerdictMetric.CPU_PER_REQUEST, null, virtual.cpuPerRequest(), baseline.cpuPerRequest(), virtual, baseline);
    }

    /** p99 at each step either side measured, by fraction then rate; one "not measured" finding when neither measured any. */
    private static List<MetricFinding> steps(ModeSample virtual, ModeSample baseline) {
        if (virtual.steps().isEmpty() && baseline.steps().isEmpty()) {
            return List.of(new NotCompared(VerdictMetric.LATENCY_P99, null, "not measured: no equal-load step in this run"));
        }
        List<EqualLoadStep> steps = new ArrayList<>();
        for (StepSample sample : concat(virtual.steps(), baseline.steps())) {
            if (steps.stream().noneMatch(known -> sample.step().answers(known))) {
                steps.add(sample.step());
            }
        }
        steps.sort(Comparator.comparingDouble((EqualLoadStep s) -> s.byFraction() ? s.fraction() : Double.MAX_VALUE)
                .thenComparingInt(EqualLoadStep::rate));
        return steps.stream().map(step -> atStep(step, virtual, baseline)).toList();
    }

    private static MetricFinding atStep(EqualLoadStep step, ModeSample virtual, ModeSample baseline) {
        Optional<StepSample> v = virtual.step(step);
        Optional<StepSample> b = baseline.step(step);
        if (v.isEmpty() || b.isEmpty()) {
            ModeSample measured = v.isPresent() ? virtual : baseline;
            return new NotCompared(VerdictMetric.LATENCY_P99, step, "only " + ModeNames.of(measured.mode()) + " measured this step");
        }
        if (v.get().overCapacity() || b.get().overCapacity()) {
            List<String> reasons = new ArrayList<>();
            v.filter(StepSample::overCapacity).ifPresent(s -> reasons.add(ModeNames.of(virtual.mode()) + ": " + s.overCapacityReason()));
            b.filter(StepSample::overCapacity).ifPresent(s -> reasons.add(ModeNames.of(baseline.mode()) + ": " + s.overCapacityReason()));
            return new OverCapacity(step, v.get().overCapacity(), b.get().overCapacity(), String.join("; ", reasons));
        }
        return compare(VerdictMetric.LATENCY_P99, step, v.get().p99Millis(), b.get().p99Millis(), virtual, baseline);
    }

    private static MetricFinding compare(VerdictMetric metric, EqualLoadStep step, MetricSample v, MetricSample b,
                                         ModeSample virtual, ModeSample baseline) {
        if (!v.comparable() || !b.comparable()) {
            return new NotCompared(metric, step, whyNot(v, b, virtual, baseline));
        }
        if (v.standing() == Standing.LOWER_BOUND && b.standing() == Standing.LOWER_BOUND) {
            return new NotCompared(metric, step, "both are lower bounds (" + ModeNames.of(virtual.mode()) + " at least "
                    + metric.valueText(Spread.of(v.values()).median()) + ", " + ModeNames.of(baseline.mode()) + " at least "
                    + metric.valueText(Spread.of(b.values()).median()) + ": " + v.reason() + ")");
        }
        Bound bound = v.standing() == Standing.LOWER_BOUND ? Bound.AT_LEAST : b.standing() == Standing.LOWER_BOUND ? Bound.AT_MOST : Bound.EXACT;
        RatioInterval ratio = RatioInterval.of(v.values(), b.values());
        return new Compared(metric, step, ratio, Difference.of(ratio), bound);
    }

    /** Each side that cannot enter the ratio and why; once for both when the reason is the same. */
    private static String whyNot(MetricSample v, MetricSample b, ModeSample virtual, ModeSample baseline) {
        if (!v.comparable() && !b.comparable() && v.reason().equals(b.reason())) {
            return "both: " + v.reason();
        }
        List<String> reasons = new ArrayList<>();
        if (!v.comparable()) {
            reasons.add(ModeNames.of(virtual.mode()) + ": " + v.reason());
        }
        if (!b.comparable()) {
            reasons.add(ModeNames.of(baseline.mode()) + ": " + b.reason());
        }
        return String.join("; ", reasons);
    }

    private static List<StepSample> concat(List<StepSample> a, List<StepSample> b) {
        List<StepSample> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
