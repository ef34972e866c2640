package dev.vtbench.workload.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Optional;

/**
 * The accounts in PostgreSQL, through a HikariCP pool of a fixed size (as many connections open at start as ever,
 * HikariCP's advice for a steady load), with PostgreSQL's JDBC driver. Each query takes a connection for itself and
 * gives it back, timed by {@link ConnectionTimings}.
 */
public final class PooledAccountStore implements AccountStore {

    /** The name the server's connections carry in pg_stat_activity, so that the harness can count them apart. */
    public static final String APPLICATION_NAME = "vtbench-server";

    private static final String READ = "SELECT owner, balance, version FROM accounts WHERE id = ?";
    private static final String READ_FOR_UPDATE = READ + " FOR UPDATE";
    private static final String WRITE = "UPDATE accounts SET balance = ?, version = ? WHERE id = ?";
    /** Time the query spends in the database, as a read from disk or a heavier query would: the connection stays held. */
    private static final String SPEND = "SELECT pg_sleep(?)";

    private final DatabaseSettings settings;
    private final HikariDataSource pool;
    private final ConnectionTimings timings = new ConnectionTimings();

    private PooledAccountStore(DatabaseSettings settings, HikariDataSource pool) {
        this.settings = settings;
        this.pool = pool;
    }

    /**
     * Opens the pool. It does not wait for the database: connections are opened in the background, and a request
     * that finds none within the timeout fails with 503, so that a server starts (and says why /db fails) even when
     * its database is not up.
     */
    public static PooledAccountStore open(DatabaseSettings settings) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("vtbench-db");
        config.setJdbcUrl(settings.url());
        // Named, not found through DriverManager: in a war the driver sits in the application's class loader,
        // which DriverManager does not search.
        config.setDriverClassName("org.postgresql.Driver");
        config.setUsername(settings.user());
        config.setPassword(settings.password());
        config.setMaximumPoolSize(settings.poolSize());
        config.setMinimumIdle(settings.poolSize());
        config.setConnectionTimeout(settings.connectionTimeoutMs());
        config.setInitializationFailTimeout(-1);
        config.addDataSourceProperty("ApplicationName", APPLICATION_NAME);
        return new PooledAccountStore(settings, new HikariDataSource(config));
    }

    @Override
    public Optional<Account> read(long id, int inDatabaseMillis) throws SQLException {
        try (Timed timed = take(); PreparedStatement read = timed.connection.prepareStatement(READ)) {
            spend(timed.connection, inDatabaseMillis);
            return row(read, id);
        }
    }

    @Override
    public Optional<Account> deposit(long id, int inDatabaseMillis) throws SQLException {
        try (Timed timed = take()) {
            Connection connection = timed.connection;
            // Back on when the connection returns to the pool: HikariCP resets what a borrower changed.
            connection.setAutoCommit(false);
            try {
                Optional<Account> found;
                try (PreparedStatement read = connection.prepareStatement(READ_FOR_UPDATE)) {
                    found = row(read, id);
                }
                if (found.isEmpty()) {
                    connection.rollback();
                    return found;
                }
                spend(connection, inDatabaseMillis);
                Account before = found.get();
                Account after = new Account(id, before.owner(), before.balance() + Accounts.DEPOSIT_CENTS, before.version() + 1);
                try (PreparedStatement write = connection.prepareStatement(WRITE)) {
                    write.setLong(1, after.balance());
                    write.setLong(2, after.version());
                    write.setLong(3, id);
                    write.executeUpdate();
                }
                connection.commit();
                return Optional.of(after);
            } catch (SQLException | RuntimeException failed) {
                try {
                    connection.rollback();
                } catch (SQLException alsoFailed) {
                    failed.addSuppressed(alsoFailed);
                }
                throw failed;
            }
        }
    }

    /** {@code millis} in the database on {@code connection} (nothing for 0): a round trip of its own, the connection held. */
    private static void spend(Connection connection, int millis) throws SQLException {
        if (millis <= 0) {
            return;
        }
        try (PreparedStatement spend = connection.prepareStatement(SPEND)) {
            spend.setDouble(1, millis / 1000.0);
            spend.execute();
        }
    }

    private static Optional<Account> row(PreparedStatement statement, long id) throws SQLException {
        statement.setLong(1, id);
        try (ResultSet result = statement.executeQuery()) {
            return result.next()
                    ? Optional.of(new Account(id, result.getString(1), result.getLong(2), result.getLong(3)))
                    : Optional.empty();
        }
    }

    @Override
    public PoolReading poolReading() {
        HikariPoolMXBean gauges = pool.getHikariPoolMXBean();
        return gauges == null
                ? timings.reading(settings.poolSize(), 0, 0, 0, 0)
                : timings.reading(settings.poolSize(), gauges.getActiveConnections(), gauges.getIdleConnections(),
                        gauges.getTotalConnections(), gauges.getThreadsAwaitingConnection());
    }

    @Override
    public DatabaseSettings settings() {
        return settings;
    }

    @Override
    public String pool() {
        return "HikariCP " + LibraryVersion.of(HikariDataSource.class);
    }

    @Override
    public String driver() {
        return org.postgresql.util.DriverInfo.DRIVER_FULL_NAME;
    }

    @Override
    public void close() {
        pool.close();
    }

    private Timed take() throws SQLException {
        long asked = System.nanoTime();
        Connection connection;
        try {
            connection = pool.getConnection();
        } catch (SQLTransientConnectionException timedOut) {
            timings.timedOut();
            throw timedOut;
        }
        long handedOut = System.nanoTime();
        timings.acquired(handedOut - asked);
        return new Timed(connection, handedOut);
    }

    /** A pooled connection, timed from hand-out to return. */
    private final class Timed implements AutoCloseable {
        private final Connection connection;
        private final long handedOut;

        private Timed(Connection connection, long handedOut) {
            this.connection = connection;
            this.handedOut = handedOut;
        }

        @Override
        public void close() throws SQLException {
            try {
                connection.close();
            } finally {
                timings.released(System.nanoTime() - handedOut);
            }
        }
    }
}
