package dev.vtbench.harness.run;

import dev.vtbench.harness.matrix.Cell;

/** Tells the terminal which cell is in which phase, how long the run has taken and roughly what remains. */
public final class Progress {
    private final int cells;
    private final long start = System.nanoTime();
    private int done;

    public Progress(int cells) {
        this.cells = cells;
    }

    public void phase(Cell cell, String phase) {
        long elapsed = (System.nanoTime() - start) / 1_000_000_000L;
        String remaining = done == 0 ? "?" : (elapsed * (cells - done) / done) + " s";
        System.out.printf("vtbench: [%d/%d] %s: %s (elapsed %d s, about %s to go)%n", done + 1, cells, cell.id(), phase, elapsed, remaining);
    }

    public void finished(Cell cell, String outcome) {
        done++;
        System.out.printf("vtbench: [%d/%d] %s: %s%n", done, cells, cell.id(), outcome);
    }
}
