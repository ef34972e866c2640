package dev.vtbench.harness.verdict;

import java.util.stream.Collectors;
import dev.vtbench.harness.result.ParityComparison;
import dev.vtbench.harness.result.LimitDifference;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.RatioInterval;
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
 * "virtual threads against B: FIGURE, FIGURE, ...: on CPUS, DECISION[; not compared: FIGURE (WHY), ...][; counted: ...][; LIMITS]."
 * </pre>
 * <ul>
 *   <li><b>FIGURE</b>, for each figure compared, in the order CPU per request, p99, capacity, RSS; a figure measured at
 *       several loads (at capacity, at each equal-load step) names each load once: "CPU per request 16% [10-22%] more at
 *       capacity and 20% [15-25%] less at 50% load", so that the sentence says where the answer changes with the load.
 *       Each load's ratio virtual / B is read through {@link Difference#of} (margin 5%), its interval [lo-hi] at the
 *       confidence of the rounds' look (see {@link LookSchedule}): "28% [22-34%] more", "12% [8-15%] less", "41% [30-52%]
 *       higher" (p99), with ", possibly under 5%" when the difference is slight; "the same" within the margin; "no
 *       difference detected (ratio 1.04 [0.91-1.19])" when the interval spans 1; "(one pair of values: no interval)"
 *       after a ratio alone (or "one repetition", "no round measured both modes": {@link RatioInterval#whyNoInterval}).
 *       A primary figure (capacity, CPU per request at each equal-load step) that is not decided (more, less or the
 *       same) reads "inconclusive after N rounds (ratio ...)" once its rounds ended, "undecided after N rounds
 *       (ratio ...)" while they run. A step where a mode fell behind its offered rate reads "the pool over
 *       capacity at 75% load" (or "both"). Capacity reads as a share of B's: "81% [78-84%] of the pool's capacity",
 *       qualified "(the same within 5%)", "(no difference detected)", "(a difference possibly under 5%)" or "(one
 *       pair of values: no interval)"; "at least" when virtual threads' figure is a lower bound (their driver limited
 *       them), "at most" when B's is, and a bound is never "the same".</li>
 *   <li><b>CPUS</b>: the CPU quota, "one CPU", "2 CPUs", "0.5 CPU".</li>
 *   <li><b>DECISION</b>: each decisive finding (more or less beyond the margin; a bound only in the direction it
 *       guarantees; a step where only the other mode was over capacity) names the better mode on its figure and load:
 *       lower CPU per request "more cheaply at capacity", higher capacity "with more capacity", lower p99 "with lower p99
 *       at 50% load", lower RSS "in less memory". Each better mode is named once with its qualities in the findings'
 *       order, the mode better on the first decisive finding first: "the pool serves this endpoint more cheaply at
 *       capacity and with more capacity; virtual threads, more cheaply at 50% load". No decisive finding: "neither mode
 *       is shown better by the figures compared"; no figure compared at all: "nothing can be decided".</li>
 *   <li><b>not compared</b>: each figure missing, not measured or untrusted on a side, with the side and why; and each
 *       figure a limit other than the threads could cap, where that limit differed between the two servers (LIM).</li>
 *   <li><b>counted</b>: where a ratio was made of fewer values than a side ran repetitions, each such side once, how
 *       many counted and why the others did not, with every figure it says so of: "counted: virtual threads 1 of 2
 *       repetitions (1 the JIT compiling in its window (6.3%)) for CPU per request at 50% load", so that "one
 *       repetition: no interval" where two ran says where the other went.</li>
 *   <li><b>LIMITS</b>: what the servers' {@code GET /limits} said before load: "limits beyond the threads equal (14
 *       compared)", or each limit that differed with both values, and those one server did not read; nothing where
 *       neither reported its limits.</li>
 * </ul>
 */
public final class VerdictSentence {
    private VerdictSentence() {}

    public static String of(ModeComparison comparison) {
        Mode baseline = comparison.baseline().mode();
        List<String> figures = figures(comparison.findings(), comparison.virtual().mode(), baseline);
        List<String> notCompared = comparison.findings().stream().filter(f -> f instanceof NotCompared)
                .map(f -> figureName(f) + " (" + ((NotCompared) f).reason() + ")").toList();
        return ModeNames.of(comparison.virtual().mode()) + " against " + ModeNames.of(baseline) + ": "
                + (figures.isEmpty() ? "no figure compared" : String.join(", ", figures)) + ": on " + comparison.cpusText() + ", "
                + decision(comparison) + (notCompared.isEmpty() ? "" : "; not compared: " + String.join(", ", notCompared))
                + counted(comparison.findings()) + limits(comparison.parity()) + ".";
    }

    /**
     * Whether the servers differed only in their threads, in a few words: the limits compared when all were equal, those
     * that differed (whose figures are already among those not compared), those one server did not read; nothing when
     * neither reported its limits (a user's service, results written before they were read).
     */
    static String limits(ParityComparison parity) {
        if (!parity.read()) {
            return "";
        }
        if (parity.equalButForTheThreads()) {
            return "; limits beyond the threads equal (" + parity.equal().size() + " compared)";
        }
        List<String> parts = new ArrayList<>();
        if (!parity.known().isEmpty()) {
            parts.add("limits other than the threads differ (" + Flag.LIMITS_DIFFER.code() + "): " + parity.known().stream()
                    .map(d -> d.describe(ModeNames.of(parity.subject()), ModeNames.of(parity.baseline()))).collect(Collectors.joining("; ")));
        }
        if (!parity.unread().isEmpty()) {
            parts.add("limits one server did not read: " + parity.unread().stream().map(LimitDifference::name).collect(Collectors.joining(", ")));
        }
        return "; " + String.join("; ", parts) + (parity.equal().isEmpty() ? "" : " (" + parity.equal().size() + " others equal)");
    }

    /** Per figure, in the findings' order, its loads' words joined: "CPU per request 5% [1-9%] more at capacity and the same at 50% load". */
    private static List<String> figures(List<MetricFinding> all, Mode candidate, Mode baseline) {
        Map<VerdictMetric, List<String>> byMetric = new LinkedHashMap<>();
        for (MetricFinding finding : all) {
            if (finding instanceof Compared c && c.metric() == VerdictMetric.CAPACITY) {
                byMetric.computeIfAbsent(c.metric(), m -> new ArrayList<>()).add(capacity(c, candidate, baseline));
            } else if (finding instanceof Compared c && c.metric() == VerdictMetric.MEMORY_RSS) {
                byMetric.computeIfAbsent(c.metric(), m -> new ArrayList<>()).add(memory(c));
            } else if (finding instanceof Compared c) {
                byMetric.computeIfAbsent(c.metric(), m -> new ArrayList<>()).add(atLoad(c));
            } else if (finding instanceof OverCapacity over) {
                String who = over.virtualOver() && over.baselineOver() ? "both" : ModeNames.of(over.virtualOver() ? candidate : baseline);
                byMetric.computeIfAbsent(VerdictMetric.CAPACITY, m -> new ArrayList<>()).add(0, who + " over capacity at " + loadText(over.step()));
            }
        }
        List<String> texts = new ArrayList<>();
        byMetric.forEach((metric, pieces) -> texts.add(switch (metric) {
            case CAPACITY, MEMORY_RSS -> String.join(", ", pieces);
            default -> metric.words() + " " + and(pieces);
        }));
        return texts;
    }

    /**
     * "; counted: the pool 2 of 3 repetitions (1 never steady) for CPU per request at capacity and capacity; virtual
     * threads 1 of 2 repetitions (1 the JIT compiling in its window (6.3%)) for CPU per request at 50% load": each side
     * whose ratios were made of fewer values than it ran repetitions, once for every figure it says so of, so that no
     * repetition drops silently; "" where every one counted.
     */
    private static String counted(List<MetricFinding> findings) {
        Map<String, List<String>> figuresBySide = new LinkedHashMap<>();
        for (MetricFinding finding : findings) {
            if (finding instanceof Compared c) {
                c.fewer().forEach(side -> figuresBySide.computeIfAbsent(side, s -> new ArrayList<>()).add(figureName(c)));
            }
        }
        return figuresBySide.isEmpty() ? "" : "; counted: " + figuresBySide.entrySet().stream()
                .map(e -> e.getKey() + " for " + and(e.getValue())).collect(Collectors.joining("; "));
    }

    /** One load's words of a lower-is-better figure: "16% [10-22%] more at capacity", "the same at 50% load". */
    private static String atLoad(Compared c) {
        RatioInterval r = c.ratio();
        boolean p99 = c.metric() == VerdictMetric.LATENCY_P99;
        String more = p99 ? "higher" : "more";
        String less = p99 ? "lower" : "less";
        String at = " at " + loadText(c.step());
        if (c.primary() && !c.decided() && c.difference() != Difference.NO_INTERVAL) {
            return at.strip() + " " + (c.rounds().ended() ? "inconclusive" : "undecided") + " after " + rounds(c.rounds().done())
                    + " (ratio " + RatioText.interval(r) + ")";
        }
        return switch (c.difference()) {
            case MORE -> percent(r.ratio() - 1) + "% [" + percent(r.lower() - 1) + "-" + percent(r.upper() - 1) + "%] " + more + at;
            case SLIGHTLY_MORE -> percent(r.ratio() - 1) + "% [" + percent(r.lower() - 1) + "-" + percent(r.upper() - 1) + "%] " + more + at
                    + ", possibly under 5%";
            case LESS -> percent(1 - r.ratio()) + "% [" + percent(1 - r.upper()) + "-" + percent(1 - r.lower()) + "%] " + less + at;
            case SLIGHTLY_LESS -> percent(1 - r.ratio()) + "% [" + percent(1 - r.upper()) + "-" + percent(1 - r.lower()) + "%] " + less + at
                    + ", possibly under 5%";
            case SAME -> "the same" + at;
            case NO_DIFFERENCE_DETECTED -> at.strip() + " no difference detected (ratio " + RatioText.interval(r) + ")";
            case NO_INTERVAL -> (r.ratio() >= 1 ? percent(r.ratio() - 1) + "% " + more : percent(1 - r.ratio()) + "% " + less) + at
                    + noInterval(r);
        };
    }

    /** "12% [8-15%] less memory (RSS)", "the same memory (RSS)", "no difference detected in memory (RSS) (ratio ...)". */
    private static String memory(Compared c) {
        RatioInterval r = c.ratio();
        String figure = c.metric().words();
        return switch (c.difference()) {
            case MORE -> percent(r.ratio() - 1) + "% [" + percent(r.lower() - 1) + "-" + percent(r.upper() - 1) + "%] more " + figure;
            case SLIGHTLY_MORE -> percent(r.ratio() - 1) + "% [" + percent(r.lower() - 1) + "-" + percent(r.upper() - 1) + "%] more " + figure
                    + ", possibly under 5%";
            case LESS -> percent(1 - r.ratio()) + "% [" + percent(1 - r.upper()) + "-" + percent(1 - r.lower()) + "%] less " + figure;
            case SLIGHTLY_LESS -> percent(1 - r.ratio()) + "% [" + percent(1 - r.upper()) + "-" + percent(1 - r.lower()) + "%] less " + figure
                    + ", possibly under 5%";
            case SAME -> "the same " + figure;
            case NO_DIFFERENCE_DETECTED -> "no difference detected in " + figure + " (ratio " + RatioText.interval(r) + ")";
            case NO_INTERVAL -> (r.ratio() >= 1 ? percent(r.ratio() - 1) + "% more " : percent(1 - r.ratio()) + "% less ") + figure
                    + noInterval(r);
        };
    }

    /** " (one pair of values: no interval)": why a ratio given alone has no interval. */
    private static String noInterval(RatioInterval r) {
        return " (" + r.whyNoInterval() + ": no interval)";
    }

    /** "81% [78-84%] of the pool's capacity", "at least 131% [...] of the pool's capacity (virtual threads' figure is a lower bound ...)". */
    private static String capacity(Compared c, Mode candidate, Mode baseline) {
        RatioInterval r = c.ratio();
        String share = r.hasInterval() ? percent(r.ratio()) + "% [" + percent(r.lower()) + "-" + percent(r.upper()) + "%]" : percent(r.ratio()) + "%";
        String qualifier = c.primary() && !c.decided() && r.hasInterval()
                ? " (" + (c.rounds().ended() ? "inconclusive" : "undecided") + " after " + rounds(c.rounds().done()) + ")"
                : switch (c.difference()) {
                    case MORE, LESS -> "";
                    case SAME -> " (the same within 5%)";
                    case NO_DIFFERENCE_DETECTED -> " (no difference detected)";
                    case SLIGHTLY_MORE, SLIGHTLY_LESS -> " (a difference possibly under 5%)";
                    case NO_INTERVAL -> noInterval(r);
                };
        String bound = switch (c.bound()) {
            case EXACT -> "";
            case AT_LEAST -> " (" + ModeNames.possessive(candidate) + " figure is a lower bound: " + (candidate.isVirtual() && !candidate.isTwin()
                    ? "their driver limited them)" : "its driver limited it)");
            case AT_MOST -> " (" + ModeNames.possessive(baseline) + " figure is a lower bound: its driver limited it)";
        };
        String prefix = c.bound() == Bound.AT_LEAST ? "at least " : c.bound() == Bound.AT_MOST ? "at most " : "";
        return prefix + share + " of " + ModeNames.possessive(baseline) + " capacity" + qualifier + bound;
    }

    /** The better mode on each decisive figure, each mode once with its qualities in the order of the findings. */
    private static String decision(ModeComparison comparison) {
        Map<Side, Map<VerdictMetric, List<EqualLoadStep>>> better = new LinkedHashMap<>();
        for (MetricFinding finding : comparison.findings()) {
            // Keeping up where the other fell behind is more capacity at that rate, whatever figure it was found on.
            VerdictMetric quality = finding instanceof OverCapacity ? VerdictMetric.CAPACITY : finding.metric();
            finding.better().ifPresent(side -> better.computeIfAbsent(side, s -> new LinkedHashMap<>())
                    .computeIfAbsent(quality, m -> new ArrayList<>()).add(finding.step()));
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

    /** What being better on a figure means for a service: "more cheaply at capacity", "with lower p99 at 50% load". */
    private static String quality(VerdictMetric metric, List<EqualLoadStep> loads) {
        return switch (metric) {
            case CPU_PER_REQUEST -> "more cheaply at " + loadsText(loads);
            case CAPACITY -> loads.stream().allMatch(java.util.Objects::isNull) ? "with more capacity"
                    : "with more capacity (keeping up at " + loadsText(loads.stream().filter(java.util.Objects::nonNull).toList()) + ")";
            case MEMORY_RSS -> "in less memory";
            case LATENCY_P99 -> "with lower p99 at " + loadsText(loads);
        };
    }

    /** "capacity", "p99 at 50% load", "CPU per request at capacity". */
    static String figureName(MetricFinding finding) {
        return switch (finding.metric()) {
            case CAPACITY, MEMORY_RSS -> finding.step() == null ? finding.metric().words() : "capacity at " + loadText(finding.step());
            default -> finding.metric().words() + " at " + loadText(finding.step());
        };
    }

    /** "capacity" for the cell's own window, "50% load" or "1200 req/s" for a step. */
    static String loadText(EqualLoadStep step) {
        return step == null ? "capacity" : stepsText(List.of(step));
    }

    /** "capacity and 50% load": the loads of several findings, capacity first. */
    private static String loadsText(List<EqualLoadStep> loads) {
        List<String> texts = new ArrayList<>();
        if (loads.contains(null)) {
            texts.add("capacity");
        }
        List<EqualLoadStep> steps = loads.stream().filter(java.util.Objects::nonNull).toList();
        if (!steps.isEmpty()) {
            texts.add(stepsText(steps));
        }
        return and(texts);
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

    private static String rounds(int done) {
        return done + (done == 1 ? " round" : " rounds");
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
