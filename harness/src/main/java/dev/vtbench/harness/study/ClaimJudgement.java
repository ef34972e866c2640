package dev.vtbench.harness.study;

import dev.vtbench.harness.verdict.VerdictMetric;

import java.util.List;

/**
 * What the measured cells say of a declared claim, as numbers (study.json's {@code claim}): the figure, the published
 * range, the rule for "reproduced" and its outcome, how many pairs were comparable and within the range, the lowest and
 * highest ratio measured (null without a comparable pair), and each pair's finding.
 */
public record ClaimJudgement(VerdictMetric metric, double publishedLow, double publishedHigh, ReproducedWhen reproducedWhen,
                             Reproduced reproduced, int comparable, int within, int notComparable, Double lowestRatio,
                             Double highestRatio, List<ClaimFinding> pairs) {
    public ClaimJudgement {
        pairs = List.copyOf(pairs);
    }
}
