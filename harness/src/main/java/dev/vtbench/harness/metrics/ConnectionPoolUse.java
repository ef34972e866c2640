package dev.vtbench.harness.metrics;

import dev.vtbench.workload.db.PoolReading;

import java.util.List;

/**
 * What a server's database connection pool did through a window, from its {@code /db-pool} readings inside it: the
 * connections handed out per second, how long a request waited for one and held it, how many were in use and how many
 * requests waited, and the throughput the pool allows (Little's law: its size over the mean time a connection is
 * held). NaN (or -1 for a count) where fewer than two readings fell in the window.
 *
 * @param readings the readings inside the window
 * @param poolSize the pool's size, as the server reported it
 * @param acquisitionsPerSecond connections handed out per second
 * @param meanAcquireMillis the mean wait for a connection
 * @param maxAcquireMillis the longest wait since the server started (a maximum cannot be cut to a window)
 * @param meanHeldMillis the mean time a connection was held
 * @param meanActive connections in use, on average over the readings
 * @param meanWaiting requests waiting for a connection, on average over the readings
 * @param maxWaiting the most requests waiting at one reading
 * @param timeouts requests that got no connection within the pool's timeout
 * @param boundPerSecond the most requests per second the pool allows with that held time: poolSize / meanHeld
 */
public record ConnectionPoolUse(int readings, int poolSize, double acquisitionsPerSecond, double meanAcquireMillis,
                                double maxAcquireMillis, double meanHeldMillis, double meanActive, double meanWaiting,
                                int maxWaiting, long timeouts, double boundPerSecond) {

    /** No pool was read: the server has none, or did not answer. */
    public static final ConnectionPoolUse UNKNOWN = new ConnectionPoolUse(0, -1, Double.NaN, Double.NaN, Double.NaN,
            Double.NaN, Double.NaN, Double.NaN, -1, -1, Double.NaN);

    /** The figures of {@code inside} (a window's readings, oldest first, each taken at its wall-clock millisecond). */
    static ConnectionPoolUse of(List<ConnectionPoolSampler.Timed> inside) {
        if (inside.size() < 2) {
            return UNKNOWN;
        }
        ConnectionPoolSampler.Timed first = inside.getFirst();
        ConnectionPoolSampler.Timed last = inside.getLast();
        PoolReading between = last.reading().since(first.reading());
        double seconds = (last.wallMillis() - first.wallMillis()) / 1e3;
        return new ConnectionPoolUse(inside.size(), last.reading().poolSize(),
                seconds > 0 ? between.acquisitions() / seconds : Double.NaN, between.meanAcquireMillis(),
                last.reading().maxAcquireNanos() / 1e6, between.meanHeldMillis(),
                inside.stream().mapToInt(timed -> timed.reading().active()).average().orElse(Double.NaN),
                inside.stream().mapToInt(timed -> timed.reading().waiting()).average().orElse(Double.NaN),
                inside.stream().mapToInt(timed -> timed.reading().waiting()).max().orElse(-1),
                between.timeouts(), between.littlesBoundPerSecond());
    }

    /** Whether the pool was read in the window. */
    public boolean known() {
        return readings >= 2;
    }
}
