package dev.vtbench.harness.result;

import dev.vtbench.harness.metrics.ConnectionPoolUse;
import dev.vtbench.harness.metrics.DatabaseUse;

/**
 * What the database behind a server did through a window ({@code database}: its CPU, transactions, connections and
 * lock waits, read from PostgreSQL's own statistics), and what the server's connection pool did ({@code pool}, from
 * the server's {@code /db-pool}; unknown for a user's service, whose pool vtbench cannot read).
 */
public record DatabaseFigures(DatabaseUse database, ConnectionPoolUse pool) {

    public DatabaseFigures {
        database = database == null ? DatabaseUse.UNKNOWN : database;
        pool = pool == null ? ConnectionPoolUse.UNKNOWN : pool;
    }
}
