package dev.vtbench.harness;

import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static dev.vtbench.harness.HarnessProcess.logSays;
import static dev.vtbench.harness.HarnessProcess.start;
import static dev.vtbench.harness.HarnessProcess.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Docker engine stopped in the middle of a run and started again. It stops every container of every process on
 * the machine, so this test is not part of `harness/vtbench test`: it runs only with `harness/vtbench test -Pfaults`
 * (harness/pom.xml), on a machine where nothing else uses the engine, as root, with dockerd started by
 * harness/setup-machine.sh (which the test also uses to start it again).
 *
 * <p>Expected outcome: the cell under load when the engine stops is FAILED with a reason that names the Docker engine;
 * the cells after it are FAILED quickly naming the engine, or the run stops with the remedy (start dockerd); the cell
 * measured before the stop is kept as measured; once the engine is back, `--resume --retry-failed` runs the failed
 * cells and the run ends complete, every cell measured, no container left.
 */
@org.junit.jupiter.api.extension.ExtendWith(StopsLeftoverHarnesses.class)
class EngineRestartFaultIT {

    @TempDir
    Path dir;

    @Test
    void engineStoppedMidLoadFailsTheCellLosesNothingAndResumeFinishesTheRun() throws Exception {
        Optional<ProcessHandle> engine = dockerd();
        MachineCondition.skipUnless(engine.isPresent(),
                "dockerd as a process of its own, which this test stops and starts again (started by harness/setup-machine.sh, not systemd)");
        Path matrix = Files.writeString(dir.resolve("four-cells.properties"), TestMatrix.tinyMatrix("pool virtual", "hello io", 10));
        Path out = dir.resolve("run");
        Path log = dir.resolve("first.log");
        Process harness = start(log, "run", "--matrix", matrix.toString(), "--out", out.toString());
        try {
            // A round's order is drawn at random: the second cell is whichever is put under load second.
            waitUntil(() -> HarnessProcess.announced(log, "load").size() >= 2, 300, "the second cell is under load", log);
            engine.get().destroy();
            assertThat(engine.get().onExit().get(60, TimeUnit.SECONDS).isAlive()).as("dockerd stops on SIGTERM").isFalse();
            assertThat(harness.waitFor(300, TimeUnit.SECONDS)).as("the harness ends, not hangs, without its engine").isTrue();
        } finally {
            startTheEngine();
        }
        String said = Files.readString(log);
        String first = HarnessProcess.announced(log, "load").get(0);
        String second = HarnessProcess.announced(log, "load").get(1);
        List<CellResult> cells = ResultsFolder.open(out).cells();
        CellResult measured = cells.stream().filter(c -> c.cell().equals(first)).findFirst().orElseThrow();
        assertThat(measured.status()).as("the cell measured before the engine stopped is kept").isEqualTo(CellStatus.MEASURED);
        CellResult interrupted = cells.stream().filter(c -> c.cell().equals(second)).findFirst().orElse(null);
        if (interrupted != null) {
            assertThat(interrupted.status()).as("the cell under load when the engine stopped").isEqualTo(CellStatus.FAILED);
            assertThat(interrupted.reason()).as("its reason names the engine").containsIgnoringCase("docker");
        } else {
            assertThat(said).as("a run that stopped instead of recording the cell says what to do").contains("dockerd");
        }
        cells.stream().filter(c -> !c.cell().equals(first) && !c.cell().equals(second)).forEach(later -> assertThat(later.reason())
                .as("a later cell, failed without an engine: %s", later.cell()).containsIgnoringCase("docker"));

        Path resumeLog = dir.resolve("resume.log");
        Process resumed = start(resumeLog, "run", "--resume", out.toString(), "--retry-failed");
        assertThat(resumed.waitFor(600, TimeUnit.SECONDS)).as("the resumed run finishes").isTrue();
        assertThat(resumed.exitValue()).as("exit code of --resume --retry-failed; its log: %s", Files.readString(resumeLog)).isZero();
        List<CellResult> finished = ResultsFolder.open(out).cells();
        assertThat(finished).extracting(CellResult::cell).as("every cell, once").hasSize(4).doesNotHaveDuplicates();
        assertThat(finished).extracting(CellResult::status).as("every cell measured after the engine came back")
                .containsOnly(CellStatus.MEASURED);
        assertThat(finished.stream().filter(c -> c.cell().equals(first)).findFirst().orElseThrow().context().startedAt())
                .as("the first cell is the one measured before the stop, not run again").isEqualTo(measured.context().startedAt());
        assertThat(HarnessContainers.describe(HarnessContainers.leftBy(resumed.pid()))).as("containers left").isEmpty();
    }

    private static Optional<ProcessHandle> dockerd() {
        return ProcessHandle.allProcesses().filter(p -> p.info().command().map(c -> c.endsWith("/dockerd")).orElse(false)).findFirst();
    }

    /** As CI starts it: harness/setup-machine.sh starts dockerd when `docker info` fails, and waits until it answers. */
    private static void startTheEngine() throws Exception {
        Process setup = new ProcessBuilder("bash", TestMatrix.DEFINITIONS.root().resolve("harness/setup-machine.sh").toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.INHERIT).start();
        assertThat(setup.waitFor(120, TimeUnit.SECONDS)).as("harness/setup-machine.sh starts dockerd again").isTrue();
        DockerEngine.client().pingCmd().exec(); // throws if the engine does not answer again
    }

}
