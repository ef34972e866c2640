package dev.vtbench.gatling;

import java.time.Duration;
import java.time.Instant;

/**
 * A run's {@link System#nanoTime()} readings as wall-clock instants, from one reading of both clocks at its start,
 * so that instants computed for the same run (a step's window opening and closing) line up with each other exactly,
 * and with the harness's own samples to within the wall clock's resolution.
 */
record RunClock(Instant startedAt, long startNanos) {

    Instant at(long nanos) {
        return startedAt.plusNanos(nanos - startNanos);
    }

    /** The reading of {@link System#nanoTime()} at {@code instant}: the opening instant a harness names, on this run's clock. */
    long nanosAt(Instant instant) {
        return startNanos + Duration.between(startedAt, instant).toNanos();
    }
}
