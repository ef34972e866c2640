package dev.vtbench.workload.db;

/**
 * The connection pool's figures at one moment, as {@code /db-pool} reports them: the pool's own gauges (how many
 * connections are in use, idle, and how many requests wait for one) and, counted since the server started, every
 * acquisition of a connection with the time spent waiting for it and the time it was held. Two readings give the
 * figures of the time between them ({@link #since}); the held time over the pool's size gives the throughput the pool
 * allows (Little's law).
 *
 * @param poolSize the pool's fixed size
 * @param active connections in use now
 * @param idle connections open and free now
 * @param total connections open now
 * @param waiting requests waiting for a connection now
 * @param acquisitions connections handed out (cumulative)
 * @param acquireNanos time spent waiting for them (cumulative)
 * @param maxAcquireNanos the longest single wait so far
 * @param heldNanos time connections were held, from hand-out to return (cumulative)
 * @param timeouts requests that got no connection within the pool's timeout (cumulative)
 */
public record PoolReading(int poolSize, int active, int idle, int total, int waiting, long acquisitions,
                          long acquireNanos, long maxAcquireNanos, long heldNanos, long timeouts) {

    // The field names of /db-pool's JSON, read by the harness by these same constants.
    public static final String POOL_SIZE = "poolSize";
    public static final String ACTIVE = "active";
    public static final String IDLE = "idle";
    public static final String TOTAL = "total";
    public static final String WAITING = "waiting";
    public static final String ACQUISITIONS = "acquisitions";
    public static final String ACQUIRE_NANOS = "acquireNanos";
    public static final String MAX_ACQUIRE_NANOS = "maxAcquireNanos";
    public static final String HELD_NANOS = "heldNanos";
    public static final String TIMEOUTS = "timeouts";

    /**
     * The cumulative figures between {@code earlier} and this reading (gauges and the longest wait as of this one:
     * a maximum cannot be taken apart).
     */
    public PoolReading since(PoolReading earlier) {
        return new PoolReading(poolSize, active, idle, total, waiting, acquisitions - earlier.acquisitions,
                acquireNanos - earlier.acquireNanos, maxAcquireNanos, heldNanos - earlier.heldNanos,
                timeouts - earlier.timeouts);
    }

    /** The mean wait for a connection, in milliseconds; NaN without acquisitions. */
    public double meanAcquireMillis() {
        return acquisitions == 0 ? Double.NaN : acquireNanos / 1e6 / acquisitions;
    }

    /** The mean time a connection was held, in milliseconds; NaN without acquisitions. */
    public double meanHeldMillis() {
        return acquisitions == 0 ? Double.NaN : heldNanos / 1e6 / acquisitions;
    }

    /**
     * The most requests per second the pool can serve when each holds a connection for the mean held time (Little's
     * law: connections / time each is held); NaN without acquisitions.
     */
    public double littlesBoundPerSecond() {
        double heldSeconds = meanHeldMillis() / 1e3;
        return heldSeconds > 0 ? poolSize / heldSeconds : Double.NaN;
    }
}
