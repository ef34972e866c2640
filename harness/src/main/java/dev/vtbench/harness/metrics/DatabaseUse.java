package dev.vtbench.harness.metrics;

/**
 * What the database did during a window: its CPU (in percent of one core, through its engine's stats as for the
 * backend), its transactions per second, and its connections (mean and most), those running a query, and those waiting
 * for a lock. NaN (or -1 for a count) where no figure could be taken: fewer than two readings in the window.
 *
 * @param seconds the time between the window's first and last reading of the database
 * @param transactionsPerSecond commits and rollbacks per second (the harness's own one query a second included)
 * @param rollbacksPerSecond of which rolled back
 * @param deadlocks deadlocks detected in the window
 */
public record DatabaseUse(double seconds, double cpuPercent, double transactionsPerSecond, double rollbacksPerSecond,
                          long deadlocks, double meanConnections, int maxConnections, double meanActive, int maxActive,
                          double meanWaitingOnLocks, int maxWaitingOnLocks) {

    public static final DatabaseUse UNKNOWN = new DatabaseUse(0, Double.NaN, Double.NaN, Double.NaN, -1, Double.NaN, -1,
            Double.NaN, -1, Double.NaN, -1);

    /** The figures of {@code readings} (those of one window, oldest first) beside the database's CPU over the window. */
    static DatabaseUse of(java.util.List<DatabaseReading> readings, double cpuPercent) {
        if (readings.size() < 2) {
            return new DatabaseUse(0, cpuPercent, Double.NaN, Double.NaN, -1, Double.NaN, -1, Double.NaN, -1, Double.NaN, -1);
        }
        DatabaseReading first = readings.getFirst();
        DatabaseReading last = readings.getLast();
        double seconds = (last.wallMillis() - first.wallMillis()) / 1e3;
        double transactions = CpuRate.increase(first.commits() + first.rollbacks(), last.commits() + last.rollbacks());
        double rollbacks = CpuRate.increase(first.rollbacks(), last.rollbacks());
        return new DatabaseUse(seconds, cpuPercent, seconds > 0 ? transactions / seconds : Double.NaN,
                seconds > 0 ? rollbacks / seconds : Double.NaN, last.deadlocks() - first.deadlocks(),
                readings.stream().mapToInt(DatabaseReading::connections).average().orElse(Double.NaN),
                readings.stream().mapToInt(DatabaseReading::connections).max().orElse(-1),
                readings.stream().mapToInt(DatabaseReading::active).average().orElse(Double.NaN),
                readings.stream().mapToInt(DatabaseReading::active).max().orElse(-1),
                readings.stream().mapToInt(DatabaseReading::waitingOnLocks).average().orElse(Double.NaN),
                readings.stream().mapToInt(DatabaseReading::waitingOnLocks).max().orElse(-1));
    }
}
