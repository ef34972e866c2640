package dev.vtbench.harness.study;

import dev.vtbench.harness.result.Figure;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The figure a declared claim takes its virtual / pool ratio of, as a claim file names it ({@code metric = throughput}):
 * only the figures a pair of cells has a trusted ratio of ({@link dev.vtbench.harness.result.CellPair#ratio}).
 */
public enum ClaimMetric {
    /** Requests per second in the measured window: the capacity of a closed-model load. */
    THROUGHPUT("throughput", Figure.CAPACITY),
    /** Server CPU per OK request: the cost, which holds where a driver-bound pair's capacity does not. */
    CPU_PER_REQUEST("cpu-per-request", Figure.CPU_PER_REQUEST);

    private final String key;
    private final Figure figure;

    ClaimMetric(String key, Figure figure) {
        this.key = key;
        this.figure = figure;
    }

    /** The name a claim file writes. */
    public String key() {
        return key;
    }

    public Figure figure() {
        return figure;
    }

    /** The metric a claim file names; empty for any other word, so the reader can name the key and the allowed values. */
    static java.util.Optional<ClaimMetric> parse(String key) {
        return Arrays.stream(values()).filter(m -> m.key.equals(key)).findFirst();
    }

    static String allowed() {
        return Arrays.stream(values()).map(ClaimMetric::key).collect(Collectors.joining(", "));
    }
}
