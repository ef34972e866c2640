package dev.vtbench.harness.report;

import java.util.Locale;

/**
 * How a figure is printed: fixed decimals in the ROOT locale (a comma decimal separator would make the page
 * disagree with results.csv), and an en dash wherever no figure was taken (NaN, or the -1 of an unread RSS).
 */
public final class FigureFormat {
    static final String MISSING = "–";

    private FigureFormat() {}

    static String number(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%." + decimals + "f", value) : MISSING;
    }

    static String mebibytes(double bytes) {
        return Double.isFinite(bytes) && bytes >= 0 ? String.format(Locale.ROOT, "%.0f MiB", bytes / 1048576.0) : MISSING;
    }

    /** CPU counts as profiles name them: "1", "0.5", "2". */
    static String cpus(double cpus) {
        if (!Double.isFinite(cpus)) {
            return MISSING;
        }
        return cpus == Math.rint(cpus) ? Long.toString((long) cpus) : String.format(Locale.ROOT, "%s", cpus);
    }

    /** A CPU count with its unit, as chart axes and study headings write it: "1 CPU", "0.5 CPUs", "2 CPUs". */
    public static String cpuCount(double cpus) {
        return cpus(cpus) + (cpus == 1 ? " CPU" : " CPUs");
    }

    /** A memory limit: whole GiB when it is one, else MiB. */
    public static String memoryLimit(long bytes) {
        if (bytes <= 0) {
            return "none";
        }
        long gib = 1L << 30;
        return bytes % gib == 0 ? bytes / gib + " GiB" : String.format(Locale.ROOT, "%.0f MiB", bytes / 1048576.0);
    }
}
