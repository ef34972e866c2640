package dev.vtbench.harness.result;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A results file could not be written (a full disk, a read-only folder): one line naming the file, what the operating
 * system said and what to do, instead of a stack trace. {@link #keptCells()} says how many cells were already recorded
 * in the folder, safe on disk, before this write failed.
 */
public final class ResultsWriteException extends RuntimeException {
    private final int keptCells;

    public ResultsWriteException(Path file, IOException cause) {
        this("cannot write " + file + ": " + AtomicFile.reason(cause) + "; free space on that disk or make the folder writable "
                + "(or give --out another folder)", 0, cause);
    }

    private ResultsWriteException(String message, int keptCells, Throwable cause) {
        super(message, cause);
        this.keptCells = keptCells;
    }

    /** The same failure, saying that the {@code kept} cells recorded before it are safe and how to go on. */
    public ResultsWriteException keeping(int kept, Path folder) {
        return new ResultsWriteException(getMessage() + "; the " + kept + " cell(s) recorded before are kept in " + folder
                + "; then `harness/vtbench run --resume " + folder + "` (for a study: the same command and --out) runs the rest", kept, getCause());
    }

    public int keptCells() {
        return keptCells;
    }
}
