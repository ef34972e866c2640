package dev.vtbench.harness.view;

import dev.vtbench.harness.result.AtomicFile;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.ResultsWriteException;

import java.nio.file.Path;
import java.util.List;

/**
 * The one writer of a run folder's views ({@link Views#all()}), each written whole through {@link AtomicFile}, so
 * that a reader, a crash or a full disk never leaves half a file.
 */
public final class ResultsWriter {
    private ResultsWriter() {}

    /**
     * Records a finished cell: its own cells/NAME/result.json ({@link ResultsFolder#add}), then every view from the
     * cells recorded so far. An essential view that cannot be written stops the run, saying how many cells are safe
     * in results.json; any other is said on stderr and the run goes on.
     */
    public static void record(ResultsFolder results, CellResult result, String folderName) {
        synchronized (results) {
            int kept = results.cells().size();
            results.add(result, folderName);
            RunSnapshot snapshot = RunSnapshot.of(results);
            for (ResultsView view : Views.all()) {
                try {
                    write(snapshot, view);
                } catch (RuntimeException e) {
                    if (view.essential()) {
                        throw e instanceof ResultsWriteException failed ? failed.keeping(kept, results.path()) : e;
                    }
                    System.err.println("vtbench: could not write " + results.path().resolve(view.fileName()) + " (the results are in "
                            + ResultsFolder.RESULTS_FILE + "; `harness/vtbench report FOLDER` writes it again): " + e.getMessage());
                }
                if (view instanceof JsonView) {
                    kept = snapshot.cells().size();
                }
            }
        }
    }

    /**
     * Every view but the record, from the cells read back (`harness/vtbench report`): results.json is never rewritten,
     * so that a re-rendering cannot change what was measured. Each view is what was asked for, so any failure throws.
     */
    public static List<Path> rerender(ResultsFolder results) {
        synchronized (results) {
            RunSnapshot snapshot = RunSnapshot.of(results);
            return Views.all().stream().filter(view -> !(view instanceof JsonView)).map(view -> write(snapshot, view)).toList();
        }
    }

    /** One view written again, from the cells {@code results} holds (summary.md under newly judged gates); never the record. */
    public static Path rerender(ResultsFolder results, ResultsView view) {
        if (view instanceof JsonView) {
            throw new IllegalArgumentException(ResultsFolder.RESULTS_FILE + " is written only when a cell is recorded: record the cell");
        }
        synchronized (results) {
            return write(RunSnapshot.of(results), view);
        }
    }

    private static Path write(RunSnapshot snapshot, ResultsView view) {
        Path file = snapshot.folder().resolve(view.fileName());
        AtomicFile.write(file, view.render(snapshot));
        return file;
    }
}
