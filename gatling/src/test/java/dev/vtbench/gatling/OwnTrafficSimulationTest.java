package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.SimulationStats;
import dev.vtbench.contract.stats.StatsFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's own simulation ({@link TwoRequestSimulation}: a GET, then a POST) forked as the harness forks it: each pass
 * of its chain is one recorded request, and a pass that failed is a failed request.
 */
class OwnTrafficSimulationTest {

    private static final int USERS = 3;

    @TempDir
    Path directory;

    @Test
    void recordsEachPassOfTheChainAsOneRequestAndAFailedPassAsAFailure() throws Exception {
        Path stats = directory.resolve("own.json");
        // Every 10th answer is a 503, on either request of the chain: about 10 % of passes fail, over the 1 % allowed.
        try (HelloServer server = new HelloServer(10)) {
            GatlingFork.Result fork = GatlingFork.run(directory, TwoRequestSimulation.class, List.of(
                    "-Dvtbench.target=" + server.baseUrl(),
                    "-Dvtbench.statsFile=" + stats,
                    "-Dvtbench.users=" + USERS,
                    "-Dvtbench.warmupSeconds=1",
                    "-Dvtbench.durationSeconds=2"));

            assertThat(fork.exitCode()).as("Gatling exit code with failed assertion; output:%n%s", fork.output())
                    .isEqualTo(2);
            SimulationStats result = StatsFile.read(stats).run();
            assertThat(result.simulation()).as("simulation: the user's class").isEqualTo("TwoRequestSimulation");
            assertThat(result.traffic()).as("traffic").isEqualTo("own simulation " + TwoRequestSimulation.class.getName());
            assertThat(result.model()).as("model").isEqualTo(LoadModel.CLOSED);
            assertThat(result.users()).as("users").isEqualTo(USERS);
            assertThat(result.ok()).as("passes that did not fail").isPositive();
            assertThat(result.errors()).as("failed passes: the chain saved no status").containsOnlyKeys("own_pass");
            assertThat(result.ko()).as("failed passes").isPositive();
            long helloRequests = server.served() - server.echoed();
            // Every pass sends both requests, whether its GET failed or not, and each of the users ends on a whole pass.
            assertThat(server.echoed()).as("POSTs, one per pass, vs GETs %d", helloRequests)
                    .isBetween(helloRequests - USERS, helloRequests);
            assertThat(result.ok() + result.ko()).as("passes measured vs POSTs served, one per pass")
                    .isLessThanOrEqualTo(server.echoed());
            assertThat(Latencies.decode(result.histogram()).getTotalCount()).as("histogram count").isEqualTo(result.ok());
            GatlingFork.assertHtmlReport(directory);
            // "greet" as the chain names it, over the whole run; "echo back" by the phase of the run it was sent in.
            GatlingFork.assertReportNames(directory, "greet", "warm-up: echo back", "window: echo back");
        }
    }
}
