package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellResult;

/** A cell with its identity, figures and trust worked out once, as the charts read them many times. */
record MeasuredCell(CellResult result, CellIdentity identity, CellFigures figures, TrustMark trust) {

    static MeasuredCell of(CellResult result) {
        return new MeasuredCell(result, CellIdentity.of(result), CellFigures.of(result), TrustMark.of(result));
    }

    double cpus() {
        return identity.cpus();
    }
}
