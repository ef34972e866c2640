package dev.vtbench.harness.metrics;

/**
 * One reading of a container's counters as its engine reported them, with the harness's wall clock when it arrived
 * (epoch milliseconds, which selects the readings of a measurement window: the drivers' hosts must keep their clocks in
 * step with the harness's, see docs/scale-out.md) and, inside {@code counters}, the engine's own read time in epoch
 * nanoseconds of its host's clock (durations between readings are taken from it, so the harness's delay in receiving
 * a reading does not distort a CPU rate).
 */
public record StatsReading(long wallMillis, CgroupReading counters) {

    /** The seconds from this reading to {@code later}, by the monotonic clock. */
    double secondsUntil(StatsReading later) {
        return (later.counters.atNanos() - counters.atNanos()) / 1e9;
    }
}
