package dev.vtbench.harness.study;

import dev.vtbench.harness.report.FigureFormat;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;

import java.util.List;

/** How a matrix study shows a measured cell: its figure with spread and flags, and the conditions it ran under. */
final class StudyCells {
    private StudyCells() {}

    /** "1,234 [1,200-1,250] NS": the median of the repetitions, their range, and every flag the cell carries. */
    static StudyFigure throughput(CellResult cell) {
        String text = cell.throughput().isMissing() ? "no figure" + flags(cell)
                : StudyFormat.rate(cell.throughput().median()) + " [" + StudyFormat.rate(cell.throughput().min()) + "-"
                + StudyFormat.rate(cell.throughput().max()) + "]" + flags(cell);
        return StudyFigure.median(cell.throughput(), StudyFigure.Unit.REQUESTS_PER_SECOND, flagCodes(cell), text);
    }

    /** The 99th percentile's median and range across repetitions, in milliseconds. */
    static StudyFigure p99(CellResult cell) {
        String text = cell.p99Millis().isMissing() ? "no figure" : StudyFormat.millis(cell.p99Millis().median()) + " ["
                + StudyFormat.millis(cell.p99Millis().min()) + "-" + StudyFormat.millis(cell.p99Millis().max()) + "]";
        return StudyFigure.median(cell.p99Millis(), StudyFigure.Unit.MILLISECONDS, List.of(), text);
    }

    /** " NS DRV": every flag the cell carries, as a table adds them after its figure; nothing without one. */
    static String flags(CellResult cell) {
        return cell.flags().isEmpty() ? "" : " " + String.join(" ", flagCodes(cell));
    }

    static List<String> flagCodes(CellResult cell) {
        return cell.flags().stream().map(Flag::code).distinct().toList();
    }

    /** The profile's quota, cores, memory and verified processors, the driver's cores, and the JVM as it reported itself. */
    static List<String> conditions(CellContext any) {
        return List.of(any.profile() + ": " + StudyFormat.cpus(any.cpus()) + " of CFS quota on core(s) " + any.serverCpuset()
                        + ", memory limit " + FigureFormat.memoryLimit(any.memoryBytes()) + ", availableProcessors() " + any.availableProcessors()
                        + "; Gatling driver on core(s) " + any.driverCpuset(),
                "JVM: " + any.jvmVendor() + " " + any.jvmVersion() + " (" + any.jvm() + ")");
    }
}
