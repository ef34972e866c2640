package dev.vtbench.harness.metrics;

import java.util.List;

/** CPU rates from cumulative counters: what every figure of {@link ResourceUse} and {@link DriverUse} is made of. */
final class CpuRate {
    private CpuRate() {
    }

    /** How much a cumulative counter grew; NaN if either reading is unknown (-1) or it went back (a reset counter). */
    static double increase(long first, long last) {
        return first < 0 || last < 0 || last < first ? Double.NaN : last - first;
    }

    /** The CPU used between two readings of a nanosecond counter over {@code seconds}, in percent of one core. */
    static double percentOfOneCore(long firstNanos, long lastNanos, double seconds) {
        return seconds <= 0 ? Double.NaN : 100.0 * increase(firstNanos, lastNanos) / 1e9 / seconds;
    }

    /** A container's CPU between the first and the last of its {@code readings}, in percent of one core; NaN with fewer than two. */
    static double percentOfOneCore(List<StatsReading> readings) {
        if (readings.size() < 2) {
            return Double.NaN;
        }
        StatsReading first = readings.get(0);
        StatsReading last = readings.get(readings.size() - 1);
        return percentOfOneCore(first.counters().cpuNanos(), last.counters().cpuNanos(), first.secondsUntil(last));
    }
}
