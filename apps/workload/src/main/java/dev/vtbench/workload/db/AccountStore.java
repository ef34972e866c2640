package dev.vtbench.workload.db;

import java.sql.SQLException;
import java.util.Optional;

/**
 * The queries {@code /db} runs, whatever holds the accounts: the database through a connection pool
 * ({@link PooledAccountStore}), or a test's map.
 */
public interface AccountStore extends AutoCloseable {

    /**
     * A point read by key; empty when no account has that id. The query holds its connection at least
     * {@code inDatabaseMillis} in the database (0: only as long as the read takes).
     */
    Optional<Account> read(long id, int inDatabaseMillis) throws SQLException;

    /**
     * A read-modify-write transaction: reads the row for update, spends at least {@code inDatabaseMillis} in the
     * database holding its lock, adds {@link Accounts#DEPOSIT_CENTS} to its balance and one to its version, writes it
     * back and commits. Empty (and nothing written) when no account has that id.
     */
    Optional<Account> deposit(long id, int inDatabaseMillis) throws SQLException;

    /** A point read that takes only as long as the read. */
    default Optional<Account> read(long id) throws SQLException {
        return read(id, 0);
    }

    /** A deposit that takes only as long as its queries. */
    default Optional<Account> deposit(long id) throws SQLException {
        return deposit(id, 0);
    }

    /** The pool's own figures, as {@code /db-pool} reports them. */
    PoolReading poolReading();

    /** What {@code /info} says of the store: the pool, its size and settings. */
    DatabaseSettings settings();

    /** The connection pool and its version, for example {@code HikariCP 7.1.0}. */
    String pool();

    /** The JDBC driver and its version, for example {@code PostgreSQL JDBC Driver 42.7.14}. */
    String driver();

    @Override
    void close();
}
