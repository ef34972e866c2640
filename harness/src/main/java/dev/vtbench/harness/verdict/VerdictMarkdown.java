package dev.vtbench.harness.verdict;

/**
 * The verdict as the top section of summary.md (and a CI job's summary): per group and baseline its sentence in bold,
 * then every ratio with its interval on one line, then, once, how the intervals and the sentence are computed. A list,
 * not a table: a sentence is too long for a column, and summary.md's one table is the cells'.
 */
public final class VerdictMarkdown {
    private VerdictMarkdown() {}

    public static String render(Verdict verdict) {
        StringBuilder md = new StringBuilder("## Verdict\n\n");
        if (verdict.isEmpty()) {
            return md.append(escape(Verdict.none())).append("\n\n").toString();
        }
        md.append("For each runtime, JVM, CPU profile, scenario and load: virtual threads against each other mode of the runtime.\n\n");
        for (ModeComparison comparison : verdict.comparisons()) {
            md.append("- `").append(comparison.group()).append("`: **").append(escape(comparison.sentence())).append("**\n")
              .append("  - ").append(comparison.virtual().mode()).append(" / ").append(comparison.baseline().mode()).append(": ").append(escape(FindingText.line(comparison))).append('\n');
        }
        return md.append('\n').append(escape(Verdict.METHOD)).append("\n\n").toString();
    }

    /** No markup from a cell's reason may render in a job summary; '>' stays readable, harmless once no tag can open. */
    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace("*", "\\*").replace("\n", " ");
    }
}
