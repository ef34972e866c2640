package dev.vtbench.harness;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.driver.GatlingRun;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.matrix.RuntimeDefinition;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.run.CellRunner;
import dev.vtbench.harness.run.RunSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * When things go wrong, the error names the cell, the cause and where the log is. (A server that dies in a later
 * repetition, the earlier one kept, is ServerFaultIT's: the OOM killer ends it there, and ContainerEndTest holds how a
 * container killed otherwise is described.)
 */
class FailureIT {
    private static final LoadSpec LOAD = LoadSpec.closed(50, Warmup.fixed(2), 6);
    @TempDir
    Path folder;

    @Test
    void serverThatNeverBecomesReadyIsReportedWithExitCodeAndLog() throws Exception {
        Cell good = TestMatrix.cell("plain-jdk", "temurin-25", "pool", "cpu-1", "hello", LOAD);
        RuntimeDefinition broken = new RuntimeDefinition("plain-jdk", "plain-jdk started in a mode it does not know",
                List.of("turbo"), 200, good.runtime().dockerfile(), good.runtime().context(), good.runtime().contextRequires(), 30);
        Cell cell = new Cell(broken, good.jvm(), Mode.of("turbo"), good.profile(), good.scenario(), LOAD);
        CellResult result = runner(cell, 1).run(cell, folder.resolve("turbo"));
        assertThat(result.status()).isEqualTo(CellStatus.FAILED);
        assertThat(result.reason()).as("the error names the cell, the cause and the log")
                .contains("plain-jdk/temurin-25/turbo/cpu-1/hello/c50").contains("did not become ready")
                .contains("exited with code 2").contains("server-1.log");
        assertThat(Files.readString(folder.resolve("turbo/server-1.log"))).as("the server's own words are in its log")
                .contains("VTBENCH_MODE");
    }

    @Test
    void missingDockerEngineGivesTheRemedy() throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        ProcessBuilder nowhere = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "-Dvtbench.root=" + TestMatrix.DEFINITIONS.root(), "dev.vtbench.harness.cli.Main", "run", "--duration", "1")
                .redirectErrorStream(true).redirectOutput(folder.resolve("nowhere.txt").toFile());
        nowhere.environment().put("DOCKER_HOST", "unix:///tmp/vtbench-no-such-docker.sock");
        Process failed = nowhere.start();
        assertThat(failed.waitFor(120, TimeUnit.SECONDS)).as("the harness gives up quickly").isTrue();
        assertThat(failed.exitValue()).as("exit code without Docker").isEqualTo(2);
        assertThat(Files.readString(folder.resolve("nowhere.txt"))).as("the message says what to do")
                .contains("Docker engine is not reachable at unix:///tmp/vtbench-no-such-docker.sock").contains("dockerd");
    }

    private CellRunner runner(Cell cell, int repetitions) {
        return new CellRunner(TestMatrix.IMAGES, new GatlingRun(TestMatrix.DEFINITIONS.root()),
                new RunSettings(repetitions, ImageSource.HERMETIC));
    }
}
