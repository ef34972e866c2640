package dev.vtbench.harness;

import com.github.dockerjava.api.model.Container;
import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.docker.HostContainer;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** When things go wrong, the error names the cell, the cause and where the log is, and nothing measured is lost. */
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
    void serverThatDiesMidRunFailsTheCellButKeepsEarlierRepetitions() throws Exception {
        Cell cell = TestMatrix.cell("plain-jdk", "temurin-25", "virtual", "cpu-1", "hello", LOAD);
        Thread killer = Thread.ofPlatform().daemon().start(FailureIT::killTheSecondServerDuringItsLoad);
        CellResult result = runner(cell, 2).run(cell, folder.resolve("dies"));
        killer.join(TimeUnit.SECONDS.toMillis(5));
        assertThat(result.status()).as("status of a cell whose server was killed").isEqualTo(CellStatus.FAILED);
        assertThat(result.reason()).contains("the server died during repetition 2").contains("exited with code 137")
                .contains("server-2.log");
        assertThat(result.repetitions()).as("repetition 1, measured before the crash, is kept").hasSize(1);
        assertThat(result.repetitions().get(0).load().ok()).isPositive();
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

    /** Waits for the second server container of the cell, lets it get into its load phase, then kills it. */
    private static void killTheSecondServerDuringItsLoad() {
        var client = DockerEngine.client();
        List<String> seen = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline) {
            List<Container> servers = client.listContainersCmd()
                    .withLabelFilter(Map.of(HostContainer.LABEL + ".role", "server")).exec();
            for (Container server : servers) {
                if (!seen.contains(server.getId())) {
                    seen.add(server.getId());
                    if (seen.size() == 2) {
                        sleep(5_000);
                        client.killContainerCmd(server.getId()).exec();
                        return;
                    }
                }
            }
            sleep(200);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
