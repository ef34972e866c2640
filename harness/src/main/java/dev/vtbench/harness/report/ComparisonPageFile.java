package dev.vtbench.harness.report;

import dev.vtbench.harness.result.ResultsFolder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a run folder's comparison.html: after each cell during a run, or again from results.json for a run recorded
 * before the page existed or after the page changed. Written to a temporary file then moved, so that a reader never
 * opens half a page.
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
        } catch (IOException | RuntimeException e) {
            System.err.println("vtbench: could not write " + results.path().resolve(ComparisonPage.FILE_NAME) + " (the results "
                    + "are in results.json; `harness/vtbench report FOLDER` writes the page again): " + e);
        }
    }

    /** The page of a recorded run, read back from its results.json. */
    public static Path write(Path runFolder) throws IOException {
        ResultsFolder results = ResultsFolder.open(runFolder);
        return write(runFolder, ComparisonPage.render(results.run(), results.cells()));
    }

    private static Path write(Path runFolder, String html) throws IOException {
        Path page = runFolder.resolve(ComparisonPage.FILE_NAME);
        Path temporary = runFolder.resolve(ComparisonPage.FILE_NAME + ".tmp");
        Files.writeString(temporary, html);
        Files.move(temporary, page, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return page;
    }
}
