package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.db.AccountStore;
import dev.vtbench.workload.db.PoolReading;
import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import java.util.Optional;

/**
 * {@code GET /db-pool}: the connection pool's figures ({@link PoolReading}), so that the harness can tell a cell
 * limited by its pool (requests waiting, long waits for a connection) from one limited by its threads or the database.
 * Cheap: gauges and counters, no query.
 */
public final class DbPoolEndpoint implements Endpoint {

    private final Optional<AccountStore> store;

    public DbPoolEndpoint(Optional<AccountStore> store) {
        this.store = store;
    }

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        if (store.isEmpty()) {
            return DbEndpoint.noDatabase();
        }
        PoolReading reading = store.get().poolReading();
        return WorkloadResponse.json(200, new JsonObjectWriter()
                .number(PoolReading.POOL_SIZE, reading.poolSize())
                .number(PoolReading.ACTIVE, reading.active())
                .number(PoolReading.IDLE, reading.idle())
                .number(PoolReading.TOTAL, reading.total())
                .number(PoolReading.WAITING, reading.waiting())
                .number(PoolReading.ACQUISITIONS, reading.acquisitions())
                .number(PoolReading.ACQUIRE_NANOS, reading.acquireNanos())
                .number(PoolReading.MAX_ACQUIRE_NANOS, reading.maxAcquireNanos())
                .number(PoolReading.HELD_NANOS, reading.heldNanos())
                .number(PoolReading.TIMEOUTS, reading.timeouts())
                .toJson());
    }
}
