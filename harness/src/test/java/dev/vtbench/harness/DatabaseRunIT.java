package dev.vtbench.harness;

import dev.vtbench.harness.docker.DatabaseContainer;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.metrics.ConnectionPoolUse;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.DatabaseFigures;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.run.MatrixRun;
import dev.vtbench.harness.run.RunSettings;
import dev.vtbench.harness.verify.ParityLimit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The db scenario end to end, at the smallest scale that still runs every part: plain-jdk on temurin-25, pool and
 * virtual, cpu-1, 40 users through a connection pool of 10 to PostgreSQL started once for the run on the driver's core.
 * Each server is proven against the seeded data before load (a failed check fails the cell), and each window carries
 * what the database and the pool did. Asserted only what holds however slow the machine: every request holds one
 * connection (so the pool hands out about as many connections as requests complete), no pool serves beyond its
 * Little's-law bound, both modes report the same pool, and the run leaves no database behind.
 */
class DatabaseRunIT {
    private static final int USERS = 40;
    /** A fixed warm-up: this test is about the database's plumbing, not about when a rate is steady. */
    private static final LoadSpec LOAD = LoadSpec.closed(USERS, Warmup.fixed(10), 8);

    @TempDir
    static Path folder;
    static ResultsFolder results;
    static List<dev.vtbench.harness.matrix.Cell> cells;

    @BeforeAll
    static void runTheDatabaseCells() {
        cells = List.of(
                TestMatrix.cell("plain-jdk", "temurin-25", "pool", "cpu-1", "db", LOAD),
                TestMatrix.cell("plain-jdk", "temurin-25", "virtual", "cpu-1", "db", LOAD));
        results = new MatrixRun(TestMatrix.DEFINITIONS, new RunSettings(1, ImageSource.HERMETIC)).run(cells, folder.resolve("run"));
    }

    @Test
    void bothModesWereProvenAgainstTheSeedAndMeasured() {
        assertThat(results.cells()).hasSize(2);
        for (CellResult cell : results.cells()) {
            assertThat(cell.status()).as("%s: %s", cell.cell(), cell.reason()).isEqualTo(CellStatus.MEASURED);
            assertThat(cell.verification()).as("%s: the queries were checked before load", cell.cell())
                    .anyMatch(check -> check.contains("/db-pool") && check.contains("poolSize 10"));
        }
    }

    @Test
    void eachWindowCarriesTheDatabasesAndThePoolsFigures() {
        for (CellResult cell : results.cells()) {
            for (Repetition repetition : cell.repetitions()) {
                // The run's own database waits on the driver's cores between servers: part of what is measured, not noise.
                assertThat(repetition.noise()).as("%s rep %d: noise", cell.cell(), repetition.index())
                        .noneMatch(note -> note.contains("the database"));
                DatabaseFigures figures = repetition.database();
                assertThat(figures).as("%s rep %d: database figures", cell.cell(), repetition.index()).isNotNull();
                assertThat(figures.database().transactionsPerSecond()).as("%s: the database committed", cell.cell()).isPositive();
                assertThat(figures.database().cpuPercent()).as("%s: the database's CPU was read", cell.cell()).isNotNaN();
                ConnectionPoolUse pool = figures.pool();
                assertThat(pool.known()).as("%s: /db-pool was read in the window", cell.cell()).isTrue();
                assertThat(pool.poolSize()).isEqualTo(10);
                assertThat(pool.meanActive()).as("%s: no more connections in use than the pool has", cell.cell()).isLessThanOrEqualTo(10);
                double throughput = repetition.load().throughputPerSecond();
                // One connection per request: the pool's hand-outs and the driver's completions count the same requests,
                // over windows that differ by up to the pool's one-second reading period.
                assertThat(pool.acquisitionsPerSecond()).as("%s: connections handed out per second against %.0f req/s", cell.cell(), throughput)
                        .isBetween(0.5 * throughput, 1.5 * throughput);
                // Little's law: connections / time each is held bounds what the pool can serve.
                assertThat(throughput).as("%s: at most the pool's bound %.0f req/s", cell.cell(), pool.boundPerSecond())
                        .isLessThanOrEqualTo(1.2 * pool.boundPerSecond());
            }
        }
    }

    @Test
    void theModesReportTheSameConnectionPoolAsALimit() {
        for (CellResult cell : results.cells()) {
            assertThat(cell.context().parity().limit("database.pool.size")).as("%s /limits", cell.cell())
                    .map(ParityLimit::value).contains("10");
        }
    }

    @Test
    void theSummaryHasTheDatabaseTableAndTheRunLeftNoDatabase() throws IOException, InterruptedException {
        assertThat(Files.readString(results.path().resolve("summary.md"))).contains("### Database").contains("pool's bound req/s");
        // One database for the run, its log in the folder of the cell that first needed it (the rounds' order is random).
        assertThat(cells.stream().map(cell -> results.cellFolder(cell.folderName()).resolve("database.log")).filter(Files::isRegularFile).toList()).as("the database's log").hasSize(1);
        // The engine removes a stopped container asynchronously: up to 10 s.
        List<?> left = HarnessContainers.of(ProcessHandle.current().pid(), DatabaseContainer.ROLE);
        for (int i = 0; i < 20 && !left.isEmpty(); i++) {
            Thread.sleep(500);
            left = HarnessContainers.of(ProcessHandle.current().pid(), DatabaseContainer.ROLE);
        }
        assertThat(left).as("database containers left").isEmpty();
    }
}
