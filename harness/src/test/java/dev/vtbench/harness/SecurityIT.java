package dev.vtbench.harness;

import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.HostConfig;
import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.ContainerHardening;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.CpuProfile;
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
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Nothing gets in: every runtime's server (pool mode, cpu-1 on either core, temurin-25) and the backend, checked from
 * outside their containers. Expected: every listening TCP socket of the container's processes is bound to loopback (no
 * HTTPS, command, shutdown, AJP or JMX port elsewhere); every process runs as uid 10001 with no capability and
 * no-new-privileges; the root file system is read-only, with the pids limit set; the harness's JVM figures
 * (hsperfdata, jcmd, the flight recording) still work; and every hostile request to every endpoint gets the
 * answer its case states, after which the same endpoint still serves a normal request. The hostile requests tried
 * are printed as a table.
 * <p>Nothing here is measured, so two servers start and are inspected at once, one pinned to each core (cpu-1 as the
 * matrix defines it, and its twin on the other core, {@link ServersTwoAtATime}): a start is one core's work, and no
 * check depends on the core a server was given; its JVM probe runs on the other core, as the profile it was given
 * says. Every server is inspected in {@link #inspectEveryServer}; each case then asserts what its own server showed.
 */
class SecurityIT {
    private static final String JVM = "temurin-25";
    private static final List<String> RUNTIMES = List.of("plain-jdk", "tomcat", "liberty");
    private static final Duration ALL_SERVERS_WITHIN = Duration.ofMinutes(15);
    private static final List<String> TABLE = new ArrayList<>();
    /** Per runtime and endpoint: hostile requests tried, their answers by status, and whether the next was served. */
    private static final Map<String, Map<String, Integer>> SUMMARY = new TreeMap<>();
    /** Each runtime's image, resolved on the test's own thread before any start. */
    private static final Map<String, MatrixImages.Outcome> IMAGES = new HashMap<>();
    /** By runtime: what inspecting its server found, or how its start or inspection failed. */
    private static final Map<String, ServersTwoAtATime.Outcome<Findings>> INSPECTED = new HashMap<>();

    @TempDir
    static Path logs;

    private static BackendContainer backend;

    /** What checking one container found: its soft assertions, and its lines of the table and of the summary. */
    private static final class Findings {
        final SoftAssertions softly = new SoftAssertions();
        final List<String> table = new ArrayList<>();
        final Map<String, Map<String, Integer>> summary = new TreeMap<>();

        /** Its lines into the table and the summary printed at the end. */
        void report() {
            TABLE.addAll(table);
            SUMMARY.putAll(summary);
        }
    }

    @BeforeAll
    static void inspectEveryServer() throws Exception {
        backend = new BackendContainer(TestMatrix.IMAGES.backendImage().image(), ServersTwoAtATime.cpu1().driverCpuset(),
                logs.resolve("backend.log"));
        backend.start();
        // Images first, one after another on this thread: the image builder is not shared between threads.
        List<String> built = new ArrayList<>();
        for (String runtime : RUNTIMES) {
            MatrixImages.Outcome image = TestMatrix.IMAGES.runtimeImage(cell(runtime).runtime(), JVM);
            IMAGES.put(runtime, image);
            if (image.built()) {
                built.add(runtime);
            }
        }
        INSPECTED.putAll(ServersTwoAtATime.run(built, ALL_SERVERS_WITHIN,
                (runtime, profile) -> inspect(runtime, IMAGES.get(runtime).image(), profile)));
        for (String runtime : RUNTIMES) {
            ServersTwoAtATime.Outcome<Findings> inspected = INSPECTED.get(runtime);
            if (inspected != null && inspected.result() != null) {
                inspected.result().report();
            }
        }
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
    void serverLetsNothingIn(String runtime) {
        Path log = log(runtime);
        MatrixImages.Outcome image = IMAGES.get(runtime);
        assertThat(image).as("image of %s was resolved", runtime).isNotNull();
        assertThat(image.built()).as("image of %s: %s", runtime, image.skipReason()).isTrue();
        ServersTwoAtATime.Outcome<Findings> inspected = INSPECTED.get(runtime);
        assertThat(inspected).as("%s was started", runtime).isNotNull();
        assertThat(inspected.failure()).as("%s started and was inspected (server log: %s)", runtime, log).isNull();
        try {
            inspected.result().softly.assertAll();
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\n(on cores " + inspected.cores() + "; server log: " + log + ")", e);
        }
    }

    @Test
    void backendLetsNothingIn() throws Exception {
        Findings findings = new Findings();
        checkContainer(findings, backend, "backend");
        tryHostileRequests(findings, backend, "backend", HostileRequests.forBackend());
        findings.report();
        findings.softly.assertAll();
    }

    /**
     * Starts {@code runtime}'s server from {@code image} under {@code profile} and checks it from outside: the
     * container, the hostile requests, and the harness's JVM figures, with the JVM probe on the profile's driver cores.
     */
    private static Findings inspect(String runtime, String image, CpuProfile profile) throws Exception {
        Cell cell = cell(runtime);
        Findings findings = new Findings();
        SoftAssertions softly = findings.softly;
        try (ServerContainer server = new ServerContainer(image, "pool", cell.runtime().poolSize(), profile,
                backend.baseUrl(), log(runtime), Duration.ofSeconds(cell.runtime().startupTimeoutSeconds()))) {
            server.start();
            long windowStart = System.currentTimeMillis();
            checkContainer(findings, server, runtime);
            tryHostileRequests(findings, server, runtime, HostileRequests.forWorkload(runtime.equals("plain-jdk")));

            // The harness's own figures must survive the hardening: hsperfdata and the JFR file live in the /tmp tmpfs.
            // Both ways the harness reads a JVM: from this machine's /proc (its own engine) and by the probe (any other).
            try (JvmSampler fromProc = JvmSampler.onThisMachine(server);
                 JvmSampler throughProbe = JvmSampler.throughProbe(server, profile.driverCpuset())) {
                long from = System.currentTimeMillis();
                long to = untilBothHaveTwoReadings(from, fromProc, throughProbe);
                softly.assertThat(fromProc.within(from, to).unknown())
                        .as("%s: hsperfdata counters and context switches read from /proc under a read-only root", runtime)
                        .doesNotContain("JVM counters").doesNotContain("context switches");
                softly.assertThat(throughProbe.within(from, to).unknown())
                        .as("%s: hsperfdata counters and context switches read by the JVM probe under a read-only root", runtime)
                        .doesNotContain("JVM counters").doesNotContain("context switches");
            }
            JvmDiagnostics diagnostics = JvmDiagnostics.take(server, profile.driverCpuset(), windowStart, System.currentTimeMillis(),
                    logs.resolve(runtime + ".jfr"));
            softly.assertThat(diagnostics.nativeMemory().unknown()).as("%s: jcmd native memory summary", runtime).isEmpty();
            softly.assertThat(diagnostics.virtualThreads().unknown()).as("%s: JFR.dump and its copy from the tmpfs", runtime).isEmpty();
        }
        return findings;
    }

    /** Listeners, user, capabilities, privileges, read-only root and pids limit, all from outside. */
    private static void checkContainer(Findings findings, HostContainer<?> container, String what) throws Exception {
        SoftAssertions softly = findings.softly;
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
        findings.table.add(what + " | listeners | " + listeners + " | all on loopback | | ");

        var write = container.execInContainer("/bin/sh", "-c", "echo x > /vtbench-probe");
        softly.assertThat(write.getExitCode()).as("%s: writing / fails (read-only root)", what).isNotZero();
        var tmp = container.execInContainer("/bin/sh", "-c", "echo x > /tmp/vtbench-probe");
        softly.assertThat(tmp.getExitCode()).as("%s: writing /tmp works (%s)", what, tmp.getStderr()).isZero();
    }

    private static void tryHostileRequests(Findings findings, HostContainer<?> container, String what,
                                           List<HostileRequests.Case> cases) throws Exception {
        SoftAssertions softly = findings.softly;
        for (HostileRequests.Case hostile : cases) {
            RawHttp.Answer answer = RawHttp.get(container.port(), hostile.target(), hostile.headers());
            RawHttp.Answer next = RawHttp.get(container.port(), hostile.normal(), List.of());
            softly.assertThat(answer).as("%s %s (%s): expected %s, got %d %s %s", what, hostile.endpoint(), hostile.kind(),
                    hostile.expected(), answer.status(), answer.contentType(), answer.shortBody()).matches(hostile.accepts());
            softly.assertThat(next.status()).as("%s: GET %s after %s (%s) is served", what, hostile.normal(),
                    hostile.endpoint(), hostile.kind()).isEqualTo(200);
            findings.summary.computeIfAbsent(what + " | " + hostile.endpoint(), key -> new TreeMap<>())
                    .merge(answer.status() + (next.status() == 200 ? "" : " (next: " + next.status() + ")"), 1, Integer::sum);
            findings.table.add(what + " | " + hostile.endpoint() + " | " + hostile.kind() + " | " + hostile.expected() + " | "
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

    /**
     * Waits until both samplers have the two readings a figure needs, since {@code from} (one every 500 ms), or 15 s:
     * another server starting on the probe's core may delay its first reading; a sampler that never reads is what the
     * assertions after it catch.
     */
    private static long untilBothHaveTwoReadings(long from, JvmSampler... samplers) throws InterruptedException {
        long deadline = from + 15_000;
        long now;
        do {
            Thread.sleep(300);
            now = System.currentTimeMillis();
            long to = now;
            if (Arrays.stream(samplers).map(sampler -> sampler.within(from, to).unknown())
                    .allMatch(unknown -> !unknown.contains("JVM counters") && !unknown.contains("context switches"))) {
                return now;
            }
        } while (now < deadline);
        return now;
    }

    private static Path log(String runtime) {
        return logs.resolve(runtime + ".log");
    }

    private static Cell cell(String runtime) {
        return TestMatrix.cell(runtime, JVM, "pool", "cpu-1", "hello", LoadSpec.closed(1, Warmup.fixed(0), 1));
    }
}
