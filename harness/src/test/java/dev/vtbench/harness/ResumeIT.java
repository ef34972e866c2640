package dev.vtbench.harness;

import com.github.dockerjava.api.model.Container;
import dev.vtbench.harness.docker.DockerEngine;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Stopping the harness mid-run (SIGTERM, as Ctrl-C does) leaves no container behind and loses nothing measured;
 * `--resume` then finishes the run, running only the cells that had no result.
 */
class ResumeIT {
    private static final String MATRIX = TestMatrix.tinyMatrix("pool virtual");

    @TempDir
    Path dir;

    @org.junit.jupiter.api.AfterEach
    void stopHarnessesLeftRunning() throws InterruptedException {
        HarnessProcess.stopLeftovers();
    }

    @Test
    void killedRunLeavesNoContainerAndResumeFinishesIt() throws Exception {
        Path matrix = Files.writeString(dir.resolve("two-cells.properties"), MATRIX);
        Path out = dir.resolve("run");
        Process harness = HarnessProcess.start(dir.resolve("first.log"), "run", "--matrix", matrix.toString(), "--out", out.toString());
        waitUntil(() -> cellsDone(out) == 1 && serverRunning(harness.pid()), 240,
                "the first cell finished and the second cell's server is up");
        harness.destroy();
        assertThat(harness.waitFor(60, TimeUnit.SECONDS)).as("the harness stops on SIGTERM").isTrue();
        assertThat(containersOf(harness.pid())).as("containers left after the harness was stopped").isEmpty();
        CellResult first = ResultsFolder.open(out).cells().get(0);
        assertThat(first.status()).isEqualTo(CellStatus.MEASURED);

        Process resumed = HarnessProcess.start(dir.resolve("resume.log"), "run", "--resume", out.toString());
        assertThat(resumed.waitFor(240, TimeUnit.SECONDS)).as("the resumed run finishes").isTrue();
        assertThat(resumed.exitValue()).as("exit code of --resume; its log: %s", Files.readString(dir.resolve("resume.log"))).isZero();
        List<CellResult> cells = ResultsFolder.open(out).cells();
        assertThat(cells).extracting(CellResult::cell).as("both cells, the first not run again")
                .containsExactly("plain-jdk/temurin-25/pool/cpu-1/hello/c20", "plain-jdk/temurin-25/virtual/cpu-1/hello/c20");
        assertThat(cells.get(0).context().startedAt()).as("the first cell's result is the one measured before the stop")
                .isEqualTo(first.context().startedAt());
        assertThat(cells.get(1).status()).isEqualTo(CellStatus.MEASURED);
        assertThat(containersOf(resumed.pid())).as("containers left after the resumed run").isEmpty();
    }


    private static int cellsDone(Path out) {
        try {
            return ResultsFolder.open(out).cells().size();
        } catch (RuntimeException e) {
            return 0;
        }
    }

    private static boolean serverRunning(long harnessPid) {
        return DockerEngine.client().listContainersCmd().withLabelFilter(Map.of(HostContainer.LABEL + ".role", "server",
                HostContainer.HARNESS_PID_LABEL, Long.toString(harnessPid))).exec().stream().anyMatch(c -> "running".equals(c.getState()));
    }

    private static List<Container> containersOf(long harnessPid) throws InterruptedException {
        // docker removes a stopped container asynchronously: give it a moment before calling one a leak.
        List<Container> left = List.of();
        for (int i = 0; i < 20; i++) {
            left = DockerEngine.client().listContainersCmd().withShowAll(true)
                    .withLabelFilter(Map.of(HostContainer.HARNESS_PID_LABEL, Long.toString(harnessPid))).exec();
            if (left.isEmpty()) {
                break;
            }
            Thread.sleep(500);
        }
        return left;
    }

    private static void waitUntil(java.util.function.BooleanSupplier condition, int seconds, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waiting until " + what).isLessThan(deadline);
            Thread.sleep(200);
        }
    }
}
