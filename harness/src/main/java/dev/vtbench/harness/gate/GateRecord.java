package dev.vtbench.harness.gate;

import dev.vtbench.harness.result.AtomicFile;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.ResultsWriteException;
import dev.vtbench.harness.view.MarkdownView;
import dev.vtbench.harness.view.ResultsWriter;
import dev.vtbench.harness.view.RunSnapshot;

import java.util.List;

/**
 * A run's gate verdicts in its results folder: gates.md, and the same section at the end of summary.md, which every
 * later rendering of summary.md keeps ({@link RunSnapshot#gates()}).
 */
public final class GateRecord {
    public static final String FILE = RunSnapshot.GATES_FILE;

    private GateRecord() {}

    /** Writes gates.md and rewrites summary.md with the verdicts under its table; nothing when no gate was given. */
    public static void write(ResultsFolder results, List<GateVerdict> verdicts) {
        if (verdicts.isEmpty()) {
            return;
        }
        try {
            // Written whole, not appended: judging again replaces the section rather than adding it twice.
            AtomicFile.write(results.path().resolve(FILE), markdown(verdicts).stripLeading());
            ResultsWriter.rerender(results, new MarkdownView());
        } catch (ResultsWriteException e) {
            throw e.keeping(results.cells().size(), results.path());
        }
    }

    /** The verdicts as a Markdown section, fit for summary.md and a CI job summary. */
    public static String markdown(List<GateVerdict> verdicts) {
        StringBuilder md = new StringBuilder("\n## Regression gates\n\n");
        md.append("A gate compares, at one CPU profile, the median throughput (req/s across repetitions, of the workload model named) ")
          .append("of a mode's cell with its baseline mode's cell, for each runtime, JVM, scenario and load; the range \"from the spreads\" ")
          .append("is the ratio at its worst and at its best across repetitions. A gate passes only when every pair was measured, ")
          .append("steady and trusted and its ratio holds: a pair that cannot be judged fails it. A gate that names a metric ")
          .append("(cpu-per-request, rss, p99 at an equal-load step) compares the medians of that figure the same way, trusted for it; ")
          .append("the verdict at the top of summary.md gives the same figures as ratios of geometric means with their intervals.\n\n");
        for (GateVerdict verdict : verdicts) {
            md.append("- **").append(verdict.outcome().text()).append("** `").append(verdict.gate()).append("`\n");
            verdict.details().forEach(line -> md.append("  - ").append(escape(line)).append('\n'));
        }
        return md.toString();
    }

    /** No markup from a cell's reason may render in a job summary; '>' stays readable (">= 0.9"), harmless once no tag can open. */
    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace("\n", " ");
    }
}
