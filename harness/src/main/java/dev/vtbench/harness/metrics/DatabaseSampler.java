package dev.vtbench.harness.metrics;

import dev.vtbench.harness.docker.DatabaseConnection;
import dev.vtbench.harness.docker.DatabaseContainer;
import dev.vtbench.harness.docker.DatabaseQueries;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Follows a database container through a run: its CPU through its engine's stats (as the backend's), and once a
 * second its transactions, connections and lock waits through one query of PostgreSQL's statistics views, on one
 * connection of the harness's own (named {@value #APPLICATION_NAME}, and left out of the counts). The figures of a
 * window are computed afterwards ({@link #within}), as {@link ResourceSampler}'s are. A reading that fails (the
 * database restarting, gone) is skipped and the connection opened again at the next; closing stops both.
 */
public final class DatabaseSampler implements AutoCloseable {
    static final String APPLICATION_NAME = "vtbench-sampler";
    private static final long PERIOD_MILLIS = 1_000;

    /**
     * One round trip, a few microseconds of the database's CPU; the harness's own connection is not counted. PostgreSQL
     * adds a busy connection's transactions to pg_stat_database about once a second, so a window's rate is good to
     * about a second's worth of its transactions.
     */
    static final String QUERY = """
            SELECT d.xact_commit, d.xact_rollback, d.deadlocks, a.connections, a.active, a.idle_in_transaction, a.waiting_on_locks
            FROM pg_stat_database d,
                 (SELECT count(*) AS connections,
                         count(*) FILTER (WHERE state = 'active') AS active,
                         count(*) FILTER (WHERE state LIKE 'idle in transaction%%') AS idle_in_transaction,
                         count(*) FILTER (WHERE wait_event_type = 'Lock') AS waiting_on_locks
                  FROM pg_stat_activity
                  WHERE backend_type = 'client backend' AND application_name <> '%s') a
            WHERE d.datname = current_database()""".formatted(APPLICATION_NAME);

    private final DatabaseConnection database;
    private final EngineStats cpu;
    private final List<DatabaseReading> readings = new ArrayList<>();
    private final Thread poller;
    private volatile boolean closed;
    private volatile String lastProblem;

    private DatabaseSampler(DatabaseConnection database, EngineStats cpu) {
        this.database = database;
        this.cpu = cpu;
        this.poller = Thread.ofPlatform().daemon().name("vtbench-database-sampler").unstarted(this::poll);
    }

    /** Starts following {@code container}, which must be running. */
    public static DatabaseSampler start(DatabaseContainer container) {
        DatabaseSampler sampler = new DatabaseSampler(container.connection(), EngineStats.of(container));
        sampler.poller.start();
        return sampler;
    }

    /** The figures between two wall-clock instants (epoch milliseconds), from the readings inside them. */
    public DatabaseUse within(long fromMillis, long toMillis) {
        List<DatabaseReading> inside;
        synchronized (readings) {
            inside = readings.stream().filter(r -> r.wallMillis() >= fromMillis && r.wallMillis() <= toMillis).toList();
        }
        return DatabaseUse.of(inside, CpuRate.percentOfOneCore(cpu.within(fromMillis, toMillis)));
    }

    /** Every reading so far, oldest first. */
    public List<DatabaseReading> readings() {
        synchronized (readings) {
            return List.copyOf(readings);
        }
    }

    /** Why the last reading failed, if it did: for a report that has too few readings to say anything. */
    public Optional<String> lastProblem() {
        return Optional.ofNullable(lastProblem);
    }

    private void poll() {
        Connection connection = null;
        while (!closed) {
            long started = System.currentTimeMillis();
            try {
                if (connection == null || connection.isClosed()) {
                    connection = DatabaseQueries.connect(database, APPLICATION_NAME);
                }
                DatabaseReading reading = read(connection, System.currentTimeMillis());
                synchronized (readings) {
                    readings.add(reading);
                }
                lastProblem = null;
            } catch (SQLException e) {
                lastProblem = "reading " + database.jdbcUrl() + " failed: " + e.getMessage();
                closeQuietly(connection);
                connection = null;
            }
            try {
                Thread.sleep(Math.max(0, PERIOD_MILLIS - (System.currentTimeMillis() - started)));
            } catch (InterruptedException e) {
                break;
            }
        }
        closeQuietly(connection);
    }

    static DatabaseReading read(Connection connection, long wallMillis) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(QUERY)) {
            if (!row.next()) {
                throw new SQLException("pg_stat_database has no row for the current database");
            }
            return new DatabaseReading(wallMillis, row.getLong(1), row.getLong(2), row.getLong(3), row.getInt(4),
                    row.getInt(5), row.getInt(6), row.getInt(7));
        }
    }

    private static void closeQuietly(Connection connection) {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                // the connection is gone either way
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        poller.interrupt();
        try {
            poller.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            cpu.close();
        }
    }
}
