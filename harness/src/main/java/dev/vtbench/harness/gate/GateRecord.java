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
        md.append("A gate reads, at one CPU profile, the verdict's own finding on its figure (capacity unless it names another: ")
          .append("cpu-per-request or p99 at capacity or at an equal-load step, rss) for each runtime, JVM, scenario and load: the ")
          .append("ratio of a mode's geometric mean over its baseline's, with the verdict's interval. A gate passes only when the ")
          .append("verdict compared the figure in every pair and each ratio holds: a pair the verdict could not compare fails it; an ")
          .append("interval that straddles the bound is said, since another run may decide otherwise.\n\n");
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
