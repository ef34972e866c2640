package dev.vtbench.workload.db;

import java.sql.SQLException;
import java.util.Optional;

/**
 * The queries {@code /db} runs, whatever holds the accounts: the database through a connection pool
 * ({@link PooledAccountStore}), or a test's map.
 */
public interface AccountStore extends AutoCloseable {

    /** A point read by key; empty when no account has that id. */
    Optional<Account> read(long id) throws SQLException;

    /**
     * A read-modify-write transaction: reads the row for update, adds {@link Accounts#DEPOSIT_CENTS} to its balance
     * and one to its version, writes it back and commits. Empty (and nothing written) when no account has that id.
     */
    Optional<Account> deposit(long id) throws SQLException;

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
