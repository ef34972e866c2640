package dev.vtbench.workload.limits;

import dev.vtbench.workload.db.AccountStore;
import dev.vtbench.workload.db.DatabaseSettings;

import java.util.List;
import java.util.Optional;

/**
 * The limits of the server's database connections, where it has a database: the connection pool's size (every
 * {@code /db} request holds one of them, so that the pool caps throughput at its size over the time one is held,
 * whatever the threads) and how long a request waits for one before it fails. Both come from the same VTBENCH_DB_*
 * variables in every mode, and the harness compares them between modes as any other limit.
 */
public final class DatabaseLimits {
    public static final String POOL_SIZE = "database.pool.size";
    public static final String CONNECTION_TIMEOUT = "database.pool.connectionTimeoutMs";

    private DatabaseLimits() {}

    /** The limits of {@code accounts}' pool; none for a server without a database. */
    public static RuntimeLimits of(Optional<AccountStore> accounts) {
        return () -> accounts.map(store -> {
            DatabaseSettings settings = store.settings();
            String pool = store.pool();
            return List.of(
                    new ServerLimit(POOL_SIZE, LimitKind.CONNECTION_POOL, settings.poolSize(),
                            pool + "'s maximum pool size, from " + DatabaseSettings.POOL_SIZE),
                    new ServerLimit(CONNECTION_TIMEOUT, LimitKind.CONNECTION_POOL, settings.connectionTimeoutMs(),
                            pool + "'s connection timeout, from " + DatabaseSettings.CONNECTION_TIMEOUT_MS + ": a request that waits longer for a connection fails"));
        }).orElse(List.of());
    }
}
