package dev.vtbench.harness;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.driver.GatlingRun;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.run.CellRunner;
import dev.vtbench.harness.run.RunSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static dev.vtbench.harness.HarnessProcess.logSays;
import static dev.vtbench.harness.HarnessProcess.start;
import static dev.vtbench.harness.HarnessProcess.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Faults around the load and the harness itself: the Gatling driver JVM killed mid-load, and the harness stopped
 * (SIGTERM, as Ctrl-C does) while a cell's server starts and while it is verified. Each is triggered by what the test
 * sees (the driver's first report of requests, the server container's appearance, the harness's phase), never after a
 * fixed sleep. The second test also holds ResumeIT's "killedRunLeavesNoContainerAndResumeFinishesIt" (a harness stopped
 * mid-run leaves no container, and `--resume` runs only the cells with no result, keeping the one measured before).
 */
@org.junit.jupiter.api.extension.ExtendWith(StopsLeftoverHarnesses.class)
class DriverFaultIT {
    private static final LoadSpec LOAD = LoadSpec.closed(20, Warmup.fixed(2), 8);
    private static final String FIRST = "plain-jdk/temurin-25/pool/cpu-1/hello/c20";
    private static final String SECOND = "plain-jdk/temurin-25/virtual/cpu-1/hello/c20";
    private static final long ME = ProcessHandle.current().pid();

    @TempDir
    Path dir;

    @Test
    void driverKilledMidLoadFailsItsCellRecordsNoFigureAndTheNextCellRuns() throws Exception {
        Cell first = TestMatrix.cell("plain-jdk", "temurin-25", "pool", "cpu-1", "hello", LOAD);
        // The next cell only has to be measured: the shortest load will do (the first needed 5 s for Gatling's first report).
        Cell next = TestMatrix.cell("plain-jdk", "temurin-25", "virtual", "cpu-1", "hello", LoadSpec.closed(20, Warmup.fixed(1), 3));
        CellRunner runner = new CellRunner(TestMatrix.IMAGES, new GatlingRun(TestMatrix.DEFINITIONS.root()),
                new RunSettings(1, ImageSource.HERMETIC));
        Path firstFolder = dir.resolve("run/killed");
        CompletableFuture<Long> killed = CompletableFuture.supplyAsync(() -> killTheDriverOnceItReportsRequests(firstFolder.resolve("rep-1")));
        CellResult result = runner.run(first, firstFolder);
        assertThat(killed.get(10, TimeUnit.SECONDS)).as("the driver was found under load and killed").isPositive();
        assertThat(result.status()).as("status of a cell whose driver died: %s", result.reason()).isEqualTo(CellStatus.FAILED);
        assertThat(result.reason()).as("the reason says the driver died, how, and where its log is")
                .contains(first.id()).contains("the Gatling driver died of signal 9 (SIGKILL)").contains("nothing of this load is recorded")
                .contains("gatling.log");
        assertThat(result.repetitions()).as("nothing misreported as a measurement").isEmpty();
        assertThat(result.throughput().isMissing()).as("no throughput figure").isTrue();
        assertThat(HarnessContainers.describe(HarnessContainers.leftBy(ME))).as("containers left by the cell whose driver died").isEmpty();

        CellResult after = runner.run(next, dir.resolve("run/next"));
        assertThat(after.status()).as("the next cell runs and is measured: %s", after.reason()).isEqualTo(CellStatus.MEASURED);
        assertThat(HarnessContainers.describe(HarnessContainers.leftBy(ME))).as("containers left after the next cell").isEmpty();
    }

    @Test
    void harnessStoppedWhileAServerStartsOrIsVerifiedLeavesNothingAndResumeRunsTheCell() throws Exception {
        Path matrix = Files.writeString(dir.resolve("two-cells.properties"), TestMatrix.tinyMatrix("pool virtual", "hello", 1));
        Path out = dir.resolve("run");
        Path firstLog = dir.resolve("start.log");
        Process harness = start(firstLog, "run", "--matrix", matrix.toString(), "--out", out.toString());
        // The round's order is drawn at random: the second cell is whichever server starts second.
        waitUntil(() -> HarnessProcess.announced(firstLog, "start").size() == 2 && !HarnessContainers.of(harness.pid(), "server").isEmpty(), 240,
                "the second cell's server container appears", firstLog);
        List<String> order = HarnessProcess.announced(firstLog, "start");
        String first = order.get(0);
        String second = order.get(1);
        stopAndExpectNothingOf(second, first, harness, out, "while the second cell's server starts", firstLog);
        String firstStartedAt = ResultsFolder.open(out).cells().get(0).context().startedAt();

        Path resumeLog = dir.resolve("verify.log");
        Process resumed = start(resumeLog, "run", "--resume", out.toString());
        waitUntil(() -> HarnessProcess.announced(resumeLog, "verify").contains(second), 240, "the second cell is being verified", resumeLog);
        assertThat(HarnessProcess.announced(resumeLog, "start")).as("--resume starts only the cell with no result").containsExactly(second);
        stopAndExpectNothingOf(second, first, resumed, out, "while the second cell's server is verified", resumeLog);

        Path lastLog = dir.resolve("finish.log");
        Process finished = start(lastLog, "run", "--resume", out.toString());
        assertThat(finished.waitFor(240, TimeUnit.SECONDS)).as("the last --resume finishes").isTrue();
        assertThat(finished.exitValue()).as("exit code of the last --resume; its log: %s", Files.readString(lastLog)).isZero();
        List<CellResult> cells = ResultsFolder.open(out).cells();
        assertThat(cells).extracting(CellResult::cell).as("both cells, the interrupted one run by --resume")
                .containsExactlyInAnyOrder(FIRST, SECOND);
        CellResult firstResult = cells.stream().filter(cell -> cell.cell().equals(first)).findFirst().orElseThrow();
        CellResult secondResult = cells.stream().filter(cell -> cell.cell().equals(second)).findFirst().orElseThrow();
        assertThat(firstResult.context().startedAt()).as("the first cell's result is the one measured before the stops, not run again")
                .isEqualTo(firstStartedAt);
        assertThat(secondResult.status()).as("the interrupted cell, run again").isEqualTo(CellStatus.MEASURED);
        assertThat(HarnessContainers.describe(HarnessContainers.leftBy(finished.pid()))).as("containers left by the last run").isEmpty();
    }

    private static void stopAndExpectNothingOf(String second, String first, Process harness, Path out, String when, Path log) throws Exception {
        harness.destroy();
        assertThat(harness.waitFor(60, TimeUnit.SECONDS)).as("the harness stops on SIGTERM " + when).isTrue();
        assertThat(HarnessContainers.describe(HarnessContainers.leftBy(harness.pid()))).as("containers left after SIGTERM " + when).isEmpty();
        List<CellResult> cells = ResultsFolder.open(out).cells();
        assertThat(cells).extracting(CellResult::cell).as("recorded after SIGTERM %s (log: %s)", when, Files.readString(log))
                .containsExactly(first);
        assertThat(cells.get(0).status()).as("the first cell, measured before the stop").isEqualTo(CellStatus.MEASURED);
        assertThat(second).isNotEqualTo(first);
    }

    /**
     * Waits for the driver JVM writing into {@code repetition} to print its first report of requests (Gatling prints one
     * every 5 s: the load is on), then kills it with SIGKILL; returns its pid, or 0 if it never appeared.
     */
    private static long killTheDriverOnceItReportsRequests(Path repetition) {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline) {
            Optional<ProcessHandle> driver = ProcessHandle.current().descendants().filter(p -> commandLine(p)
                    .contains("-Dvtbench.statsFile=" + repetition.resolve("stats.json"))).findFirst();
            if (driver.isPresent() && logSays(repetition.resolve("gatling.log"), "---- Requests")) {
                driver.get().destroyForcibly();
                return driver.get().pid();
            }
            pause();
        }
        return 0;
    }

    /** The whole command line from /proc: ProcessHandle's stops at 4,096 characters, before the driver's class path ends. */
    private static String commandLine(ProcessHandle process) {
        try {
            return new String(Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "cmdline"))).replace('\0', ' ');
        } catch (java.io.IOException e) {
            return "";
        }
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
