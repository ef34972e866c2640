package dev.vtbench.harness.view;



/** results.csv: one row per cell and repetition ({@link ResultsCsv}), for a spreadsheet or a script. */
public final class CsvView implements ResultsView {
    @Override
    public String fileName() {
        return "results.csv";
    }

    @Override
    public String render(RunSnapshot run) {
        return ResultsCsv.render(run.cells());
    }

    @Override
    public boolean essential() {
        return true;
    }
}
