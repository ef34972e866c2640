package dev.vtbench.harness.view;


import dev.vtbench.harness.verdict.Verdict;
import dev.vtbench.harness.verdict.VerdictMarkdown;

/**
 * summary.md: the run's description, its verdict (virtual threads against each other mode, {@link VerdictMarkdown}) at the
 * top where a reader looks first, the table of cells ({@link SummaryTable}), then the run's gate verdicts when they were judged.
 */
public final class MarkdownView implements ResultsView {
    @Override
    public String fileName() {
        return "summary.md";
    }

    @Override
    public String render(RunSnapshot run) {
        String verdict = VerdictMarkdown.render(run.verdict());
        return SummaryTable.render(run.run(), run.cells(), run.folder(), verdict) + run.gates().map(section -> "\n" + section).orElse("");
    }

    @Override
    public boolean essential() {
        return true;
    }
}
