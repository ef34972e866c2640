package dev.vtbench.harness.metrics;

import dev.vtbench.workload.db.PoolReading;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Reads a vtbench server's connection pool ({@code GET /db-pool}, {@link ConnectionPoolFigures}) once a second while it
 * is loaded, so that each window has its pool's figures ({@link #within}). One small request a second beside hundreds:
 * below what a window can resolve. One daemon thread on the harness's cores; a reading that fails is simply missing.
 */
public final class ConnectionPoolSampler implements AutoCloseable {
    private static final long PERIOD_MILLIS = 1_000;

    /** A reading and the wall-clock millisecond it was asked for. */
    record Timed(long wallMillis, PoolReading reading) {}

    private final List<Timed> readings = new CopyOnWriteArrayList<>();
    private final Thread thread;
    private volatile boolean stopped;

    private ConnectionPoolSampler(Optional<String> baseUrl) {
        thread = baseUrl.map(url -> Thread.ofPlatform().daemon().name("vtbench-pool-sampler").start(() -> sample(url)))
                .orElse(null);
    }

    /** Samples the pool of the server at {@code baseUrl}; with none, samples nothing (every window's use is unknown). */
    public static ConnectionPoolSampler of(Optional<String> baseUrl) {
        return new ConnectionPoolSampler(baseUrl);
    }

    private void sample(String baseUrl) {
        while (!stopped) {
            long started = System.currentTimeMillis();
            ConnectionPoolFigures.read(baseUrl).ifPresent(reading -> readings.add(new Timed(started, reading)));
            try {
                Thread.sleep(Math.max(1, PERIOD_MILLIS - (System.currentTimeMillis() - started)));
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** The pool's figures from the readings taken between two wall-clock instants (epoch milliseconds). */
    public ConnectionPoolUse within(long fromMillis, long toMillis) {
        return ConnectionPoolUse.of(readings.stream().filter(r -> r.wallMillis() >= fromMillis && r.wallMillis() <= toMillis).toList());
    }

    @Override
    public void close() {
        stopped = true;
        if (thread != null) {
            thread.interrupt();
        }
    }
}
