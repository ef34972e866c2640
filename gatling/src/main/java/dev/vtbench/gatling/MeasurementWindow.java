package dev.vtbench.gatling;

import java.time.Instant;
import java.util.Objects;

/**
 * The part of a run whose requests count: {@code [start + warmup, start + warmup + duration]} on
 * the {@link System#nanoTime()} clock, both ends included.
 *
 * <p>A request counts if it <em>completed</em> inside the window, whenever it was sent: its answer
 * was produced under the measured load. Completion is also the only moment every request has,
 * failed or not, so each request is counted exactly once. Comparisons subtract first because
 * nanoTime values may overflow.
 *
 * @param startedAt wall-clock time of {@code startNanos}, for the record only
 * @param startNanos when the run's first request started
 */
record MeasurementWindow(Instant startedAt, long startNanos, long warmupNanos, long durationNanos) {

    private static final double NANOS_PER_SECOND = 1_000_000_000.0;

    /**
     * The warm-up of a window that waits for a steady rate: it opens in 50 years, i.e. not until the run replaces it
     * with the window that opens when the rate is steady. Far enough never to open, near enough never to overflow.
     */
    private static final long PENDING_WARMUP_NANOS = 50L * 365 * 24 * 3600 * 1_000_000_000L;

    /** A window whose opening is not decided yet: nothing is in it, and the run is not over because of it. */
    static MeasurementWindow pending(Instant startedAt, long startNanos, long durationNanos) {
        return new MeasurementWindow(startedAt, startNanos, PENDING_WARMUP_NANOS, durationNanos);
    }

    /** The same run's window, opening at {@code opensAtNanos}. */
    MeasurementWindow openingAt(long opensAtNanos) {
        return new MeasurementWindow(startedAt, startNanos, Math.max(0, opensAtNanos - startNanos), durationNanos);
    }

    boolean isPending() {
        return warmupNanos == PENDING_WARMUP_NANOS;
    }

    MeasurementWindow {
        Objects.requireNonNull(startedAt, "startedAt");
        if (warmupNanos < 0 || durationNanos <= 0) {
            throw new IllegalArgumentException("warm-up must be >= 0 and duration > 0, got warmupNanos=" + warmupNanos
                    + ", durationNanos=" + durationNanos);
        }
    }

    long opensAtNanos() {
        return startNanos + warmupNanos;
    }

    long closesAtNanos() {
        return opensAtNanos() + durationNanos;
    }

    boolean contains(long completedAtNanos) {
        return completedAtNanos - opensAtNanos() >= 0 && completedAtNanos - closesAtNanos() <= 0;
    }

    /** Whole seconds since the start of the run, warm-up included; negative before the start. */
    long secondOfRun(long nanos) {
        return Math.floorDiv(nanos - startNanos, 1_000_000_000L);
    }

    /**
     * How much of the window the run actually covered when it stopped: the full duration normally,
     * less if the run ended early, so throughput is never divided by time nobody measured.
     */
    double measuredSeconds(long stoppedAtNanos) {
        long covered = Math.clamp(stoppedAtNanos - opensAtNanos(), 0L, durationNanos);
        return covered / NANOS_PER_SECOND;
    }
}
