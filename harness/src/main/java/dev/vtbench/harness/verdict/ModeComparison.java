package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.ParityCheck;
import dev.vtbench.harness.result.ParityComparison;
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
 * figure and load, in the order the sentence reads them (CPU per request at capacity and at each equal-load step, p99
 * likewise, capacity, RSS). A figure enters a ratio only when comparable on both sides; a lower bound (capacity limited
 * by the driver) makes the ratio a bound, and two lower bounds make no ratio at all, since nothing says which server
 * could do more. Every interval is at the confidence of the look its group's rounds are at ({@link Rounds}).
 *
 * <p>The primary figures, which decide when a run of rounds may stop: capacity, and CPU per request at each equal-load
 * step, where both modes were offered the same rate (at capacity where the run has no steps).
 */
public record ModeComparison(ModeSample virtual, ModeSample baseline, List<MetricFinding> findings, Rounds rounds) {

    public ModeComparison {
        findings = List.copyOf(findings);
    }

    /** The findings of two samples of a run without rounds: one look, at 95%. */
    public static ModeComparison of(ModeSample virtual, ModeSample baseline) {
        int done = Math.max(1, Math.min(repetitions(virtual), repetitions(baseline)));
        return of(virtual, baseline, Rounds.fixed(done));
    }

    /** The findings on every figure of these two samples, their intervals at the look {@code rounds} are at. */
    public static ModeComparison of(ModeSample virtual, ModeSample baseline, Rounds rounds) {
        Context at = new Context(virtual, baseline, rounds);
        List<EqualLoadStep> steps = steps(virtual, baseline);
        List<MetricFinding> findings = new ArrayList<>();
        boolean costAtSteps = steps.stream().anyMatch(step -> virtual.step(step).isPresent() && baseline.step(step).isPresent());
        add(findings, at.compare(VerdictMetric.CPU_PER_REQUEST, null, virtual.cpuPerRequest(), baseline.cpuPerRequest(), !costAtSteps));
        steps.forEach(step -> findings.add(at.atStep(VerdictMetric.CPU_PER_REQUEST, step)));
        add(findings, at.compare(VerdictMetric.LATENCY_P99, null, virtual.p99Millis(), baseline.p99Millis(), false));
        steps.stream().filter(step -> !at.overCapacity(step)).forEach(step -> findings.add(at.atStep(VerdictMetric.LATENCY_P99, step)));
        add(findings, at.compare(VerdictMetric.CAPACITY, null, virtual.capacity(), baseline.capacity(), true));
        add(findings, at.compare(VerdictMetric.MEMORY_RSS, null, virtual.memory(), baseline.memory(), false));
        ParityComparison parity = parity(virtual, baseline);
        return new ModeComparison(virtual, baseline, findings.stream().map(finding -> cappedOrNot(finding, parity)).toList(), rounds);
    }

    /**
     * Whether the two servers differed only in their threads: every other limit each reported before load (connections,
     * queues, keep-alive, pools, heap, collector, files), compared.
     */
    public ParityComparison parity() {
        return parity(virtual, baseline);
    }

    private static ParityComparison parity(ModeSample virtual, ModeSample baseline) {
        return ParityCheck.between(virtual.mode(), virtual.limits(), baseline.mode(), baseline.limits());
    }

    /**
     * A finding on a figure that a limit other than the threads could cap, where that limit differed between the two
     * servers, is no finding on the threads: it is not compared, and says which limit and the flag it carries.
     */
    private static MetricFinding cappedOrNot(MetricFinding finding, ParityComparison parity) {
        Figure figure = finding.metric().figure();
        if (parity.flagFor(figure).isEmpty() || finding instanceof NotCompared) {
            return finding;
        }
        String limits = parity.known().stream().filter(difference -> difference.capped().contains(figure))
                .map(difference -> difference.describe(ModeNames.of(parity.subject()), ModeNames.of(parity.baseline())))
                .collect(java.util.stream.Collectors.joining("; "));
        return new NotCompared(finding.metric(), finding.step(), "a limit other than the threads differed ("
                + Flag.LIMITS_DIFFER.code() + "): " + limits, finding.primary(), false);
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

    /** The finding on {@code metric} at {@code step} (null: the cell's own window, or a once-per-cell figure). */
    public Optional<MetricFinding> finding(VerdictMetric metric, EqualLoadStep step) {
        return findings.stream().filter(f -> f.metric() == metric)
                .filter(f -> step == null ? f.step() == null : f.step() != null && f.step().answers(step)).findFirst();
    }

    /**
     * Whether more rounds could still change a primary figure: one compared but undecided, or not compared for a cause
     * that more rounds may cure (repetitions left out, too few values).
     */
    public boolean undecided() {
        return findings.stream().filter(MetricFinding::primary).anyMatch(f -> f instanceof Compared c ? !c.decided()
                : f instanceof NotCompared n && n.curable());
    }

    /** A finding to keep: every finding but one of a figure that is no figure of this load on either side. */
    private static void add(List<MetricFinding> findings, Optional<MetricFinding> finding) {
        finding.ifPresent(findings::add);
    }

    /** The steps either side measured, by fraction then rate. */
    private static List<EqualLoadStep> steps(ModeSample virtual, ModeSample baseline) {
        List<EqualLoadStep> steps = new ArrayList<>();
        for (StepSample sample : concat(virtual.steps(), baseline.steps())) {
            if (steps.stream().noneMatch(known -> sample.step().answers(known))) {
                steps.add(sample.step());
            }
        }
        steps.sort(Comparator.comparingDouble((EqualLoadStep s) -> s.byFraction() ? s.fraction() : Double.MAX_VALUE)
                .thenComparingInt(EqualLoadStep::rate));
        return steps;
    }

    private static int repetitions(ModeSample sample) {
        return java.util.stream.Stream.of(sample.capacity(), sample.cpuPerRequest(), sample.memory())
                .mapToInt(MetricSample::ran).max().orElse(0);
    }

    private static List<StepSample> concat(List<StepSample> a, List<StepSample> b) {
        List<StepSample> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** The two samples and their rounds, which every finding of the comparison reads. */
    private record Context(ModeSample virtual, ModeSample baseline, Rounds rounds) {

        boolean overCapacity(EqualLoadStep step) {
            return virtual.step(step).map(StepSample::overCapacity).orElse(false)
                    || baseline.step(step).map(StepSample::overCapacity).orElse(false);
        }

        /** {@code metric} at one equal-load step: compared, over capacity on a side (said once, as CPU per request), or why not. */
        MetricFinding atStep(VerdictMetric metric, EqualLoadStep step) {
            Optional<StepSample> v = virtual.step(step);
            Optional<StepSample> b = baseline.step(step);
            boolean primary = metric == VerdictMetric.CPU_PER_REQUEST;
            if (v.isEmpty() || b.isEmpty()) {
                ModeSample measured = v.isPresent() ? virtual : baseline;
                return new NotCompared(metric, step, "only " + ModeNames.of(measured.mode()) + " measured this step", primary, true);
            }
            if (overCapacity(step)) {
                List<String> reasons = new ArrayList<>();
                v.filter(StepSample::overCapacity).ifPresent(s -> reasons.add(ModeNames.of(virtual.mode()) + ": " + s.overCapacityReason()));
                b.filter(StepSample::overCapacity).ifPresent(s -> reasons.add(ModeNames.of(baseline.mode()) + ": " + s.overCapacityReason()));
                return new OverCapacity(step, v.get().overCapacity(), b.get().overCapacity(), String.join("; ", reasons));
            }
            MetricSample vFigure = metric == VerdictMetric.CPU_PER_REQUEST ? v.get().cpuMicrosPerRequest() : v.get().p99Millis();
            MetricSample bFigure = metric == VerdictMetric.CPU_PER_REQUEST ? b.get().cpuMicrosPerRequest() : b.get().p99Millis();
            return compare(metric, step, vFigure, bFigure, primary).orElseGet(() -> new NotCompared(metric, step,
                    "not measured at this step", primary, false));
        }

        /** One figure: compared, or why not; empty where it is no figure of this load on either side. */
        Optional<MetricFinding> compare(VerdictMetric metric, EqualLoadStep step, MetricSample v, MetricSample b, boolean primary) {
            if (v.standing() == Standing.NOT_APPLICABLE && b.standing() == Standing.NOT_APPLICABLE) {
                return Optional.empty();
            }
            if (!v.comparable() || !b.comparable()) {
                return Optional.of(new NotCompared(metric, step, whyNot(v, b), primary, curable(v) && curable(b)));
            }
            if (v.standing() == Standing.LOWER_BOUND && b.standing() == Standing.LOWER_BOUND) {
                return Optional.of(new NotCompared(metric, step, "both are lower bounds (" + ModeNames.of(virtual.mode()) + " at least "
                        + metric.valueText(Spread.of(v.values()).median()) + ", " + ModeNames.of(baseline.mode()) + " at least "
                        + metric.valueText(Spread.of(b.values()).median()) + ": " + v.reason() + ")", primary, false));
            }
            Bound bound = v.standing() == Standing.LOWER_BOUND ? Bound.AT_LEAST : b.standing() == Standing.LOWER_BOUND ? Bound.AT_MOST : Bound.EXACT;
            RatioInterval ratio = RatioInterval.byRound(v.values(), v.rounds(), b.values(), b.rounds(), rounds.confidence());
            return Optional.of(new Compared(metric, step, ratio, Difference.of(ratio), bound, primary, rounds, fewer(v, b, ratio)));
        }

        /**
         * Each side whose values are fewer than the repetitions it ran, and why: "virtual threads 1 of 2 repetitions (1
         * the JIT compiling in its window (6.3%))"; a ratio of one value where two ran must say where the other went.
         */
        private List<String> fewer(MetricSample v, MetricSample b, RatioInterval ratio) {
            List<String> sides = new ArrayList<>();
            side(sides, virtual, v, ratio.numeratorCount());
            side(sides, baseline, b, ratio.denominatorCount());
            return sides;
        }

        /**
         * One side's count where the ratio used fewer of its repetitions than ran: those left out, or (paired by round) its
         * values in rounds where the other mode had none.
         */
        private static void side(List<String> sides, ModeSample mode, MetricSample figure, int used) {
            int unpaired = Math.max(0, figure.values().size() - used);
            if (figure.repetitionsText().isEmpty() && unpaired == 0) {
                return;
            }
            List<String> why = new ArrayList<>();
            if (figure.values().size() < figure.ran()) {
                why.add(figure.leftOut().isEmpty() ? (figure.ran() - figure.values().size()) + " not measured" : figure.leftOut());
            }
            if (unpaired > 0) {
                why.add(unpaired + " in a round without the other mode's");
            }
            sides.add(ModeNames.of(mode.mode()) + " " + (figure.values().size() - unpaired) + " of " + figure.ran() + " repetitions ("
                    + String.join(", ", why) + ")");
        }

        /** A side that is comparable, or whose trouble more rounds may cure. */
        private static boolean curable(MetricSample sample) {
            return sample.comparable() || sample.curable();
        }

        /** Each side that cannot enter the ratio and why; once for both when the reason is the same. */
        private String whyNot(MetricSample v, MetricSample b) {
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
    }
}
