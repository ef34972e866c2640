package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.harness.docker.JvmOptions;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.Statistics;
import dev.vtbench.harness.docker.HarnessIdentity;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.matrix.Definitions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The JVM probe beside a real plain-JDK server on cpu-1, everything through the engine: it is the sidecar the
 * design says (the server's PID namespace and user, the sampler cores, no network, read-only, no capability,
 * labelled as vtbench's), its samples give the JVM's counters and context switches over 3 s of requests, a flight
 * recording comes out (and can be moved out) through an exec in it, and it is gone once closed. Prints the probe's
 * own CPU use, read from the engine's stats.
 */
class JvmProbeIT {
    private static final Definitions DEFINITIONS = Definitions.load(Path.of("").toAbsolutePath().getParent());
    private static final MatrixImages IMAGES = new MatrixImages(DEFINITIONS, ImageSource.HERMETIC);
    private static final CpuProfile CPU_1 = DEFINITIONS.profiles().get("cpu-1");
    private static final CpuSet SAMPLER_CORES = CPU_1.driverCpuset();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path folder;

    @Test
    void samplesTheServersJvmAndCopiesItsRecordingThroughTheEngine() throws Exception {
        String image = IMAGES.runtimeImage(DEFINITIONS.runtimes().get("plain-jdk"), "temurin-25").image();
        try (ServerContainer server = new ServerContainer(image, "virtual", 200, CPU_1, "http://127.0.0.1:9",
                folder.resolve("server.log"), Duration.ofSeconds(60)).withEnv("JAVA_TOOL_OPTIONS", JvmOptions.SERVER_TOOL_OPTIONS)) {
            server.start();
            DockerClient docker = server.getDockerClient();
            JvmUse use;
            long probeCpuNanos;
            long sampledMillis;
            try (JvmSampler sampler = JvmSampler.throughProbe(server, SAMPLER_CORES)) {
                List<Container> probes = probesOfThisHarness(docker);
                assertThat(probes).as("one probe container, labelled as vtbench's (role %s, this harness)", JvmProbe.ROLE).hasSize(1);
                String probe = probes.get(0).getId();
                var inspected = docker.inspectContainerCmd(probe).exec();
                HostConfig host = inspected.getHostConfig();
                assertThat(host.getPidMode()).as("the server's PID namespace").isEqualTo("container:" + server.getContainerId());
                assertThat(host.getCpusetCpus()).as("pinned to the sampler cores, not the server's %s", CPU_1.serverCpuset().spec())
                        .isEqualTo(SAMPLER_CORES.spec());
                assertThat(host.getNetworkMode()).as("no network").isEqualTo("none");
                assertThat(host.getReadonlyRootfs()).as("read-only root").isTrue();
                assertThat(host.getCapDrop()).as("no capability").contains(Capability.ALL);
                assertThat(inspected.getConfig().getUser()).as("the server's user")
                        .isEqualTo(server.getContainerInfo().getConfig().getUser()).isEqualTo("10001:10001");
                assertThat(inspected.getConfig().getLabels()).as("found by `vtbench clean`").containsEntry(HostContainer.LABEL, "true");

                long cpuBefore = cpuNanos(docker, probe);
                long from = System.currentTimeMillis();
                while (System.currentTimeMillis() - from < 3_000) {
                    assertThat(get(server.baseUrl() + "/hello")).as("GET /hello").isEqualTo(200);
                    Thread.sleep(50);
                }
                long to = System.currentTimeMillis();
                Thread.sleep(600); // the last round inside the window reaches the harness
                probeCpuNanos = cpuNanos(docker, probe) - cpuBefore;
                sampledMillis = System.currentTimeMillis() - from;
                use = sampler.within(from, to);
            }
            System.out.printf("JvmProbeIT: the probe used %.1f ms of CPU in %.1f s of sampling (%.2f%% of one core), on cores %s%n",
                    probeCpuNanos / 1e6, sampledMillis / 1e3, probeCpuNanos / 1e4 / sampledMillis, SAMPLER_CORES.spec());
            assertThat(probesOfThisHarness(docker)).as("the probe is removed when the sampler closes").isEmpty();

            assertThat(use.unknown()).as("counters and context switches were read")
                    .doesNotContain("JVM counters").doesNotContain("context switches");
            assertThat(use.seconds()).as("about 3 s of samples, twice a second").isBetween(2.0, 3.5);
            assertThat(use.liveThreadsEnd()).as("live platform threads of the server").isPositive();
            assertThat(use.gcCountByCollector()).as("the collectors it publishes").isNotEmpty();
            assertThat(use.voluntaryContextSwitches()).as("threads blocked between requests").isPositive();
            assertThat(use.tasksEnd()).as("every task of the server, the JVM's platform threads at least")
                    .isGreaterThanOrEqualTo((int) use.liveThreadsEnd());

            Path recording = folder.resolve("server.jfr");
            JvmDiagnostics diagnostics = JvmDiagnostics.take(server, SAMPLER_CORES, System.currentTimeMillis() - 5_000,
                    System.currentTimeMillis(), recording);
            assertThat(diagnostics.virtualThreads().unknown()).as("JFR.dump, its copy through the probe and its reading").isEmpty();
            assertThat(new String(Files.readAllBytes(recording), 0, 3, StandardCharsets.US_ASCII))
                    .as("a flight recording's magic").isEqualTo("FLR");

            Path moved = folder.resolve("moved.jfr");
            ContainerFileCopy.moveOut(server, SAMPLER_CORES, JvmDiagnostics.RECORDING_IN_CONTAINER, moved);
            assertThat(Files.mismatch(moved, recording)).as("the moved file is the recording").isEqualTo(-1L);
            assertThatThrownBy(() -> ContainerFileCopy.copyOut(server, SAMPLER_CORES, JvmDiagnostics.RECORDING_IN_CONTAINER,
                    folder.resolve("again.jfr"))).as("the recording is gone from the server's /tmp once moved")
                    .isInstanceOf(FigureUnavailableException.class).hasMessageContaining("No such file");
        }
    }

    private static List<Container> probesOfThisHarness(DockerClient docker) {
        return docker.listContainersCmd().withShowAll(true).withLabelFilter(Map.of(HostContainer.ROLE_LABEL, JvmProbe.ROLE,
                HostContainer.HARNESS_PID_LABEL, Long.toString(HarnessIdentity.current().pid()))).exec();
    }

    /** The container's CPU time so far, from the engine's stats: how the probe's cost is seen on any engine. */
    private static long cpuNanos(DockerClient docker, String id) throws InterruptedException {
        try (var stats = docker.statsCmd(id).withNoStream(true).exec(new com.github.dockerjava.api.async.ResultCallback.Adapter<Statistics>() {
            volatile long nanos = -1;

            @Override
            public void onNext(Statistics statistics) {
                nanos = statistics.getCpuStats().getCpuUsage().getTotalUsage();
            }
        })) {
            stats.awaitCompletion(30, java.util.concurrent.TimeUnit.SECONDS);
            return stats.nanos;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static int get(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
