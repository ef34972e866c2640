package dev.vtbench.workload.db;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The seed's accounts in a map, with the pool figures a test sets: {@code /db} without a database. */
public final class SeededAccounts implements AccountStore {

    private final Map<Long, Account> rows = new ConcurrentHashMap<>();
    private final DatabaseSettings settings;
    private volatile PoolReading reading;
    private volatile boolean closed;

    public SeededAccounts(int rows, int poolSize) {
        for (long id = 1; id <= rows; id++) {
            this.rows.put(id, new Account(id, Accounts.owner(id), Accounts.initialBalance(id), 0));
        }
        this.settings = new DatabaseSettings("jdbc:postgresql://127.0.0.1:5432/vtbench", "vtbench", "secret", poolSize, 30_000);
        this.reading = new PoolReading(poolSize, 0, poolSize, poolSize, 0, 0, 0, 0, 0, 0);
    }

    @Override
    public Optional<Account> read(long id, int inDatabaseMillis) {
        spend(inDatabaseMillis);
        return Optional.ofNullable(rows.get(id));
    }

    @Override
    public Optional<Account> deposit(long id, int inDatabaseMillis) {
        spend(inDatabaseMillis);
        return Optional.ofNullable(rows.computeIfPresent(id, (key, row) ->
                new Account(key, row.owner(), row.balance() + Accounts.DEPOSIT_CENTS, row.version() + 1)));
    }

    /** The map's stand-in for time in the database: the calling thread waits, as it would for the database's answer. */
    private static void spend(int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    void setReading(PoolReading reading) {
        this.reading = reading;
    }

    @Override
    public PoolReading poolReading() {
        return reading;
    }

    @Override
    public DatabaseSettings settings() {
        return settings;
    }

    @Override
    public String pool() {
        return "a map";
    }

    @Override
    public String driver() {
        return "none";
    }

    boolean closed() {
        return closed;
    }

    @Override
    public void close() {
        closed = true;
    }
}
