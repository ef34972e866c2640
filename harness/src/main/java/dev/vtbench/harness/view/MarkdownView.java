package dev.vtbench.harness.view;

import dev.vtbench.harness.result.SummaryTable;

/** summary.md: the table of cells ({@link SummaryTable}), then the run's gate verdicts when they were judged. */
public final class MarkdownView implements ResultsView {
    @Override
    public String fileName() {
        return "summary.md";
    }

    @Override
    public String render(RunSnapshot run) {
        return SummaryTable.render(run.run(), run.cells(), run.folder()) + run.gates().map(section -> "\n" + section).orElse("");
    }

    @Override
    public boolean essential() {
        return true;
    }
}
