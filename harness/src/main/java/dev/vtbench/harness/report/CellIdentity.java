package dev.vtbench.harness.report;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;

/**
 * What a cell is, by name: runtime, JVM, mode, profile, scenario, and CPUs. A cell skipped before it started has
 * no context, so the names are then read back from its id (see {@link CellKey}), and its CPUs are unknown (NaN): it
 * has no figure to place on a CPU axis anyway.
 */
record CellIdentity(String cell, String runtime, String jvm, Mode mode, String profile, String scenario, double cpus) {
    private static final String UNKNOWN = "?";

    static CellIdentity of(CellResult result) {
        CellContext context = result.context();
        if (context != null) {
            return new CellIdentity(result.cell(), context.runtime(), context.jvm(), context.mode(), context.profile(),
                    context.scenario(), context.cpus());
        }
        return CellKey.read(result.cell())
                .map(key -> new CellIdentity(result.cell(), key.runtime(), key.jvm(), key.mode(), key.profile(), key.scenario(), Double.NaN))
                .orElseGet(() -> new CellIdentity(result.cell(), UNKNOWN, UNKNOWN, Mode.of(UNKNOWN), UNKNOWN, UNKNOWN, Double.NaN));
    }

    /** The series a cell belongs to in the charts: one line per runtime, JVM and mode. */
    String seriesName() {
        return runtime + " " + jvm + " " + mode;
    }

    /** The runtime and JVM, which a virtual/pool ratio compares within. */
    String platform() {
        return runtime + " " + jvm;
    }

    /** The cell's folder under cells/, as ResultsFolder names it. */
    String folderName() {
        return cell == null ? "" : cell.replace('/', '_');
    }

    boolean virtual() {
        return mode.isVirtual();
    }
}
