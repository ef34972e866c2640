package dev.vtbench.harness.study;

import dev.vtbench.harness.report.FigureFormat;

import java.math.BigDecimal;
import java.math.MathContext;
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

    /** Whole seconds below 100 s get one decimal: a ramp's 90% point moves by fractions of its first seconds. */
    static String seconds(double seconds) {
        if (Double.isNaN(seconds)) {
            return "–";
        }
        return String.format(Locale.ROOT, seconds >= 100 ? "%,.0f s" : "%.1f s", seconds);
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
        return FigureFormat.cpuCount(cpus);
    }

    /**
     * A measured size (a heap, a peak memory charge) to three significant figures: unlike a memory limit, which
     * {@link FigureFormat#memoryLimit} writes exactly, it is rarely a whole number of MiB.
     */
    static String bytes(long bytes) {
        if (bytes <= 0) {
            return "none";
        }
        double gib = bytes / (1024.0 * 1024 * 1024);
        // Trailing zeros go only after a decimal point: 100 GiB stays 100, 1.50 GiB becomes 1.5.
        return gib >= 1 ? new BigDecimal(gib).round(new MathContext(3)).stripTrailingZeros().toPlainString() + " GiB"
                : String.format(Locale.ROOT, "%d MiB", bytes / (1024 * 1024));
    }
}
