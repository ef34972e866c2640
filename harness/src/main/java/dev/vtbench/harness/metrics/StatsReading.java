package dev.vtbench.harness.metrics;

/**
 * One reading of a container's counters as its engine reported them, with the harness's wall clock when it arrived
 * (epoch milliseconds: the measurement window is known in that clock) and, inside {@code counters}, its System.nanoTime
 * (durations between readings are taken from it, so a wall-clock step cannot distort a CPU rate).
 */
public record StatsReading(long wallMillis, CgroupReading counters) {

    /** The seconds from this reading to {@code later}, by the monotonic clock. */
    double secondsUntil(StatsReading later) {
        return (later.counters.atNanos() - counters.atNanos()) / 1e9;
    }
}
