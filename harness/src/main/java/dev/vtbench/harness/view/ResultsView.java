package dev.vtbench.harness.view;

/** One file of a run folder rendered from the run's cells: results.json, results.csv, summary.md, comparison.html. */
public interface ResultsView {
    /** The file's name in the run folder. */
    String fileName();

    /** The whole file, from the run as it is now. */
    String render(RunSnapshot run);

    /**
     * Whether the run must stop when this file cannot be written (a {@code ResultsWriteException} naming it); a view
     * that is not essential is said to have failed, and the run goes on, since its figures are safe in the others.
     */
    boolean essential();
}
