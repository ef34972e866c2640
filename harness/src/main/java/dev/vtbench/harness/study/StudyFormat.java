package dev.vtbench.harness.study;

import java.util.Locale;

/** How study tables write numbers: grouped thousands, precision that fits the magnitude. */
final class StudyFormat {
    private StudyFormat() {}

    static String millis(double ms) {
        if (Double.isNaN(ms)) {
            return "–";
        }
        if (ms >= 100) {
            return String.format(Locale.ROOT, "%,.0f", ms);
        }
        return String.format(Locale.ROOT, ms >= 10 ? "%.1f" : "%.2f", ms);
    }

    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    static String rate(double perSecond) {
        return String.format(Locale.ROOT, "%,.0f", perSecond);
    }

    static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.1f%%", fraction * 100);
    }

    static String ratio(double ratio) {
        return String.format(Locale.ROOT, ratio >= 10 ? "%.0fx" : ratio >= 2 ? "%.1fx" : "%.2fx", ratio);
    }

    static String cpus(double cpus) {
        String n = cpus == Math.rint(cpus) ? Long.toString((long) cpus) : Double.toString(cpus);
        return n + (cpus == 1 ? " CPU" : " CPUs");
    }

    static String bytes(long bytes) {
        if (bytes <= 0) {
            return "none";
        }
        double gib = bytes / (1024.0 * 1024 * 1024);
        return gib >= 1 ? String.format(Locale.ROOT, "%.3g GiB", gib).replaceAll("\\.?0+ ", " ")
                : String.format(Locale.ROOT, "%d MiB", bytes / (1024 * 1024));
    }
}
