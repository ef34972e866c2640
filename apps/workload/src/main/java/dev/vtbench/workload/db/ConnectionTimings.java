package dev.vtbench.workload.db;

import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/**
 * How long requests wait for a pooled connection and hold it, timed around the pool by the calling code rather than
 * read from the pool's own metrics: HikariCP reports the time held in whole milliseconds, which rounds a point read's
 * fraction of a millisecond to nothing. Adders, not locks: every request of the load passes here.
 */
final class ConnectionTimings {

    private final LongAdder acquisitions = new LongAdder();
    private final LongAdder acquireNanos = new LongAdder();
    private final LongAccumulator maxAcquireNanos = new LongAccumulator(Math::max, 0);
    private final LongAdder heldNanos = new LongAdder();
    private final LongAdder timeouts = new LongAdder();

    /** A connection was handed out after {@code waitedNanos}. */
    void acquired(long waitedNanos) {
        acquisitions.increment();
        acquireNanos.add(waitedNanos);
        maxAcquireNanos.accumulate(waitedNanos);
    }

    /** A connection was given back after being held {@code nanos}. */
    void released(long nanos) {
        heldNanos.add(nanos);
    }

    /** A request got no connection within the pool's timeout. */
    void timedOut() {
        timeouts.increment();
    }

    /** These counters beside the pool's gauges. */
    PoolReading reading(int poolSize, int active, int idle, int total, int waiting) {
        return new PoolReading(poolSize, active, idle, total, waiting, acquisitions.sum(), acquireNanos.sum(),
                maxAcquireNanos.get(), heldNanos.sum(), timeouts.sum());
    }
}
