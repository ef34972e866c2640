package dev.vtbench.harness.report;

import dev.vtbench.harness.result.AtomicFile;
import dev.vtbench.harness.result.ResultsFolder;

import java.nio.file.Path;

/**
 * Writes a run folder's comparison.html: after each cell during a run, or again from results.json for a run recorded
 * before the page existed or after the page changed. Written atomically ({@link AtomicFile}), so that a reader never opens
 * half a page.
 */
public final class ComparisonPageFile {
    private ComparisonPageFile() {}

    /**
     * The page of a run in progress, from the cells it holds so far. The page is only a view of results.json: a
     * failure to write it is reported and the run goes on, since its figures are already safe on disk.
     */
    public static void writeDuringRun(ResultsFolder results) {
        try {
            write(results.path(), ComparisonPage.render(results.run(), results.cells()));
        } catch (RuntimeException e) {
            System.err.println("vtbench: could not write " + results.path().resolve(ComparisonPage.FILE_NAME) + " (the results "
                    + "are in results.json; `harness/vtbench report FOLDER` writes the page again): " + e.getMessage());
        }
    }

    /** The page of a recorded run, read back from its results.json ({@link ResultsFolder#open}). */
    public static Path write(Path runFolder) {
        return write(ResultsFolder.open(runFolder));
    }

    /** The page of a run folder already read back. */
    public static Path write(ResultsFolder results) {
        return write(results.path(), ComparisonPage.render(results.run(), results.cells()));
    }

    private static Path write(Path runFolder, String html) {
        Path page = runFolder.resolve(ComparisonPage.FILE_NAME);
        AtomicFile.write(page, html);
        return page;
    }
}
