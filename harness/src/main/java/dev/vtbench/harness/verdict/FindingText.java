package dev.vtbench.harness.verdict;

import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.verdict.MetricFinding.Compared;
import dev.vtbench.harness.verdict.MetricFinding.NotCompared;
import dev.vtbench.harness.verdict.MetricFinding.OverCapacity;

import java.util.List;

/**
 * A finding as a table shows it beside the sentence: the ratio virtual / baseline with its interval ("1.05
 * [0.98-1.13]", "&ge; 1.21 [1.18-1.24]" for a lower bound), a mode over capacity, or why it was not compared.
 */
public final class FindingText {
    private FindingText() {}

    /** "capacity", "p99 at 50% load", "p99 at equal load". */
    public static String figure(MetricFinding finding) {
        return VerdictSentence.figureName(finding);
    }

    /** The finding's value for a table cell, the baseline named as {@code baseline}. */
    public static String value(MetricFinding finding, Mode baseline) {
        return switch (finding) {
            case Compared c -> switch (c.bound()) {
                case EXACT -> RatioText.interval(c.ratio());
                case AT_LEAST -> "≥ " + RatioText.interval(c.ratio()) + " (virtual threads driver-bound)";
                case AT_MOST -> "≤ " + RatioText.interval(c.ratio()) + " (" + ModeNames.of(baseline) + " driver-bound)";
            };
            case OverCapacity over -> (over.virtualOver() && over.baselineOver() ? "both"
                    : ModeNames.of(over.virtualOver() ? Mode.VIRTUAL : baseline)) + " over capacity: " + over.reason();
            case NotCompared not -> "not compared: " + not.reason();
        };
    }

    /** "CPU per request 1.05 [0.98-1.13]; p99 at equal load not compared: ...": every finding of a comparison on one line. */
    public static String line(ModeComparison comparison) {
        List<String> parts = comparison.findings().stream()
                .map(f -> figure(f) + (f instanceof Compared ? " " : ": ") + value(f, comparison.baseline().mode())).toList();
        return String.join("; ", parts);
    }
}
