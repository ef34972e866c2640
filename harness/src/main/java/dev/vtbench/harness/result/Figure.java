package dev.vtbench.harness.result;

/**
 * A figure a comparison or a verdict reads from a cell, with the direction that is better. Trust is per figure
 * ({@link Flag#disqualifies(Figure)}, {@link CellResult#trustedFor(Figure)}): a driver that saturated before the server
 * did leaves the capacity a lower bound, yet the server's CPU per request it served is still the server's own.
 */
public enum Figure {
    /** Requests per second the cell completed: its throughput, the capacity of a saturating load. Higher is better. */
    CAPACITY("capacity", "req/s", true),
    /** Server CPU microseconds per OK request over the measured window ({@link RequestCost}). Lower is better. */
    CPU_PER_REQUEST("CPU per request", "µs", false),
    /** p99 latency, in milliseconds. Lower is better. */
    LATENCY("p99 latency", "ms", false),
    /** The server's resident memory (RSS), in bytes. Lower is better. */
    MEMORY("memory (RSS)", "bytes", false);

    private final String label;
    private final String unit;
    private final boolean higherIsBetter;

    Figure(String label, String unit, boolean higherIsBetter) {
        this.label = label;
        this.unit = unit;
        this.higherIsBetter = higherIsBetter;
    }

    public String label() {
        return label;
    }

    public String unit() {
        return unit;
    }

    public boolean higherIsBetter() {
        return higherIsBetter;
    }
}
