package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Figure;

/**
 * A cell with its identity, figures and trust worked out once, as the charts read them many times: {@code trust} is
 * its capacity's, {@code costTrust} its CPU per request's (a driver-bound cell's cost still stands).
 */
record MeasuredCell(CellResult result, CellIdentity identity, CellFigures figures, TrustMark trust, TrustMark costTrust) {

    static MeasuredCell of(CellResult result) {
        return new MeasuredCell(result, CellIdentity.of(result), CellFigures.of(result), TrustMark.of(result),
                TrustMark.of(result, Figure.CPU_PER_REQUEST));
    }

    double cpus() {
        return identity.cpus();
    }
}
