package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the simulation the way the harness does, in a forked JVM through Gatling's own main class,
 * against a server inside this test. Only counts and their consistency are checked, never rates:
 * how fast a shared build machine is varies too much.
 */
class ThroughputSimulationTest {

    private static final long FORK_TIMEOUT_SECONDS = 180;

    @TempDir
    Path directory;

    private HttpServer server;
    private final AtomicLong served = new AtomicLong();

    @AfterEach
    void stopServer() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void closedModelCountsFailuresByStatusAndFailsGatlingsAssertion() throws Exception {
        // Every 10th answer is a 503: 10 % of failures, far over the default limit of 1 %.
        startServer(10);
        Path stats = directory.resolve("closed.json");

        Fork fork = runSimulation(stats, "-Dvtbench.model=closed", "-Dvtbench.users=4");

        assertThat(fork.exitCode()).as("Gatling exit code with failed assertion; output:%n%s", fork.output())
                .isEqualTo(2);
        SimulationStats result = SimulationStats.readFrom(stats);
        assertThat(result.model()).as("model").isEqualTo("closed");
        assertThat(result.users()).as("users").isEqualTo(4);
        assertThat(result.ok()).as("ok requests").isPositive();
        assertThat(result.ko()).as("ko requests").isPositive();
        assertThat(result.errors()).as("failures by kind").containsOnlyKeys("status_503");
        assertThat(result.errors().get("status_503")).as("503s are all the ko").isEqualTo(result.ko());
        assertCommonInvariants(result);
        assertHtmlReport();
    }

    @Test
    void openModelSucceedsAgainstAHealthyServer() throws Exception {
        startServer(0);
        Path stats = directory.resolve("open.json");

        Fork fork = runSimulation(stats, "-Dvtbench.model=open", "-Dvtbench.rate=200");

        assertThat(fork.exitCode()).as("Gatling exit code; output:%n%s", fork.output()).isZero();
        SimulationStats result = SimulationStats.readFrom(stats);
        assertThat(result.model()).as("model").isEqualTo("open");
        assertThat(result.rate()).as("rate").isEqualTo(200);
        assertThat(result.users()).as("users of an open run").isNull();
        assertThat(result.ok()).as("ok requests").isPositive();
        assertThat(result.ko()).as("ko requests").isZero();
        assertCommonInvariants(result);
        assertHtmlReport();
    }

    private void assertCommonInvariants(SimulationStats result) {
        assertThat(result.ok() + result.ko()).as("requests measured vs served by the server")
                .isLessThanOrEqualTo(served.get());
        assertThat(result.measuredSeconds()).as("measured seconds").isPositive().isLessThanOrEqualTo(2.0);
        assertThat(result.latencyMicros()).as("latency summary").isNotNull();
        assertThat(result.latencyMicros().p50()).as("p50 vs max")
                .isLessThanOrEqualTo(result.latencyMicros().max());
        assertThat(result.decodeHistogram().getTotalCount()).as("histogram count").isEqualTo(result.ok());
        assertThat(result.timelineOkPerSecond()).as("timeline covers the planned 3 s").hasSizeGreaterThanOrEqualTo(3);
        assertThat(result.timelineOkPerSecond().stream().mapToLong(Long::longValue).sum())
                .as("timeline counts warm-up too").isGreaterThanOrEqualTo(result.ok());
        assertThat(result.gatlingVersion()).as("Gatling version").isNotBlank().isNotEqualTo("unknown");
        assertThat(result.startedAt()).as("start time").isNotNull();
    }

    private void assertHtmlReport() throws IOException {
        try (Stream<Path> files = Files.walk(directory.resolve("results"))) {
            assertThat(files.map(Path::getFileName).map(Path::toString))
                    .as("Gatling's HTML report")
                    .contains("index.html");
        }
    }

    private void startServer(int failEvery) throws IOException {
        byte[] body = "hello".getBytes(StandardCharsets.UTF_8);
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 128);
        server.createContext("/hello", exchange -> {
            long n = served.incrementAndGet();
            exchange.sendResponseHeaders(failEvery > 0 && n % failEvery == 0 ? 503 : 200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.start();
    }

    private Fork runSimulation(Path stats, String... modelProperties) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-opens=java.base/java.lang=ALL-UNNAMED",
                "-cp", System.getProperty("java.class.path"),
                "-Dvtbench.target=http://127.0.0.1:" + server.getAddress().getPort(),
                "-Dvtbench.statsFile=" + stats,
                "-Dvtbench.warmupSeconds=1",
                "-Dvtbench.durationSeconds=2"));
        command.addAll(List.of(modelProperties));
        command.addAll(List.of(
                "io.gatling.app.Gatling",
                "-s", ThroughputSimulation.class.getName(),
                "-rf", directory.resolve("results").toAbsolutePath().toString()));
        Path output = directory.resolve("gatling.log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        if (!process.waitFor(FORK_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            return new Fork(-1, "timed out after " + FORK_TIMEOUT_SECONDS + " s:\n" + Files.readString(output));
        }
        return new Fork(process.exitValue(), Files.readString(output));
    }

    private record Fork(int exitCode, String output) {
    }
}
