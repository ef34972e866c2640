package dev.vtbench.harness;

import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.HostConfig;
import dev.vtbench.harness.cli.MainAccess;
import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.docker.HarnessIdentity;
import dev.vtbench.harness.docker.HostContainer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A harness killed outright (SIGKILL: no shutdown hook runs) in the middle of its load leaves no container and no
 * driver behind: its lifeline reaper removes the one and kills the other within seconds. On the way, with that harness
 * running: it removed, at its start, the containers left by a harness that is gone (and said so); a second harness is
 * refused; `clean` keeps its containers.
 */
@org.junit.jupiter.api.extension.ExtendWith(StopsLeftoverHarnesses.class)
class HarnessKillIT {
    private static final String MATRIX = TestMatrix.tinyMatrix("virtual", "hello", 20);
    private static final String TEST_LABEL = HostContainer.LABEL + ".test";
    private static final int SECONDS_ALLOWED_AFTER_KILL = 30;

    @TempDir
    Path dir;

    @Test
    void killedHarnessLeavesNoContainerAndNoDriver() throws Exception {
        Process ended = new ProcessBuilder("true").start();
        HarnessIdentity dead = HarnessIdentity.of(ended.toHandle());
        assertThat(ended.waitFor(10, TimeUnit.SECONDS)).isTrue();
        HarnessIdentity self = HarnessIdentity.current();
        List<String> leftovers = new ArrayList<>(List.of(leftover(dead, true), leftover(dead, false),
                // This JVM's process id, but another start instant: the id was reused, its harness is gone.
                leftover(new HarnessIdentity(self.pid(), self.startTicks() - 1), true)));
        try {
            Path matrix = Files.writeString(dir.resolve("one-cell.properties"), MATRIX);
            Path log = dir.resolve("harness.log");
            Process harness = HarnessProcess.start(log, "run", "--matrix", matrix.toString(), "--out", dir.resolve("run").toString());
            HarnessIdentity identity = HarnessIdentity.of(harness.toHandle());
            List<HarnessIdentity> drivers = waitForLoad(harness, identity, log);

            String said = Files.readString(log);
            for (String id : leftovers) {
                assertThat(said).as("the harness says it removed the leftover %s; its log: %s", id, said)
                        .containsPattern("vtbench: removed the leftover container \\S+ \\(" + id.substring(0, 12) + ", .*which is gone\\)");
                assertThat(exists(id)).as("the leftover %s, whose harness is gone, is removed at the next run's start", id).isFalse();
            }

            Process second = HarnessProcess.start(dir.resolve("second.log"), "run", "--matrix", matrix.toString(), "--out", dir.resolve("second").toString());
            assertThat(second.waitFor(120, TimeUnit.SECONDS)).as("a second harness gives up at once").isTrue();
            String refusal = Files.readString(dir.resolve("second.log"));
            assertThat(second.exitValue()).as("exit code of a second harness; its output: %s", refusal).isEqualTo(2);
            assertThat(refusal).as("the refusal names the running harness and what to do")
                    .contains("another harness (PID " + harness.pid() + ") is running on this machine").contains("wait for it to finish");

            MainAccess.Outcome clean = MainAccess.execute(List.of("clean"));
            assertThat(clean.stdout()).as("clean says it kept the running harness's containers; it said: %s%s", clean.stdout(), clean.stderr())
                    .containsPattern("vtbench: kept \\S+ \\(\\w+, the server, .*started by harness PID " + harness.pid() + ", which is still running\\)");
            // Server and backend, and the JVM probe beside the server while it is loaded: all still the running harness's.
            assertThat(containersOf(identity)).as("the running harness's containers, after clean")
                    .extracting(container -> container.getLabels().get(HostContainer.ROLE_LABEL))
                    .contains("server", "backend").doesNotHaveDuplicates().isSubsetOf("server", "backend", "jvm-probe");

            assertThat(drivers).as("the Gatling driver loading the server, before the kill").isNotEmpty();
            killAndExpectNothingLeft(harness, identity, drivers, "load");
        } finally {
            leftovers.stream().filter(HarnessKillIT::exists).forEach(id -> DockerEngine.client().removeContainerCmd(id).withForce(true).exec());
        }
    }

    @Test
    void harnessKilledWhileItsServerStartsLeavesNoContainer() throws Exception {
        Path matrix = Files.writeString(dir.resolve("one-cell.properties"), MATRIX);
        Path log = dir.resolve("harness.log");
        Process harness = HarnessProcess.start(log, "run", "--matrix", matrix.toString(), "--out", dir.resolve("run").toString());
        HarnessIdentity identity = HarnessIdentity.of(harness.toHandle());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(300);
        // The moment the engine knows of the server: created, maybe not started yet, certainly not verified.
        while (containersOf(identity).stream().noneMatch(c -> "server".equals(c.getLabels().get(HostContainer.ROLE_LABEL)))) {
            assertThat(harness.isAlive()).as("the harness runs until its server starts; its log: %s", Files.readString(log)).isTrue();
            assertThat(System.nanoTime()).as("waiting for the server's container; the harness's log: %s", Files.readString(log))
                    .isLessThan(deadline);
            Thread.sleep(20);
        }
        killAndExpectNothingLeft(harness, identity, List.of(), "start");
    }

    /**
     * The harness stopped in each later phase of a cell, as its progress line announces it: verify (the server is up,
     * no driver yet) and stop (the load is over, the server being removed), by SIGKILL (the reaper cleans up) and by
     * SIGTERM (the harness's own hooks do). Expected: no container and no driver left within 30 s, and a cell either
     * not recorded or recorded as measured, never FAILED by the stop.
     */
    @ParameterizedTest(name = "{1} during {0}")
    @CsvSource({"verify, SIGKILL", "stop, SIGKILL", "stop, SIGTERM"})
    void harnessStoppedInALaterPhaseLeavesNoContainer(String phase, String signal) throws Exception {
        Path matrix = Files.writeString(dir.resolve("one-cell.properties"), TestMatrix.tinyMatrix("virtual", "hello", 1));
        Path log = dir.resolve("harness.log");
        Path out = dir.resolve("run");
        Process harness = HarnessProcess.start(log, "run", "--matrix", matrix.toString(), "--out", out.toString());
        HarnessIdentity identity = HarnessIdentity.of(harness.toHandle());
        HarnessProcess.waitUntil(() -> HarnessProcess.logSays(log, ": " + phase + " (elapsed"), 300, "the harness announces " + phase, log);
        List<HarnessIdentity> drivers = harness.descendants().filter(p -> commandLine(p).contains("io.gatling.app.Gatling"))
                .map(HarnessIdentity::of).toList();
        if (signal.equals("SIGKILL")) {
            killAndExpectNothingLeft(harness, identity, drivers, phase);
        } else {
            harness.destroy();
            assertThat(harness.waitFor(60, TimeUnit.SECONDS)).as("the harness ends on SIGTERM during %s", phase).isTrue();
            assertThat(HarnessContainers.describe(HarnessContainers.leftBy(harness.pid())))
                    .as("containers left after SIGTERM during %s", phase).isEmpty();
        }
        if (Files.exists(out.resolve(dev.vtbench.harness.result.ResultsFolder.RESULTS_FILE))) {
            assertThat(dev.vtbench.harness.result.ResultsFolder.open(out).cells())
                    .extracting(dev.vtbench.harness.result.CellResult::status)
                    .as("what was recorded of a cell stopped by %s during %s (log: %s)", signal, phase, Files.readString(log))
                    .containsOnly(dev.vtbench.harness.result.CellStatus.MEASURED);
        }
    }

    /** SIGKILLs the harness, then waits up to {@link #SECONDS_ALLOWED_AFTER_KILL} s for its containers and drivers to go. */
    private static void killAndExpectNothingLeft(Process harness, HarnessIdentity identity, List<HarnessIdentity> drivers, String phase)
            throws Exception {
        long killedAt = System.nanoTime();
        harness.destroyForcibly();
        long deadline = killedAt + TimeUnit.SECONDS.toNanos(SECONDS_ALLOWED_AFTER_KILL);
        while ((!containersOf(identity).isEmpty() || drivers.stream().anyMatch(HarnessIdentity::isAlive)) && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - killedAt);
        System.out.println("HarnessKillIT: killed during " + phase + ": " + millis + " ms from SIGKILL of the harness to no container and no driver left");
        assertThat(containersOf(identity)).as("containers of a harness killed during %s, %d s after its SIGKILL (docker ps -a); reaper log: %s",
                phase, SECONDS_ALLOWED_AFTER_KILL, Files.readString(dev.vtbench.harness.docker.Lifeline.LOG)).isEmpty();
        assertThat(drivers.stream().filter(HarnessIdentity::isAlive).map(HarnessIdentity::pid).toList())
                .as("Gatling drivers still running %d s after the harness's SIGKILL during %s", SECONDS_ALLOWED_AFTER_KILL, phase).isEmpty();
    }

    /** Waits until the server has been up and a Gatling driver loading it for 3 s; the drivers then running. */
    private static List<HarnessIdentity> waitForLoad(Process harness, HarnessIdentity identity, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(300);
        long loadSeenAt = 0;
        while (true) {
            List<HarnessIdentity> drivers = harness.descendants().filter(p -> commandLine(p).contains("io.gatling.app.Gatling"))
                    .map(HarnessIdentity::of).toList();
            boolean serverUp = containersOf(identity).stream().anyMatch(c -> "server".equals(c.getLabels().get(HostContainer.ROLE_LABEL))
                    && "running".equals(c.getState()));
            loadSeenAt = serverUp && !drivers.isEmpty() ? (loadSeenAt == 0 ? System.nanoTime() : loadSeenAt) : 0;
            if (loadSeenAt != 0 && System.nanoTime() - loadSeenAt > TimeUnit.SECONDS.toNanos(3)) {
                return drivers;
            }
            assertThat(harness.isAlive()).as("the harness runs until its load; its log: %s", Files.readString(log)).isTrue();
            assertThat(System.nanoTime()).as("waiting for the load to start; the harness's log: %s", Files.readString(log)).isLessThan(deadline);
            Thread.sleep(200);
        }
    }

    /** A container as a killed harness leaves it: labelled as vtbench's with that harness's identity, on every core. */
    private static String leftover(HarnessIdentity harness, boolean started) {
        Map<String, String> labels = new HashMap<>(harness.labels());
        labels.put(HostContainer.LABEL, "true");
        labels.put(HostContainer.ROLE_LABEL, "server");
        labels.put(TEST_LABEL, "HarnessKillIT");
        var client = DockerEngine.client();
        String id = client.createContainerCmd(TestMatrix.IMAGES.backendImage().image()).withEntrypoint("sleep").withCmd("300")
                .withLabels(labels).withHostConfig(HostConfig.newHostConfig().withNetworkMode("none")).exec().getId();
        if (started) {
            client.startContainerCmd(id).exec();
        }
        return id;
    }

    private static boolean exists(String id) {
        return !DockerEngine.client().listContainersCmd().withShowAll(true).withIdFilter(List.of(id)).exec().isEmpty();
    }

    private static List<Container> containersOf(HarnessIdentity harness) {
        return DockerEngine.client().listContainersCmd().withShowAll(true).withLabelFilter(harness.labels()).exec();
    }

    /** The whole command line: ProcessHandle.Info reads only its first page, and the driver's class path is longer. */
    private static String commandLine(ProcessHandle process) {
        try {
            return new String(Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "cmdline")), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            return "";
        }
    }

}
