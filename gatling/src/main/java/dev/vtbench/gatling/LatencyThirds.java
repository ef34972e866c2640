package dev.vtbench.gatling;

import java.util.concurrent.atomic.LongAdder;

/**
 * Mean latency of the OK requests completing in each third of a step's window, to tell a latency that holds from
 * one that keeps growing: a server below capacity reaches a steady queue, one above it queues ever more.
 */
final class LatencyThirds {

    private final long opensAtNanos;
    private final long windowNanos;
    private final LongAdder[] micros = {new LongAdder(), new LongAdder(), new LongAdder()};
    private final LongAdder[] counts = {new LongAdder(), new LongAdder(), new LongAdder()};

    LatencyThirds(long opensAtNanos, long windowNanos) {
        this.opensAtNanos = opensAtNanos;
        this.windowNanos = windowNanos;
    }

    void ok(long startedNanos, long completedNanos) {
        int third = (int) Math.clamp((completedNanos - opensAtNanos) * 3 / windowNanos, 0L, 2L);
        micros[third].add(Math.max(0, (completedNanos - startedNanos) / 1_000));
        counts[third].increment();
    }

    /** 0, 1 or 2; NaN when no request completed in that third. */
    double meanMicros(int third) {
        long count = counts[third].sum();
        return count == 0 ? Double.NaN : (double) micros[third].sum() / count;
    }
}
