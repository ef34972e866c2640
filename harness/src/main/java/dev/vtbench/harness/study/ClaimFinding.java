package dev.vtbench.harness.study;

/**
 * One pair's finding on a declared claim, as numbers (study.json's {@code claim.pairs}): the virtual / pool ratio of
 * the claim's figure (medians of the repetitions), its 95% interval (paired by round as the verdict's, or Welch's t for
 * repetitions outside rounds; absent with a single repetition or round), the published range, and whether this pair
 * reproduces it. {@code text} is the line the report's section shows for it.
 *
 * @param ratio null when the pair is not comparable (a cell flagged or without the figure)
 * @param intervalLower null without an interval
 * @param intervalUpper null without an interval
 */
public record ClaimFinding(String runtime, String jvm, String profile, int users, String baselineMode, Double ratio,
                           Double intervalLower, Double intervalUpper, double publishedLow, double publishedHigh,
                           Reproduced reproduced, String text) {
}
