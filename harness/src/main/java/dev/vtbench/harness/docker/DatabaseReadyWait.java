package dev.vtbench.harness.docker;

import org.testcontainers.containers.ContainerLaunchException;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Waits until the database accepts a connection on its TCP port and answers a query. Its image seeds the database
 * before it listens on TCP at all, so this also means seeded. If the container stops first, says how, and what its
 * exit code means (2: a bad setting; 3: a seed file failed), with its log's path.
 */
final class DatabaseReadyWait extends AbstractWaitStrategy {
    /** The image's exit code for a seed file that failed (start-database.sh). */
    static final long SEED_FAILED = 3;
    /** The image's exit code for a bad setting. */
    static final long BAD_SETTING = 2;

    private final Supplier<DatabaseConnection> connection;
    private final Path logFile;
    private final Optional<Path> seedFile;

    DatabaseReadyWait(Supplier<DatabaseConnection> connection, Optional<Path> seedFile, Path logFile) {
        this.connection = connection;
        this.seedFile = seedFile;
        this.logFile = logFile;
    }

    @Override
    protected void waitUntilReady() {
        DatabaseConnection target = connection.get();
        long deadline = System.nanoTime() + startupTimeout.toNanos();
        SQLException last = null;
        while (System.nanoTime() < deadline) {
            if (!waitStrategyTarget.isRunning()) {
                var state = waitStrategyTarget.getDockerClient().inspectContainerCmd(waitStrategyTarget.getContainerId()).exec();
                throw new ContainerLaunchException("the database container stopped before it accepted connections: "
                        + ContainerEnd.describe(state) + meaning(state.getState() == null ? null : state.getState().getExitCodeLong())
                        + "; its log is at " + logFile);
            }
            try (Connection open = DatabaseQueries.connect(target, "vtbench-readiness"); Statement statement = open.createStatement()) {
                statement.execute("SELECT 1");
                return;
            } catch (SQLException notYet) {
                last = notYet;
            }
            sleep();
        }
        throw new ContainerLaunchException("the database at " + target.jdbcUrl() + " did not accept a connection within "
                + startupTimeout.toSeconds() + " s (last: " + (last == null ? "none tried" : last.getMessage())
                + ")" + seedFile.map(file -> "; seeding " + file + " may need longer").orElse("") + ": its log is at " + logFile);
    }

    private String meaning(Long exitCode) {
        if (exitCode == null) {
            return "";
        }
        if (exitCode == SEED_FAILED) {
            return " (the seed file " + seedFile.map(Path::toString).orElse("") + " failed: the log names the statement; correct the file)";
        }
        return exitCode == BAD_SETTING ? " (a setting of the container was refused: the log says which)" : "";
    }

    private static void sleep() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ContainerLaunchException("interrupted while waiting for the database", e);
        }
    }
}
