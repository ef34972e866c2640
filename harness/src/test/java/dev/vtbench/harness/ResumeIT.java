package dev.vtbench.harness;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Stopping the harness mid-run (SIGTERM, as Ctrl-C does) leaves no container behind and loses nothing measured;
 * `--resume` then finishes the run, running only the cells that had no result.
 */
@org.junit.jupiter.api.extension.ExtendWith(StopsLeftoverHarnesses.class)
class ResumeIT {
    private static final String MATRIX = TestMatrix.tinyMatrix("pool virtual");

    @TempDir
    Path dir;

    @Test
    void killedRunLeavesNoContainerAndResumeFinishesIt() throws Exception {
        Path matrix = Files.writeString(dir.resolve("two-cells.properties"), MATRIX);
        Path out = dir.resolve("run");
        Process harness = HarnessProcess.start(dir.resolve("first.log"), "run", "--matrix", matrix.toString(), "--out", out.toString());
        waitUntil(() -> cellsDone(out) == 1 && HarnessContainers.of(harness.pid(), "server").stream().anyMatch(c -> "running".equals(c.getState())), 240,
                "the first cell finished and the second cell's server is up");
        harness.destroy();
        assertThat(harness.waitFor(60, TimeUnit.SECONDS)).as("the harness stops on SIGTERM").isTrue();
        assertThat(HarnessContainers.leftBy(harness.pid())).as("containers left after the harness was stopped").isEmpty();
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
        assertThat(HarnessContainers.leftBy(resumed.pid())).as("containers left after the resumed run").isEmpty();
    }

    private static int cellsDone(Path out) {
        try {
            return ResultsFolder.open(out).cells().size();
        } catch (RuntimeException e) {
            return 0;
        }
    }

    private static void waitUntil(java.util.function.BooleanSupplier condition, int seconds, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waiting until " + what).isLessThan(deadline);
            Thread.sleep(200);
        }
    }
}
