package dev.vtbench.harness.view;

import dev.vtbench.harness.metrics.ConnectionPoolUse;
import dev.vtbench.harness.metrics.DatabaseUse;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.DatabaseFigures;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.Spread;

import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * summary.md's table of the database behind the cells that query one: per cell, the medians across its measured
 * windows (those left out included, as in the cells' table) of the database's CPU, transactions and connections (open, and
 * running a query), and of the server's connection pool (its size, the wait for a
 * connection, the time one was held, the requests waiting, and the throughput the pool allows by Little's law), beside
 * the cell's throughput, so that a reader sees how near the pool's bound each mode ran. Nothing where no cell has one.
 */
final class DatabaseTable {
    private DatabaseTable() {}

    static String render(List<CellResult> cells) {
        List<CellResult> queried = cells.stream().filter(cell -> !windows(cell).isEmpty()).toList();
        if (queried.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n### Database\n\n")
                .append("Medians across each cell's windows, as in the table above. The database's CPU is in percent of one core (it shares the ")
                .append("driver's cores, never the server's); the pool's figures are the server's own (`/db-pool`, read once a ")
                .append("second; a user's service reports none). The pool's bound is its size over the mean time a connection ")
                .append("was held (Little's law): a throughput near it, with requests waiting, is the pool's, not the threads'. ")
                .append("For a pool vtbench cannot read, the connections the database saw running a query stand in: all of them, ")
                .append("with more users than connections, and the pool set the pace.\n\n")
                .append("| cell | throughput req/s | database CPU % | transactions/s | connections (max) | running a query (max) | pool size "
                        + "| wait for a connection ms | held ms | requests waiting (max) | pool's bound req/s | timeouts |\n")
                .append("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (CellResult cell : queried) {
            List<DatabaseFigures> windows = windows(cell);
            md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s (%s) | %s (%s) | %s | %s | %s | %s (%s) | %s | %s |%n", cell.cell(),
                    figure(cell.throughput().median(), 0),
                    figure(database(windows, DatabaseUse::cpuPercent), 0), figure(database(windows, DatabaseUse::transactionsPerSecond), 0),
                    figure(database(windows, DatabaseUse::meanConnections), 1), figure(database(windows, use -> count(use.maxConnections())), 0),
                    figure(database(windows, DatabaseUse::meanActive), 1), figure(database(windows, use -> count(use.maxActive())), 0),
                    figure(pool(windows, use -> count(use.poolSize())), 0),
                    figure(pool(windows, ConnectionPoolUse::meanAcquireMillis), 2), figure(pool(windows, ConnectionPoolUse::meanHeldMillis), 2),
                    figure(pool(windows, ConnectionPoolUse::meanWaiting), 1), figure(pool(windows, use -> count(use.maxWaiting())), 0),
                    figure(pool(windows, ConnectionPoolUse::boundPerSecond), 0),
                    figure(pool(windows, use -> count(use.timeouts())), 0)));
        }
        return md.toString();
    }

    private static List<DatabaseFigures> windows(CellResult cell) {
        return cell.repetitions().stream().filter(r -> r.load() != null && r.windowOpened()).map(Repetition::database)
                .filter(java.util.Objects::nonNull).toList();
    }

    private static double database(List<DatabaseFigures> windows, ToDoubleFunction<DatabaseUse> figure) {
        return Spread.of(windows.stream().map(w -> figure.applyAsDouble(w.database())).filter(Double::isFinite).toList()).median();
    }

    private static double pool(List<DatabaseFigures> windows, ToDoubleFunction<ConnectionPoolUse> figure) {
        return Spread.of(windows.stream().filter(w -> w.pool().known()).map(w -> figure.applyAsDouble(w.pool()))
                .filter(Double::isFinite).toList()).median();
    }

    /** A count as a figure: -1, a count that could not be taken, is none. */
    private static double count(long value) {
        return value < 0 ? Double.NaN : value;
    }

    private static String figure(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%." + decimals + "f", value) : "-";
    }
}
