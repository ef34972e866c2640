package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;

/**
 * What a cell is, by name: runtime, JVM, mode, profile, scenario, and CPUs. A cell skipped before it started has
 * no context, so the names are then read back from its id ("runtime/jvm/mode/profile/scenario"), and its CPUs are
 * unknown (NaN): it has no figure to place on a CPU axis anyway.
 */
record CellIdentity(String cell, String runtime, String jvm, String mode, String profile, String scenario, double cpus) {

    static CellIdentity of(CellResult result) {
        CellContext context = result.context();
        if (context != null) {
            return new CellIdentity(result.cell(), context.runtime(), context.jvm(), context.mode(), context.profile(),
                    context.scenario(), context.cpus());
        }
        String[] parts = (result.cell() == null ? "" : result.cell()).split("/", -1);
        return new CellIdentity(result.cell(), part(parts, 0), part(parts, 1), part(parts, 2), part(parts, 3), part(parts, 4),
                Double.NaN);
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
        return "virtual".equals(mode);
    }

    private static String part(String[] parts, int index) {
        return index < parts.length ? parts[index] : "?";
    }
}
