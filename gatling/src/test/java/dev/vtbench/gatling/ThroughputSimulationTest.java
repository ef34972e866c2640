package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.SimulationStats;
import dev.vtbench.contract.stats.StatsFile;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the simulation the way the harness does, in a forked JVM through Gatling's own main class,
 * against a server inside this test. Only counts and their consistency are checked, never rates:
 * how fast a shared build machine is varies too much. The open model runs as a
 * {@link SoakSimulation}, which is the same simulation under its own name, so that one fork checks
 * both.
 */
class ThroughputSimulationTest {

    @TempDir
    Path directory;

    private HelloServer server;

    @AfterEach
    void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void closedModelCountsFailuresByStatusAndFailsGatlingsAssertion() throws Exception {
        // Every 10th answer is a 503: 10 % of failures, far over the default limit of 1 %.
        server = new HelloServer(10);
        Path stats = directory.resolve("closed.json");

        GatlingFork.Result fork = runSimulation(ThroughputSimulation.class, stats, "-Dvtbench.model=closed",
                "-Dvtbench.users=4");

        assertThat(fork.exitCode()).as("Gatling exit code with failed assertion; output:%n%s", fork.output())
                .isEqualTo(2);
        SimulationStats result = StatsFile.read(stats).run();
        assertThat(result.model()).as("model").isEqualTo(LoadModel.CLOSED);
        assertThat(result.users()).as("users").isEqualTo(4);
        assertThat(result.ok()).as("ok requests").isPositive();
        assertThat(result.ko()).as("ko requests").isPositive();
        assertThat(result.errors()).as("failures by kind").containsOnlyKeys("status_503");
        assertThat(result.errors().get("status_503")).as("503s are all the ko").isEqualTo(result.ko());
        assertThat(result.simulation()).as("simulation").isEqualTo("ThroughputSimulation");
        assertThat(result.intendedRequests()).as("no schedule in the closed model").isNull();
        assertThat(result.injectionLagged()).as("no lag verdict in the closed model").isNull();
        assertCommonInvariants(result);
        GatlingFork.assertHtmlReport(directory);
    }

    @Test
    void openModelSoakSucceedsAgainstAHealthyServer() throws Exception {
        server = new HelloServer(0);
        Path stats = directory.resolve("open.json");

        GatlingFork.Result fork = runSimulation(SoakSimulation.class, stats, "-Dvtbench.model=open",
                "-Dvtbench.rate=200");

        assertThat(fork.exitCode()).as("Gatling exit code; output:%n%s", fork.output()).isZero();
        SimulationStats result = StatsFile.read(stats).run();
        assertThat(result.simulation()).as("simulation").isEqualTo("SoakSimulation");
        assertThat(result.model()).as("model").isEqualTo(LoadModel.OPEN);
        assertThat(result.rate()).as("rate").isEqualTo(200);
        assertThat(result.users()).as("users of an open run").isNull();
        assertThat(result.ok()).as("ok requests").isPositive();
        assertThat(result.ko()).as("ko requests").isZero();
        assertThat(result.intendedRequests()).as("requests the schedule meant to send in the window").isPositive();
        assertThat(result.sentRequests()).as("requests sent in the window").isPositive();
        assertThat(result.injectionLagMicros()).as("lag summary").isNotNull();
        assertThat(result.injectionLagged()).as("lag verdict").isNotNull();
        assertCommonInvariants(result);
        GatlingFork.assertHtmlReport(directory);
    }

    private void assertCommonInvariants(SimulationStats result) {
        assertThat(result.ok() + result.ko()).as("requests measured vs served by the server")
                .isLessThanOrEqualTo(server.served());
        assertThat(result.measuredSeconds()).as("measured seconds").isPositive().isLessThanOrEqualTo(2.0);
        assertThat(result.latencyMicros()).as("latency summary").isNotNull();
        assertThat(result.latencyMicros().p50()).as("p50 vs max")
                .isLessThanOrEqualTo(result.latencyMicros().max());
        assertThat(Latencies.decode(result.histogram()).getTotalCount()).as("histogram count").isEqualTo(result.ok());
        assertThat(result.timelineOkPerSecond()).as("timeline covers the planned 3 s").hasSizeGreaterThanOrEqualTo(3);
        assertThat(result.timelineOkPerSecond().stream().mapToLong(Long::longValue).sum())
                .as("timeline counts warm-up too").isGreaterThanOrEqualTo(result.ok());
        assertThat(result.gatlingVersion()).as("Gatling version").isNotBlank().isNotEqualTo("unknown");
        assertThat(result.startedAt()).as("start time").isNotNull();
        assertThat(result.windowOpenedAt()).as("window opening instant").isNotNull();
        assertThat(Instant.parse(result.windowClosedAt())).as("window closing instant")
                .isAfter(Instant.parse(result.windowOpenedAt()));
        assertThat(result.driverCpuSecondsInWindow()).as("driver CPU in the window").isNotNull().isPositive();
    }

    private GatlingFork.Result runSimulation(Class<?> simulation, Path stats, String... modelProperties)
            throws Exception {
        List<String> properties = new ArrayList<>(List.of(
                "-Dvtbench.target=" + server.baseUrl(),
                "-Dvtbench.statsFile=" + stats,
                "-Dvtbench.warmupSeconds=1",
                "-Dvtbench.durationSeconds=2"));
        properties.addAll(List.of(modelProperties));
        return GatlingFork.run(directory, simulation, properties);
    }
}
