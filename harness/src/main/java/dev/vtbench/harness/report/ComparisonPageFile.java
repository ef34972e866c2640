package dev.vtbench.harness.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * (Re)writes a run folder's comparison.html from its results.json, for runs recorded before the page existed or
 * after the page changed. Written to a temporary file then moved, so a reader never opens half a page.
 * Usage: {@code java -cp ... dev.vtbench.harness.report.ComparisonPageFile RUN_FOLDER...}
 */
public final class ComparisonPageFile {
    private ComparisonPageFile() {}

    public static Path write(Path runFolder) throws IOException {
        RecordedRun recorded = ResultsJson.read(runFolder.resolve(ResultsJson.FILE_NAME));
        Path page = runFolder.resolve(ComparisonPage.FILE_NAME);
        Path temporary = runFolder.resolve(ComparisonPage.FILE_NAME + ".tmp");
        Files.writeString(temporary, ComparisonPage.render(recorded.run(), recorded.cells()));
        Files.move(temporary, page, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return page;
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: ComparisonPageFile RUN_FOLDER... (each holding a results.json)");
            System.exit(2);
        }
        for (String folder : args) {
            System.out.println("wrote " + write(Path.of(folder)));
        }
    }
}
