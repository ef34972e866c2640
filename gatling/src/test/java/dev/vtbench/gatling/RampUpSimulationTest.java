package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.SimulationStats;
import dev.vtbench.contract.stats.StatsFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A short ramp in a forked Gatling, the way the harness runs it; structure and counts only, never rates. */
class RampUpSimulationTest {

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
    void rampMeasuresEverySecondAndFindsItsPeak() throws Exception {
        server = new HelloServer(0);
        Path stats = directory.resolve("ramp.json");

        GatlingFork.Result fork = GatlingFork.run(directory, RampUpSimulation.class, List.of(
                "-Dvtbench.target=" + server.baseUrl(),
                "-Dvtbench.statsFile=" + stats,
                "-Dvtbench.users=4",
                "-Dvtbench.ramp.seconds=1",
                "-Dvtbench.ramp.holdSeconds=2",
                "-Dvtbench.ramp.smoothingSeconds=1",
                // Ignored: a ramp starts from idle and measures all of it.
                "-Dvtbench.warmupSeconds=15"));

        assertThat(fork.exitCode()).as("Gatling exit code; output:%n%s", fork.output()).isZero();
        SimulationStats run = StatsFile.read(stats).run();
        assertThat(run.simulation()).as("simulation").isEqualTo("RampUpSimulation");
        assertThat(run.model()).as("model").isEqualTo(LoadModel.CLOSED);
        assertThat(run.users()).as("users at the end of the ramp").isEqualTo(4);
        assertThat(run.warmupSeconds()).as("no warm-up").isZero();
        assertThat(run.durationSeconds()).as("ramp plus hold").isEqualTo(3);
        assertThat(run.ok()).as("ok requests").isPositive();
        assertThat(run.ko()).as("ko requests").isZero();
        assertThat(run.ok()).as("requests measured vs served").isLessThanOrEqualTo(server.served());
        assertThat(run.timelineOkPerSecond()).as("timeline of the planned 3 s").hasSizeGreaterThanOrEqualTo(3);
        assertThat(run.driverCpuSecondsInWindow()).as("driver CPU in the window").isNotNull();

        JsonNode json = new ObjectMapper().readTree(stats.toFile());
        double peak = json.get("peakThroughputPerSecond").asDouble();
        long busiestPlannedSecond = run.timelineOkPerSecond().subList(0, 3).stream().mapToLong(Long::longValue)
                .max().orElseThrow();
        assertThat(peak).as("peak of 1-second averages is the busiest planned second").isEqualTo(busiestPlannedSecond);
        assertThat(json.get("secondsTo90PercentOfPeak").asInt()).as("seconds to 90 % of peak").isBetween(0, 2);
        assertThat(json.get("smoothingSeconds").asInt()).as("smoothing").isEqualTo(1);
        GatlingFork.assertHtmlReport(directory);
    }
}
