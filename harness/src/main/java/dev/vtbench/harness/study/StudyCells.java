package dev.vtbench.harness.study;

import dev.vtbench.harness.report.FigureFormat;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;

import java.util.List;
import java.util.stream.Collectors;

/** How a matrix study shows a measured cell: its figure with spread and flags, and the conditions it ran under. */
final class StudyCells {
    private StudyCells() {}

    /** "1,234/s [1,200-1,250] NS": the median of the repetitions, their range, and every flag the cell carries. */
    static String throughput(CellResult cell) {
        if (cell.throughput().isMissing()) {
            return "no figure" + flags(cell);
        }
        return StudyFormat.rate(cell.throughput().median()) + " [" + StudyFormat.rate(cell.throughput().min()) + "-"
                + StudyFormat.rate(cell.throughput().max()) + "]" + flags(cell);
    }

    /** The 99th percentile's median and range across repetitions, in milliseconds. */
    static String p99(CellResult cell) {
        if (cell.p99Millis().isMissing()) {
            return "no figure";
        }
        return StudyFormat.millis(cell.p99Millis().median()) + " [" + StudyFormat.millis(cell.p99Millis().min()) + "-"
                + StudyFormat.millis(cell.p99Millis().max()) + "]";
    }

    static String flags(CellResult cell) {
        return cell.flags().isEmpty() ? "" : " " + cell.flags().stream().map(Flag::code).distinct().collect(Collectors.joining(" "));
    }

    /** The profile's quota, cores, memory and verified processors, the driver's cores, and the JVM as it reported itself. */
    static List<String> conditions(CellContext any) {
        return List.of(any.profile() + ": " + StudyFormat.cpus(any.cpus()) + " of CFS quota on core(s) " + any.serverCpuset()
                        + ", memory limit " + FigureFormat.memoryLimit(any.memoryBytes()) + ", availableProcessors() " + any.availableProcessors()
                        + "; Gatling driver on core(s) " + any.driverCpuset(),
                "JVM: " + any.jvmVendor() + " " + any.jvmVersion() + " (" + any.jvm() + ")");
    }
}
