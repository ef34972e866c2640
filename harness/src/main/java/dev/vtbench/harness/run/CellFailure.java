package dev.vtbench.harness.run;

import dev.vtbench.harness.result.CellStatus;

/** A cell could not be measured; the message names the cell, the cause and where the server's log is. */
public final class CellFailure extends RuntimeException {
    private final CellStatus status;

    public CellFailure(CellStatus status, String message) {
        super(message);
        this.status = status;
    }

    public CellStatus status() {
        return status;
    }
}
