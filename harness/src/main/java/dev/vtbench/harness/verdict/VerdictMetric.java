package dev.vtbench.harness.verdict;

import java.util.Locale;

/**
 * A figure the verdict compares between two modes, each as a ratio virtual / baseline. It says which way is better, the
 * name a gate gives it, the words a sentence gives it and the unit of its values. (When the cost branch brings
 * {@code result.Figure}, each constant maps onto one of its figures: CAPACITY, CPU_PER_REQUEST, LATENCY, MEMORY.)
 */
public enum VerdictMetric {
    /** Requests per second at saturation (a closed-model constant load): higher is better. */
    CAPACITY("capacity", "capacity", true, "req/s"),
    /** Server CPU microseconds per OK request over the measured window: lower is better. */
    CPU_PER_REQUEST("cpu-per-request", "CPU per request", false, "µs of CPU per request"),
    /** The 99th percentile latency at one equal-load step, in milliseconds: lower is better. */
    LATENCY_P99("p99", "p99", false, "ms"),
    /** The server's sampled peak resident memory in the window, in bytes (shown in MiB): lower is better. */
    MEMORY_RSS("rss", "memory (RSS)", false, "MiB");

    private final String gateName;
    private final String words;
    private final boolean higherIsBetter;
    private final String unit;

    VerdictMetric(String gateName, String words, boolean higherIsBetter, String unit) {
        this.gateName = gateName;
        this.words = words;
        this.higherIsBetter = higherIsBetter;
        this.unit = unit;
    }

    /** How a gate names it: "cpu-per-request". */
    public String gateName() {
        return gateName;
    }

    /** How a sentence names it: "CPU per request". */
    public String words() {
        return words;
    }

    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /** Whether it is measured at each equal-load step rather than once per cell. */
    public boolean perStep() {
        return this == LATENCY_P99;
    }

    /** One value in its unit: "7600 req/s", "152 µs of CPU per request", "12.30 ms", "540 MiB". */
    public String valueText(double value) {
        return number(value) + " " + unit;
    }

    /** Two values in its unit, the unit once: "7600 / 8000 req/s". */
    public String valuesText(double first, double second) {
        return number(first) + " / " + number(second) + " " + unit;
    }

    private String number(double value) {
        return switch (this) {
            case LATENCY_P99 -> String.format(Locale.ROOT, "%.2f", value);
            case MEMORY_RSS -> String.format(Locale.ROOT, "%.0f", value / 1048576);
            default -> String.format(Locale.ROOT, "%.0f", value);
        };
    }
}
