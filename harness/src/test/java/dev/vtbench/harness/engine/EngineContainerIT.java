package dev.vtbench.harness.engine;

import com.github.dockerjava.api.exception.NotFoundException;
import dev.vtbench.harness.docker.BaseOsImage;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.docker.LocalPorts;
import dev.vtbench.harness.matrix.CpuSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A second Docker engine on this machine (its own socket, data root and cgroup parent) plays a remote host: the base
 * OS image is put on it from the harness's engine, and a container made there with {@link HostContainer#onEngine}
 * starts, is waited for, inspected and removed through that engine alone; the harness's engine never sees it.
 */
class EngineContainerIT {
    private static final String NAME = "a-test";
    private static final Path SOCKET = Path.of("/run/vtbench-engines/" + NAME + ".sock");
    private static final Path DATA_ROOT = Path.of("/var/lib/vtbench-engines/" + NAME);
    private static final Path EXEC_ROOT = Path.of("/run/vtbench-engines/" + NAME + ".exec");
    private static final Path LOGS = Path.of("target/engine-container-it");

    private static Process dockerd;
    private static Engine engine;

    @BeforeAll
    static void startASecondEngine() throws Exception {
        Files.createDirectories(LOGS);
        Files.createDirectories(SOCKET.getParent());
        removeDataRoot(); // a fresh engine: the image must really travel
        dockerd = new ProcessBuilder("dockerd", "--host", "unix://" + SOCKET, "--data-root", DATA_ROOT.toString(),
                "--exec-root", EXEC_ROOT.toString(), "--pidfile", "/run/vtbench-engines/" + NAME + ".pid",
                "--bridge=none", "--iptables=false", "--ip-masq=false", "--cgroup-parent", "vtbench-" + NAME)
                .redirectErrorStream(true).redirectOutput(LOGS.resolve("dockerd.log").toFile()).start();
        engine = Engine.of("driver-1", EngineEndpoint.parse("unix://" + SOCKET, Optional.empty()));
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (true) {
            try {
                engine.requireAvailable();
                return;
            } catch (DockerUnavailableException notYet) {
                if (!dockerd.isAlive() || System.nanoTime() > deadline) {
                    throw new IllegalStateException("the test's dockerd did not answer on " + SOCKET + " within 60 s; its log: "
                            + LOGS.resolve("dockerd.log").toAbsolutePath(), notYet);
                }
                Thread.sleep(200);
            }
        }
    }

    @AfterAll
    static void stopIt() throws Exception {
        if (dockerd != null) {
            dockerd.destroy(); // SIGTERM: dockerd stops its containers and unmounts its layers
            if (!dockerd.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)) {
                dockerd.destroyForcibly().waitFor();
            }
            removeDataRoot();
        }
    }

    private static void removeDataRoot() throws IOException, InterruptedException {
        // dockerd leaves the host's network namespace bound into its exec root (host networking); unbind it first.
        Path netns = EXEC_ROOT.resolve("netns/default");
        if (Files.exists(netns)) {
            new ProcessBuilder("umount", netns.toString()).inheritIO().start().waitFor();
        }
        new ProcessBuilder("rm", "-rf", "--one-file-system", DATA_ROOT.toString(), EXEC_ROOT.toString()).inheritIO().start().waitFor();
    }

    @Test
    void runsAContainerOnAnotherEngineWithItsImageTransferredThere() throws Exception {
        assertThat(engine.describe()).as("the engine describes itself with its version and CPUs")
                .startsWith("driver-1 unix://" + SOCKET + " (Docker ").endsWith(", " + Runtime.getRuntime().availableProcessors() + " CPUs)");
        String localId = DockerEngine.client().inspectImageCmd(BaseOsImage.NAME).exec().getId();

        Map<String, String> ids = ImageTransfer.ensureOn(engine, List.of(BaseOsImage.NAME));
        assertThat(ids).as("the image's id on the new engine, as on the harness's").containsExactly(Map.entry(BaseOsImage.NAME, localId));
        assertThat(engine.client().inspectImageCmd(BaseOsImage.NAME).exec().getId()).as("read back from the engine itself").isEqualTo(localId);
        assertThat(ImageTransfer.ensureOn(engine, List.of(BaseOsImage.NAME))).as("a second time: already there, same id")
                .isEqualTo(ids);

        String id;
        try (HealthServer container = new HealthServer(LOGS.resolve("health.log")).onEngine(engine, "127.0.0.1")) {
            container.start();
            id = container.getContainerId();
            assertThat(get(container.baseUrl() + "/health")).as("the container answers at its address").isEqualTo(200);
            var inspected = engine.client().inspectContainerCmd(id).exec();
            assertThat(inspected.getHostConfig().getReadonlyRootfs()).as("hardened through the engine's own client").isTrue();
            assertThat(inspected.getHostConfig().getTmpFs()).as("only /tmp: the base image names no writable folder").containsOnlyKeys("/tmp");
            assertThat(inspected.getHostConfig().getCpusetCpus()).as("pinned").isEqualTo("0");
            assertThat(container.state()).as("its state, through its engine").isEqualTo("it is still running");
            assertThatThrownBy(() -> DockerEngine.client().inspectContainerCmd(id).exec())
                    .as("the harness's own engine never had it").isInstanceOf(NotFoundException.class);
        }
        assertThatThrownBy(() -> engine.client().inspectContainerCmd(id).exec())
                .as("stopped and removed on its engine").isInstanceOf(NotFoundException.class);
    }

    private static int get(String url) throws IOException, InterruptedException {
        try (HttpClient client = HttpClient.newHttpClient()) {
            return client.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
        }
    }

    /** The base OS image answering GET /health with perl (in every Debian): a container that needs no other image. */
    static final class HealthServer extends HostContainer<HealthServer> {
        private static final String SERVE = "use IO::Socket::INET; my $s = IO::Socket::INET->new(LocalAddr => '127.0.0.1', "
                + "LocalPort => $ARGV[0], Listen => 16, ReuseAddr => 1) or die \"listen: $!\"; while (my $c = $s->accept) { "
                + "while (my $line = <$c>) { last if $line =~ /^\\r?\\n$/ } print $c \"HTTP/1.0 200 OK\\r\\nContent-Length: 2\\r\\n\\r\\nok\"; close $c }";

        HealthServer(Path log) {
            this(LocalPorts.free(), log);
        }

        private HealthServer(int port, Path log) {
            super(BaseOsImage.NAME, "engine-test", port, log, Duration.ofSeconds(60));
            withCommand("perl", "-e", SERVE, Integer.toString(port));
            withCpus(CpuSet.parse("0"), 0, 0);
        }
    }
}
