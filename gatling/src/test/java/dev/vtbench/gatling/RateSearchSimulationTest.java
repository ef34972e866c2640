package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.SimulationStats;
import dev.vtbench.contract.stats.StatsFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A short rate search in a forked Gatling, the way the harness runs it. The objective (1 µs) cannot
 * be met, so the outcome does not depend on how fast this machine is: every step misses, and the
 * search runs the one extra step it was asked for and stops before the third.
 */
class RateSearchSimulationTest {

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
    void stepsAreRecordedAndTheSearchStopsAfterTheMissItWasToldToOutlast() throws Exception {
        server = new HelloServer(0);
        Path stats = directory.resolve("search.json");

        GatlingFork.Result fork = GatlingFork.run(directory, RateSearchSimulation.class, List.of(
                "-Dvtbench.target=" + server.baseUrl(),
                "-Dvtbench.statsFile=" + stats,
                "-Dvtbench.warmupSeconds=1",
                "-Dvtbench.search.startRate=20",
                "-Dvtbench.search.stepIncrement=20",
                "-Dvtbench.search.maxRate=60",
                "-Dvtbench.search.stepSeconds=1",
                "-Dvtbench.search.stepsAfterMiss=1",
                "-Dvtbench.objective.millis=0.001"));

        assertThat(fork.exitCode()).as("Gatling exit code; output:%n%s", fork.output()).isZero();
        SimulationStats run = StatsFile.read(stats).run();
        assertThat(run.simulation()).as("simulation").isEqualTo("RateSearchSimulation");
        assertThat(run.model()).as("model").isEqualTo(LoadModel.OPEN);
        assertThat(run.rate()).as("no single rate").isNull();
        assertThat(run.durationSeconds()).as("planned: three steps of 1 s").isEqualTo(3);
        assertThat(run.intendedRequests()).as("intended requests").isNotNull();
        assertThat(run.sentRequests()).as("sent requests").isPositive();
        assertThat(run.driverCpuSecondsInWindow()).as("driver CPU in the window").isNotNull();
        assertThat(run.windowClosedAt()).as("window closing instant").isNotNull();

        JsonNode json = new ObjectMapper().readTree(stats.toFile());
        assertThat(rates(json.get("plannedRates"))).as("planned rates").containsExactly(20, 40, 60);
        JsonNode steps = json.get("steps");
        assertThat(rates(steps, "rate")).as("steps run before stopping").containsExactly(20, 40);
        long stepsOk = 0;
        for (JsonNode step : steps) {
            assertThat(step.get("metObjective").asBoolean()).as("a 1 µs objective met at %s", step.get("rate")).isFalse();
            assertThat(step.get("ok").asLong()).as("ok of the step at %s req/s", step.get("rate")).isPositive();
            assertThat(step.get("latencyMicros").get("p99").asLong()).as("p99 of the step").isPositive();
            stepsOk += step.get("ok").asLong();
        }
        assertThat(stepsOk).as("ok of the steps, within the whole search's").isLessThanOrEqualTo(run.ok());
        assertThat(json.get("highestRateMeetingObjective").isNull()).as("no rate met the objective").isTrue();
        assertThat(json.get("stoppedEarly").asBoolean()).as("stopped before the last step").isTrue();
        assertThat(json.get("objective").get("millis").asDouble()).as("objective bound").isEqualTo(0.001);
        GatlingFork.assertHtmlReport(directory);
        // Gatling's report shows the warm-up and each step apart, each step's row by its number and rate as in the stats.
        GatlingFork.assertReportNames(directory, "warm-up: GET /hello", "step 1 (20 req/s): GET /hello",
                "step 2 (40 req/s): GET /hello");
    }

    private static List<Integer> rates(JsonNode array) {
        List<Integer> rates = new ArrayList<>();
        array.forEach(rate -> rates.add(rate.asInt()));
        return rates;
    }

    private static List<Integer> rates(JsonNode steps, String field) {
        List<Integer> rates = new ArrayList<>();
        steps.forEach(step -> rates.add(step.get(field).asInt()));
        return rates;
    }
}
