package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.contract.stats.SimulationStats;
import dev.vtbench.contract.stats.StatsFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@link ThroughputSimulation} with a request list ({@code vtbench.requestsFile}), forked as the harness forks it:
 * requests are sent in proportion to their weights, each with its body, and each is checked against its own status.
 * Proportions are judged with a binomial bound, never a rate.
 */
class RequestListTrafficTest {

    @TempDir
    Path directory;

    @Test
    void sendsEachRequestInProportionToItsWeightWithItsBody() throws Exception {
        Path requests = requestList(200);
        Path stats = directory.resolve("list.json");
        try (HelloServer server = new HelloServer(0)) {
            GatlingFork.Result fork = run(server, requests, stats);

            assertThat(fork.exitCode()).as("Gatling exit code; output:%n%s", fork.output()).isZero();
            SimulationStats result = StatsFile.read(stats).run();
            assertThat(result.traffic()).as("traffic").isEqualTo("requests: 2 from requests.json");
            assertThat(result.simulation()).as("simulation").isEqualTo("ThroughputSimulation");
            assertThat(result.ok()).as("ok requests").isPositive();
            assertThat(result.ko()).as("ko: every POST carried its JSON body, every answer its expected status").isZero();
            long echoes = server.echoed();
            long all = server.served();
            assertThat(all).as("requests served, enough to judge proportions").isGreaterThanOrEqualTo(100);
            // POST /echo has weight 1 of 4: five standard deviations of a binomial either side of a quarter.
            double fraction = (double) echoes / all;
            double tolerance = 5 * Math.sqrt(0.25 * 0.75 / all);
            assertThat(fraction).as("share of POST /echo among %d requests", all).isBetween(0.25 - tolerance, 0.25 + tolerance);
            // Each request by the phase it was sent in: the warm-up's apart from the window that vtbench measures.
            GatlingFork.assertReportNames(directory, "warm-up: GET /hello", "window: GET /hello", "window: POST /echo");
        }
    }

    @Test
    void aRequestAnsweredWithAnotherStatusThanListedFails() throws Exception {
        // POST /echo answers 200, but the list expects 201.
        Path requests = requestList(201);
        Path stats = directory.resolve("wrong-status.json");
        try (HelloServer server = new HelloServer(0)) {
            GatlingFork.Result fork = run(server, requests, stats);

            assertThat(fork.exitCode()).as("Gatling exit code with failed assertion; output:%n%s", fork.output())
                    .isEqualTo(2);
            SimulationStats result = StatsFile.read(stats).run();
            assertThat(result.errors()).as("failures: the POSTs, named by the status they got").containsOnlyKeys("status_200");
            assertThat(result.ko()).as("failed POSTs").isPositive().isLessThanOrEqualTo(server.echoed());
            assertThat(result.ok()).as("GETs, answered 200 as listed").isPositive()
                    .isLessThanOrEqualTo(server.served() - server.echoed());
        }
    }

    private Path requestList(int echoStatus) throws Exception {
        Path file = directory.resolve("requests.json");
        Files.writeString(file, """
                [{"weight":3,"method":"GET","path":"/hello","status":200,"body":null,"contentType":null},
                 {"weight":1,"method":"POST","path":"/echo","status":%d,"body":%s,"contentType":"application/json"}]
                """.formatted(echoStatus, "\"" + HelloServer.ECHO_BODY.replace("\"", "\\\"") + "\""));
        return file;
    }

    private GatlingFork.Result run(HelloServer server, Path requests, Path stats) throws Exception {
        return GatlingFork.run(directory, ThroughputSimulation.class, List.of(
                "-Dvtbench.target=" + server.baseUrl(),
                "-Dvtbench.statsFile=" + stats,
                "-Dvtbench.requestsFile=" + requests,
                "-Dvtbench.users=4",
                "-Dvtbench.warmupSeconds=1",
                "-Dvtbench.durationSeconds=2"));
    }
}
