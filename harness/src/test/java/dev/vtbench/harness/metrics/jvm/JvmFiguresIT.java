package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.harness.docker.JvmOptions;
import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.Definitions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JVM figures of a real plain-JDK server under cpu-1, on both JDKs: the hsperfdata counters and context
 * switches, read from this machine's /proc and by the JVM probe through the engine, parse to sensible values, and the after-window jcmd figures are there, with
 * virtual-thread pinning exactly where JEP 491 says: a monitor held across blocking I/O pins the carrier on
 * JDK 21 and no longer on JDK 24+.
 */
class JvmFiguresIT {
    private static final Definitions DEFINITIONS = Definitions.load(Path.of("").toAbsolutePath().getParent());
    private static final MatrixImages IMAGES = new MatrixImages(DEFINITIONS, ImageSource.HERMETIC);
    private static final CpuProfile CPU_1 = DEFINITIONS.profiles().get("cpu-1");
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path folder;

    private static String image(String jvm) {
        return IMAGES.runtimeImage(DEFINITIONS.runtimes().get("plain-jdk"), jvm).image();
    }

    private static int get(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    @ParameterizedTest(name = "plain-jdk/{0}/pool/cpu-1")
    @ValueSource(strings = {"temurin-25", "temurin-21"})
    void readsTheServersCountersAndContextSwitchesFromProcAndThroughTheProbe(String jvm) throws Exception {
        // As "nobody": the images' bare uid 10001 has no name, and HotSpot then writes no hsperfdata file at all.
        try (ServerContainer server = new ServerContainer(image(jvm), "pool", 200, CPU_1, "http://127.0.0.1:9",
                folder.resolve("server.log"), Duration.ofSeconds(60))
                .withEnv("JAVA_TOOL_OPTIONS", JvmOptions.SERVER_TOOL_OPTIONS + " -Xmx64m")
                .withCreateContainerCmdModifier(cmd -> cmd.withUser("nobody"))) {
            server.start();
            Map<String, JvmUse> uses = new LinkedHashMap<>();
            // Both ways at once, on the same JVM: this machine's /proc (the harness's own engine) and the probe (any other).
            try (JvmSampler fromProc = JvmSampler.onThisMachine(server);
                 JvmSampler throughProbe = JvmSampler.throughProbe(server, CPU_1.driverCpuset())) {
                long from = System.currentTimeMillis();
                Thread.sleep(600); // a sample inside the window before the allocations, one every 500 ms
                // 32 x 8 MiB through a 64 MiB heap: the JVM cannot do that without collecting.
                for (int request = 0; request < 32; request++) {
                    assertThat(get(server.baseUrl() + "/alloc?kb=8192")).as("/alloc status").isEqualTo(200);
                }
                Thread.sleep(1_100); // so that the window holds at least two of the samples taken every 500 ms
                long to = System.currentTimeMillis();
                uses.put("read from /proc", fromProc.within(from, to));
                uses.put("read through the probe", throughProbe.within(from, to));
            }

            uses.forEach((how, use) -> {
                assertThat(use.unknown()).as("%s: no figure missing except, on JDK 25's Serial GC, the heap with eden", how)
                        .doesNotContain("JVM counters").doesNotContain("context switches");
                assertThat(use.gcCount()).as("%s: collections while allocating 4 times the heap", how).isPositive();
                assertThat(use.gcCountByCollector().values().stream().mapToLong(Long::longValue).sum())
                        .as("%s: the collectors' counts add up to the total", how).isEqualTo(use.gcCount());
                // Pause time is ticks / sun.os.hrt.frequency: a mis-read frequency or tick counter lands far outside this.
                assertThat(use.gcPauseSeconds()).as("%s: the pause time of %d collections, within the %.2f s window", how,
                        use.gcCount(), use.seconds()).isPositive().isLessThan(use.seconds());
                assertThat(use.heapUsedOutsideEdenMaxBytes()).as("%s: what the collections kept, within -Xmx64m", how)
                        .isPositive().isLessThanOrEqualTo(64L << 20);
                assertThat(use.liveThreadsEnd()).as("%s: live threads", how).isPositive();
                assertThat(use.voluntaryContextSwitches()).as("%s: threads blocked waiting for requests and I/O", how).isPositive();
                assertThat(use.tasksEnd()).as("%s: tasks of the container", how).isGreaterThanOrEqualTo((int) use.liveThreadsEnd());
                if (jvm.equals("temurin-21")) {
                    assertThat(use.heapUsedMaxBytes()).as("%s: heap with eden, tracked on JDK 21", how).isPositive();
                }
            });
        }
    }

    @ParameterizedTest(name = "plain-jdk/{0}/virtual/cpu-1 pins: {1}")
    @CsvSource({"temurin-21, true", "temurin-25, false"})
    void findsPinnedVirtualThreadsOnJdk21AndNoneOnJdk25(String jvm, boolean pins) throws Exception {
        try (BackendContainer backend = new BackendContainer(IMAGES.backendImage().image(), CPU_1.driverCpuset(),
                folder.resolve("backend.log"));
             ServerContainer server = new ServerContainer(image(jvm), "virtual", 200, CPU_1, backend.baseUrl(),
                     folder.resolve("server.log"), Duration.ofSeconds(60))
                     .withEnv("JAVA_TOOL_OPTIONS", JvmOptions.SERVER_TOOL_OPTIONS)) {
            backend.start();
            server.start();
            long from = System.currentTimeMillis();
            List<Integer> statuses = new ArrayList<>();
            try (ExecutorService clients = Executors.newVirtualThreadPerTaskExecutor()) {
                List<Future<Integer>> calls = new ArrayList<>();
                for (int client = 0; client < 20; client++) {
                    calls.add(clients.submit(() -> get(server.baseUrl() + "/pinned?delayMs=200")));
                }
                for (Future<Integer> call : calls) {
                    statuses.add(call.get());
                }
            }
            long to = System.currentTimeMillis();
            Path recording = folder.resolve("server.jfr");

            JvmDiagnostics diagnostics = JvmDiagnostics.take(server, CPU_1.driverCpuset(), from, to, recording);

            assertThat(statuses).as("20 concurrent /pinned?delayMs=200").containsOnly(200);
            VirtualThreadEvents events = diagnostics.virtualThreads();
            assertThat(events.unknown()).as("virtual-thread events taken").isEmpty();
            assertThat(Files.size(recording)).as("the recording copied out").isPositive();
            if (pins) {
                assertThat(events.pinned()).as("a monitor held across blocking I/O pins the carrier on %s", jvm).isPositive();
                // jdk.VirtualThreadPinned is recorded only for 20 ms or more, so each event adds at least that.
                assertThat(events.pinnedSeconds()).as("%d events of 20 ms or more (about the backend's 200 ms each)", events.pinned())
                        .isGreaterThanOrEqualTo(events.pinned() * 0.020);
                assertThat(events.pinnedMaxSeconds()).as("the longest pin, at least the event threshold")
                        .isGreaterThanOrEqualTo(0.020).isLessThanOrEqualTo(events.pinnedSeconds());
            } else {
                assertThat(events.pinnedInRecording()).as("JEP 491: no pinning on %s", jvm).isZero();
            }
            NativeMemorySummary memory = diagnostics.nativeMemory();
            assertThat(memory.unknown()).as("native memory summary taken").isEmpty();
            assertThat(memory.committedKb("Java Heap")).as("Java Heap committed").isPositive();
            assertThat(memory.committedKb("Thread")).as("thread stacks committed").isPositive();
            assertThat(memory.committedKb("Tracing")).as("the flight recorder's own memory").isPositive();
        }
    }
}
