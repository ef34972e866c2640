package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.verdict.MetricFinding.Bound;
import dev.vtbench.harness.verdict.MetricFinding.Compared;
import dev.vtbench.harness.verdict.MetricFinding.NotCompared;
import dev.vtbench.harness.verdict.MetricFinding.OverCapacity;
import dev.vtbench.harness.verdict.MetricFinding.Side;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The verdict's one sentence for virtual threads against a baseline mode B, computed from the findings, never written
 * by hand. The rule:
 * <pre>
 * "virtual threads against B: FINDING, FINDING, ...: on CPUS, DECISION[; not compared: FIGURE (WHY), ...]."
 * </pre>
 * <ul>
 *   <li><b>FINDING</b>, for each figure compared, in the order CPU per request, p99 at each equal-load step, capacity,
 *       RSS, read through {@link Difference#of} (margin 5%). With r the ratio virtual / B and [lo-hi] its 95% interval,
 *       as percentages:
 *       a lower-is-better figure reads "28% [22-34%] more CPU per request", "12% [8-15%] less memory (RSS)", "41%
 *       [30-52%] higher p99 at 75% load", with ", possibly under 5%" when the difference is slight; "same CPU per
 *       request" within the margin; "no difference detected in CPU per request (ratio 1.04 [0.91-1.19])" when the
 *       interval spans 1; "(one repetition: no interval)" after the ratio alone. Steps with the same p99 are named
 *       together ("same p99 at 25% and 50% load"); a step where a mode fell behind its offered rate reads "the pool over
 *       capacity at 75% load" (or "both"), its p99 not compared. Capacity reads as a share of B's: "81% [78-84%] of
 *       the pool's capacity", qualified "(the same within 5%)", "(no difference detected)", "(a difference possibly
 *       under 5%)" or "(one repetition: no interval)"; "at least" when virtual threads' figure is a lower bound (their
 *       driver limited them), "at most" when B's is.</li>
 *   <li><b>CPUS</b>: the CPU quota, "one CPU", "2 CPUs", "0.5 CPU".</li>
 *   <li><b>DECISION</b>: each decisive finding (more or less beyond the margin; a bound only in the direction it
 *       guarantees; a step where only the other mode was over capacity) names the better mode on its figure: lower CPU
 *       per request "more cheaply", higher capacity "with more capacity", lower p99 "with lower p99 at STEPS", lower RSS
 *       "in less memory". Each better mode is named once with its qualities in the findings' order, the mode better on
 *       the first decisive finding first: "the pool serves this endpoint more cheaply and with more capacity; virtual
 *       threads, in less memory". No decisive
 *       finding: "neither mode is shown better by the figures compared"; no figure compared at all: "nothing can be
 *       decided".</li>
 *   <li><b>not compared</b>: each figure missing, not measured or untrusted on a side, with the side and why.</li>
 * </ul>
 */
public final class VerdictSentence {
    private VerdictSentence() {}

    public static String of(ModeComparison comparison) {
        Mode baseline = comparison.baseline().mode();
        List<String> findings = findings(comparison.findings(), baseline);
        List<String> notCompared = comparison.findings().stream().filter(f -> f instanceof NotCompared)
                .map(f -> figureName(f) + " (" + ((NotCompared) f).reason() + ")").toList();
        return ModeNames.of(comparison.virtual().mode()) + " against " + ModeNames.of(baseline) + ": "
                + (findings.isEmpty() ? "no figure compared" : String.join(", ", findings)) + ": on " + comparison.cpusText() + ", "
                + decision(comparison) + (notCompared.isEmpty() ? "" : "; not compared: " + String.join(", ", notCompared)) + ".";
    }

    private static List<String> findings(List<MetricFinding> all, Mode baseline) {
        List<String> texts = new ArrayList<>();
        List<EqualLoadStep> sameSteps = all.stream().filter(f -> f instanceof Compared c && c.step() != null && c.difference() == Difference.SAME)
                .map(MetricFinding::step).toList();
        boolean sameStepsSaid = false;
        for (MetricFinding finding : all) {
            if (finding instanceof Compared c && c.step() != null && c.difference() == Difference.SAME) {
                if (!sameStepsSaid) {
                    texts.add("same p99 at " + stepsText(sameSteps));
                    sameStepsSaid = true;
                }
            } else if (finding instanceof Compared c) {
                texts.add(c.metric() == VerdictMetric.CAPACITY ? capacity(c, baseline) : lowerIsBetter(c));
            } else if (finding instanceof OverCapacity over) {
                String who = over.virtualOver() && over.baselineOver() ? "both" : ModeNames.of(over.virtualOver() ? Mode.VIRTUAL : baseline);
                texts.add(who + " over capacity at " + stepsText(List.of(over.step())));
            }
        }
        return texts;
    }

    /** "28% [22-34%] more CPU per request", "same CPU per request", "no difference detected in p99 at 50% load (ratio ...)". */
    private static String lowerIsBetter(Compared c) {
        RatioInterval r = c.ratio();
        String name = figureName(c);
        boolean p99 = c.metric() == VerdictMetric.LATENCY_P99;
        String more = p99 ? "higher " : "more ";
        String less = p99 ? "lower " : "less ";
        // "CPU per request at 50% load" reads as the metric's words then the step, as the figure's name does.
        String figure = name;
        return switch (c.difference()) {
            case MORE -> percent(r.ratio() - 1) + "% [" + percent(r.lower() - 1) + "-" + percent(r.upper() - 1) + "%] " + more + figure;
            case SLIGHTLY_MORE -> percent(r.ratio() - 1) + "% [" + percent(r.lower() - 1) + "-" + percent(r.upper() - 1) + "%] " + more + figure
                    + ", possibly under 5%";
            case LESS -> percent(1 - r.ratio()) + "% [" + percent(1 - r.upper()) + "-" + percent(1 - r.lower()) + "%] " + less + figure;
            case SLIGHTLY_LESS -> percent(1 - r.ratio()) + "% [" + percent(1 - r.upper()) + "-" + percent(1 - r.lower()) + "%] " + less + figure
                    + ", possibly under 5%";
            case SAME -> "same " + name;
            case NO_DIFFERENCE_DETECTED -> "no difference detected in " + name + " (ratio " + RatioText.interval(r) + ")";
            case NO_INTERVAL -> (r.ratio() >= 1 ? percent(r.ratio() - 1) + "% " + more : percent(1 - r.ratio()) + "% " + less) + figure
                    + " (one repetition: no interval)";
        };
    }

    /** "81% [78-84%] of the pool's capacity", "at least 131% [...] of the pool's capacity (virtual threads: driver-bound)". */
    private static String capacity(Compared c, Mode baseline) {
        RatioInterval r = c.ratio();
        String share = r.hasInterval() ? percent(r.ratio()) + "% [" + percent(r.lower()) + "-" + percent(r.upper()) + "%]" : percent(r.ratio()) + "%";
        String qualifier = switch (c.difference()) {
            case MORE, LESS -> "";
            case SAME -> " (the same within 5%)";
            case NO_DIFFERENCE_DETECTED -> " (no difference detected)";
            case SLIGHTLY_MORE, SLIGHTLY_LESS -> " (a difference possibly under 5%)";
            case NO_INTERVAL -> " (one repetition: no interval)";
        };
        String bound = switch (c.bound()) {
            case EXACT -> "";
            case AT_LEAST -> " (virtual threads' figure is a lower bound: their driver limited them)";
            case AT_MOST -> " (" + ModeNames.possessive(baseline) + " figure is a lower bound: its driver limited it)";
        };
        String prefix = c.bound() == Bound.AT_LEAST ? "at least " : c.bound() == Bound.AT_MOST ? "at most " : "";
        return prefix + share + " of " + ModeNames.possessive(baseline) + " capacity" + qualifier + bound;
    }

    /** The better mode on each decisive figure, each mode once with its qualities in the order of the findings. */
    private static String decision(ModeComparison comparison) {
        Map<Side, Map<VerdictMetric, List<EqualLoadStep>>> better = new LinkedHashMap<>();
        for (MetricFinding finding : comparison.findings()) {
            finding.better().ifPresent(side -> better.computeIfAbsent(side, s -> new LinkedHashMap<>())
                    .computeIfAbsent(finding.metric(), m -> new ArrayList<>()).add(finding.step()));
        }
        if (better.isEmpty()) {
            boolean anyCompared = comparison.findings().stream().anyMatch(f -> !(f instanceof NotCompared));
            return anyCompared ? "neither mode is shown better by the figures compared" : "nothing can be decided";
        }
        List<String> parts = new ArrayList<>();
        better.forEach((side, metrics) -> {
            List<String> qualities = new ArrayList<>();
            metrics.forEach((metric, steps) -> qualities.add(quality(metric, steps)));
            Mode mode = side == Side.VIRTUAL ? comparison.virtual().mode() : comparison.baseline().mode();
            parts.add(parts.isEmpty() ? ModeNames.serve(mode) + " this endpoint " + and(qualities) : ModeNames.of(mode) + ", " + and(qualities));
        });
        return String.join("; ", parts);
    }

    /** What being better on a figure means for a service: "more cheaply", "with lower p99 at 50% load". */
    private static String quality(VerdictMetric metric, List<EqualLoadStep> steps) {
        return switch (metric) {
            case CPU_PER_REQUEST -> "more cheaply";
            case CAPACITY -> "with more capacity";
            case MEMORY_RSS -> "in less memory";
            case LATENCY_P99 -> "with lower p99 at " + stepsText(steps);
        };
    }

    /** "capacity", "p99 at 50% load", "p99 at equal load". */
    static String figureName(MetricFinding finding) {
        if (finding.metric() == VerdictMetric.CPU_PER_REQUEST && finding.step() != null) {
            return finding.metric().words() + " at " + stepsText(List.of(finding.step()));
        }
        if (finding.metric() != VerdictMetric.LATENCY_P99) {
            return finding.metric().words();
        }
        return finding.step() == null ? "p99 at equal load" : "p99 at " + stepsText(List.of(finding.step()));
    }

    /** "25% and 50% load", "500 and 1000 req/s"; each in full when fractions and rates are mixed. */
    static String stepsText(List<EqualLoadStep> steps) {
        if (steps.stream().allMatch(EqualLoadStep::byFraction)) {
            return and(steps.stream().map(s -> s.percentText() + "%").toList()) + " load";
        }
        if (steps.stream().noneMatch(EqualLoadStep::byFraction)) {
            return and(steps.stream().map(s -> Integer.toString(s.rate())).toList()) + " req/s";
        }
        return and(steps.stream().map(s -> s.byFraction() ? s.label() + " load" : s.label()).toList());
    }

    private static String and(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%d", Math.round(share * 100));
    }
}
