package dev.vtbench.harness.view;

import java.util.List;

/** The views of a run folder, in the order they are written. */
public final class Views {
    private Views() {}

    /** The record (results.json) first: a view written after it never shows a cell that the record lacks. */
    public static List<ResultsView> all() {
        return List.of(new JsonView(), new CsvView(), new MarkdownView(), new HtmlView());
    }
}
