package dev.vtbench.contract;

/**
 * The latency percentiles every vtbench file reports, with the key that names each one in JSON, CSV and the
 * reports ({@code p50} ... {@code p999}). A percentile is named through this type, never by a string literal,
 * so that a file, a table and a chart cannot disagree on what "p99.9" is called.
 */
public enum Percentile {
    P50("p50", 50.0),
    P90("p90", 90.0),
    P99("p99", 99.0),
    P999("p999", 99.9);

    private final String key;
    private final double percent;

    Percentile(String key, double percent) {
        this.key = key;
        this.percent = percent;
    }

    /** The name in JSON ({@code latencyMicros.p999}), CSV headers and reports. */
    public String key() {
        return key;
    }

    /** The percentile as HdrHistogram's {@code getValueAtPercentile} takes it: 99.9 for {@link #P999}. */
    public double percent() {
        return percent;
    }

    @Override
    public String toString() {
        return key;
    }
}
