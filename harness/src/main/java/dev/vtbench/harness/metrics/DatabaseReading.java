package dev.vtbench.harness.metrics;

/**
 * One reading of a database's activity (PostgreSQL's pg_stat_database and pg_stat_activity), with the harness's wall
 * clock when it was taken. The counters are cumulative since the database started; the rest are counts at that moment,
 * of the connections of clients other than the harness's own.
 *
 * @param commits transactions committed (pg_stat_database.xact_commit)
 * @param rollbacks transactions rolled back (xact_rollback)
 * @param deadlocks deadlocks detected
 * @param connections client connections open
 * @param active connections running a query
 * @param idleInTransaction connections inside a transaction, between its statements
 * @param waitingOnLocks connections waiting for a lock (wait_event_type 'Lock': a row another transaction holds)
 */
public record DatabaseReading(long wallMillis, long commits, long rollbacks, long deadlocks, int connections, int active,
                              int idleInTransaction, int waitingOnLocks) {
}
