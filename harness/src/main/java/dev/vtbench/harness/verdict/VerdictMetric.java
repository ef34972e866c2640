package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.Figure;

import java.util.Locale;

/**
 * A figure the verdict compares between two modes, each as a ratio virtual / baseline. It says which way is better, the
 * name a gate gives it, the words a sentence gives it and the unit of its values; its {@link #figure()} says which
 * flags keep it out of a comparison. A declared study's claim takes its ratio of one of these too (the study package's
 * StudyClaimFile), so that a gate, a verdict and a claim name the same figure the same way.
 */
public enum VerdictMetric {
    /** Requests per second at saturation (a closed-model constant load): higher is better. */
    CAPACITY("capacity", "capacity", true, "req/s", Figure.CAPACITY),
    /** Server CPU microseconds per OK request, at capacity or at one equal-load step: lower is better. */
    CPU_PER_REQUEST("cpu-per-request", "CPU per request", false, "µs of CPU per request", Figure.CPU_PER_REQUEST),
    /** The 99th percentile latency at capacity or at one equal-load step, in milliseconds: lower is better. */
    LATENCY_P99("p99", "p99", false, "ms", Figure.LATENCY),
    /** The server's sampled peak resident memory in the window, in bytes (shown in MiB): lower is better. */
    MEMORY_RSS("rss", "memory (RSS)", false, "MiB", Figure.MEMORY);

    private final String gateName;
    private final String words;
    private final boolean higherIsBetter;
    private final String unit;
    private final Figure figure;

    VerdictMetric(String gateName, String words, boolean higherIsBetter, String unit, Figure figure) {
        this.figure = figure;
        this.gateName = gateName;
        this.words = words;
        this.higherIsBetter = higherIsBetter;
        this.unit = unit;
    }

    /** The recorded figure it reads: the flags that disqualify that figure keep it out of a comparison. */
    public Figure figure() {
        return figure;
    }

    /** How a gate and a claim file name it: "cpu-per-request". */
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

    /** Whether it is measured at each load, at capacity and at each equal-load step, rather than once per cell. */
    public boolean atLoads() {
        return this == LATENCY_P99 || this == CPU_PER_REQUEST;
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
