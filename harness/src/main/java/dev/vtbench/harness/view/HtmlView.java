package dev.vtbench.harness.view;

import dev.vtbench.harness.report.ComparisonPage;

/**
 * comparison.html ({@link ComparisonPage}). Not essential: the page only shows what results.json holds, so a page that
 * cannot be rendered or written is said and the run goes on; `harness/vtbench report FOLDER` writes it again.
 */
public final class HtmlView implements ResultsView {
    @Override
    public String fileName() {
        return ComparisonPage.FILE_NAME;
    }

    @Override
    public String render(RunSnapshot run) {
        return ComparisonPage.render(run.run(), run.cells(), run.verdict());
    }

    @Override
    public boolean essential() {
        return false;
    }
}
