package dev.vtbench.harness;

import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.HostConfig;
import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.ContainerHardening;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.metrics.jvm.JvmSampler;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.docker.ContainerListeners;
import dev.vtbench.harness.security.HostileRequests;
import dev.vtbench.harness.security.RawHttp;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Nothing gets in: every runtime's server (pool mode, cpu-1, temurin-25) and the backend, checked from outside
 * their containers. Expected: every listening TCP socket of the container's processes is bound to loopback (no
 * HTTPS, command, shutdown, AJP or JMX port elsewhere); every process runs as uid 10001 with no capability and
 * no-new-privileges; the root file system is read-only, with the pids limit set; the harness's JVM figures
 * (hsperfdata, jcmd, the flight recording) still work; and every hostile request to every endpoint gets the
 * answer its case states, after which the same endpoint still serves a normal request. The hostile requests tried
 * are printed as a table.
 */
class SecurityIT {
    private static final String JVM = "temurin-25";
    private static final List<String> TABLE = new ArrayList<>();
    /** Per runtime and endpoint: hostile requests tried, their answers by status, and whether the next was served. */
    private static final java.util.Map<String, java.util.Map<String, Integer>> SUMMARY = new java.util.TreeMap<>();

    @TempDir
    static Path logs;

    private static BackendContainer backend;

    @BeforeAll
    static void startBackend() {
        Cell cell = cell("plain-jdk");
        backend = new BackendContainer(TestMatrix.IMAGES.backendImage().image(), cell.profile().driverCpuset(),
                logs.resolve("backend.log"));
        backend.start();
    }

    @AfterAll
    static void stopBackendAndPrintTable() {
        if (backend != null) {
            backend.stop();
        }
        System.out.println("Hostile requests tried (runtime | endpoint | request | expected | answer | next normal request):");
        TABLE.forEach(System.out::println);
        System.out.println("Summary (runtime | endpoint | answers by status, 0 = closed without an answer | next normal request 200):");
        SUMMARY.forEach((key, counts) -> System.out.println(key + " | " + counts));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"plain-jdk", "tomcat", "liberty"})
    void serverLetsNothingIn(String runtime) throws Exception {
        Cell cell = cell(runtime);
        String image = TestMatrix.IMAGES.runtimeImage(cell.runtime(), JVM).image();
        Path log = logs.resolve(runtime + ".log");
        try (ServerContainer server = new ServerContainer(image, "pool", cell.runtime().poolSize(), cell.profile(),
                backend.baseUrl(), log, Duration.ofSeconds(cell.runtime().startupTimeoutSeconds()))) {
            server.start();
            long windowStart = System.currentTimeMillis();
            SoftAssertions softly = new SoftAssertions();
            checkContainer(softly, server, runtime);
            tryHostileRequests(softly, server, runtime, HostileRequests.forWorkload(runtime.equals("plain-jdk")));

            // The harness's own figures must survive the hardening: hsperfdata and the JFR file live in the /tmp tmpfs.
            // Both ways the harness reads a JVM: from this machine's /proc (its own engine) and by the probe (any other).
            try (JvmSampler fromProc = JvmSampler.onThisMachine(server);
                 JvmSampler throughProbe = JvmSampler.throughProbe(server, cell.profile().driverCpuset())) {
                long from = System.currentTimeMillis();
                Thread.sleep(1_200); // two samples at least, one every 500 ms
                long to = System.currentTimeMillis();
                softly.assertThat(fromProc.within(from, to).unknown())
                        .as("%s: hsperfdata counters and context switches read from /proc under a read-only root", runtime)
                        .doesNotContain("JVM counters").doesNotContain("context switches");
                softly.assertThat(throughProbe.within(from, to).unknown())
                        .as("%s: hsperfdata counters and context switches read by the JVM probe under a read-only root", runtime)
                        .doesNotContain("JVM counters").doesNotContain("context switches");
            }
            JvmDiagnostics diagnostics = JvmDiagnostics.take(server, cell.profile().driverCpuset(), windowStart, System.currentTimeMillis(),
                    logs.resolve(runtime + ".jfr"));
            softly.assertThat(diagnostics.nativeMemory().unknown()).as("%s: jcmd native memory summary", runtime).isEmpty();
            softly.assertThat(diagnostics.virtualThreads().unknown()).as("%s: JFR.dump and its copy from the tmpfs", runtime).isEmpty();
            softly.assertAll();
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\n(server log: " + log + ")", e);
        }
    }

    @Test
    void backendLetsNothingIn() throws Exception {
        SoftAssertions softly = new SoftAssertions();
        checkContainer(softly, backend, "backend");
        tryHostileRequests(softly, backend, "backend", HostileRequests.forBackend());
        softly.assertAll();
    }

    /** Listeners, user, capabilities, privileges, read-only root and pids limit, all from outside. */
    private static void checkContainer(SoftAssertions softly, HostContainer<?> container, String what) throws Exception {
        HostConfig host = container.getDockerClient().inspectContainerCmd(container.getContainerId()).exec().getHostConfig();
        softly.assertThat(host.getCapDrop()).as("%s: --cap-drop", what).contains(Capability.ALL);
        softly.assertThat(host.getSecurityOpts()).as("%s: security options", what).contains("no-new-privileges");
        softly.assertThat(host.getReadonlyRootfs()).as("%s: read-only root file system", what).isTrue();
        softly.assertThat(host.getPidsLimit()).as("%s: pids limit", what).isEqualTo(ContainerHardening.PIDS_LIMIT);
        softly.assertThat(host.getTmpFs()).as("%s: tmpfs mounts", what).containsKey("/tmp");

        List<Long> processes = processesOf(container);
        softly.assertThat(processes).as("%s: processes in its cgroup", what).isNotEmpty();
        for (long pid : processes) {
            List<String> status = Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"));
            softly.assertThat(field(status, "Uid:")).as("%s: pid %d's real, effective, saved and fs uid", what, pid)
                    .isEqualTo("10001\t10001\t10001\t10001");
            softly.assertThat(field(status, "CapEff:")).as("%s: pid %d's effective capabilities", what, pid)
                    .isEqualTo("0000000000000000");
            softly.assertThat(field(status, "NoNewPrivs:")).as("%s: pid %d's no_new_privs", what, pid).isEqualTo("1");
        }

        List<ContainerListeners.Listener> listeners = ContainerListeners.of(Path.of("/proc"), processes);
        softly.assertThat(listeners).as("%s: its listening sockets include its HTTP port %d", what, container.port())
                .anyMatch(listener -> listener.port() == container.port());
        softly.assertThat(listeners).as("%s: every listening socket is on loopback; these are not", what)
                .filteredOn(listener -> !listener.isLoopback()).isEmpty();
        TABLE.add(what + " | listeners | " + listeners + " | all on loopback | | ");

        var write = container.execInContainer("/bin/sh", "-c", "echo x > /vtbench-probe");
        softly.assertThat(write.getExitCode()).as("%s: writing / fails (read-only root)", what).isNotZero();
        var tmp = container.execInContainer("/bin/sh", "-c", "echo x > /tmp/vtbench-probe");
        softly.assertThat(tmp.getExitCode()).as("%s: writing /tmp works (%s)", what, tmp.getStderr()).isZero();
    }

    private static void tryHostileRequests(SoftAssertions softly, HostContainer<?> container, String what,
                                           List<HostileRequests.Case> cases) throws Exception {
        for (HostileRequests.Case hostile : cases) {
            RawHttp.Answer answer = RawHttp.get(container.port(), hostile.target(), hostile.headers());
            RawHttp.Answer next = RawHttp.get(container.port(), hostile.normal(), List.of());
            softly.assertThat(answer).as("%s %s (%s): expected %s, got %d %s %s", what, hostile.endpoint(), hostile.kind(),
                    hostile.expected(), answer.status(), answer.contentType(), answer.shortBody()).matches(hostile.accepts());
            softly.assertThat(next.status()).as("%s: GET %s after %s (%s) is served", what, hostile.normal(),
                    hostile.endpoint(), hostile.kind()).isEqualTo(200);
            SUMMARY.computeIfAbsent(what + " | " + hostile.endpoint(), key -> new java.util.TreeMap<>())
                    .merge(answer.status() + (next.status() == 200 ? "" : " (next: " + next.status() + ")"), 1, Integer::sum);
            TABLE.add(what + " | " + hostile.endpoint() + " | " + hostile.kind() + " | " + hostile.expected() + " | "
                    + (answer.status() == 0 ? "connection closed, no answer" : answer.status() + (answer.isJsonError()
                    ? " JSON error" : " " + answer.contentType())) + " | " + next.status());
        }
    }

    /** Every process of the container, by host PID (the engine's `docker top`; the engine is this machine's). */
    private static List<Long> processesOf(HostContainer<?> container) {
        var top = container.getDockerClient().topContainerCmd(container.getContainerId()).exec();
        int pid = java.util.Arrays.asList(top.getTitles()).indexOf("PID");
        return java.util.Arrays.stream(top.getProcesses()).map(process -> Long.parseLong(process[pid])).toList();
    }

    private static String field(List<String> status, String key) {
        return status.stream().filter(line -> line.startsWith(key)).map(line -> line.substring(key.length()).strip())
                .findFirst().orElse("(no " + key + " line)");
    }

    private static Cell cell(String runtime) {
        return TestMatrix.cell(runtime, JVM, "pool", "cpu-1", "hello", LoadSpec.closed(1, Warmup.fixed(0), 1));
    }
}
