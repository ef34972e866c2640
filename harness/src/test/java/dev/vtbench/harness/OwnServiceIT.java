package dev.vtbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.harness.gate.GateVerdict;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The worked examples of a user's own service (apps/examples/), measured the way a user's JUnit test would, through
 * {@link Vtbench#run}: a Spring Boot jar (embedded Tomcat, spring.threads.virtual.enabled) on one CPU, and one war on
 * vtbench's Tomcat image on half a CPU (a quota, where the others are a whole core) and on its Liberty image on one CPU,
 * each pool against virtual, with its own request list, at a tiny scale (one short repetition: the figures are not what
 * is tested, the path from the user's files to a results folder is; a live run is the point, since the user's service
 * is started, verified and driven). And what a user gets wrong: a service that never becomes healthy. (A mode switch
 * that does not take effect is refused by the verifier it goes through here: OpaqueServiceVerifierIT.)
 */
class OwnServiceIT {
    private static final Path EXAMPLES = TestMatrix.DEFINITIONS.root().resolve("apps/examples");
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * One short repetition per cell, a fixed warm-up: enough to prove the path, not to measure. 1 s suffices: the
     * verification before it has already sent the service its probe requests.
     */
    private static final List<String> TINY = List.of("--users", "8", "--warmup", "1", "--duration", "2", "--repetitions", "1");

    @TempDir
    Path dir;

    @Test
    void theSpringBootExampleIsMeasuredPoolAgainstVirtualOnOneCpu() throws IOException {
        RunOutcome outcome = run(EXAMPLES.resolve("spring-hello/service.properties"), "cpu-1",
                "--gate", "virtual/pool >= 0.5 at cpu-1");
        ResultsFolder results = ResultsFolder.open(outcome.resultsFolder().orElseThrow());
        assertThat(results.cells()).extracting(CellResult::cell).containsExactlyInAnyOrder(
                "spring-hello/temurin-25/pool/cpu-1/requests/c8", "spring-hello/temurin-25/virtual/cpu-1/requests/c8");
        assertEveryCellMeasuredAndProven(results, "spring-hello");
        // The gate is judged on these cells: with one short repetition it may pass, fail or be refused as unjudged, but it
        // must say which, about the pair it names, from the closed model, and the exit code must agree with it.
        assertThat(outcome.gates()).as(outcome.describe()).hasSize(1);
        GateVerdict verdict = outcome.gates().get(0);
        assertThat(verdict.describe()).as("the verdict names its pair and its workload model")
                .contains("spring-hello/temurin-25").contains("cpu-1");
        assertThat(outcome.exitCode()).as(outcome.describe()).isEqualTo(verdict.passed() ? 0 : 3);
        assertThat(Files.readString(results.path().resolve("summary.md"))).as("the verdict is under the summary's table")
                .contains("virtual/pool >= 0.5 at cpu-1");
    }

    @Test
    void theWarExampleIsMeasuredOnVtbenchsTomcatAndLiberty() throws IOException {
        RunOutcome tomcat = run(EXAMPLES.resolve("servlet-war/service-tomcat.properties"), "cpu-0.5");
        assertThat(tomcat.exitCode()).as(tomcat.describe()).isZero();
        ResultsFolder onTomcat = ResultsFolder.open(tomcat.resultsFolder().orElseThrow());
        assertThat(onTomcat.cells()).as("2 modes on half a CPU").hasSize(2);
        assertEveryCellMeasuredAndProven(onTomcat, "servlet-war-tomcat");
        assertThat(onTomcat.cells()).allSatisfy(cell -> assertThat(cell.context().image()).as("derived from vtbench's Tomcat image")
                .startsWith("vtbench-service/servlet-war-tomcat:temurin-25-"));
        assertThat(onTomcat.cells()).filteredOn(cell -> cell.context().mode().equals(Mode.POOL))
                .allSatisfy(cell -> assertThat(cell.context().poolSize()).as("vtbench's Tomcat image sized the connector's pool").isEqualTo(200));

        // Liberty on one CPU only: its start-up on half a CPU is what makes this the slowest example (the command in
        // docs/own-service.md runs both profiles).
        RunOutcome liberty = run(EXAMPLES.resolve("servlet-war/service-liberty.properties"), "cpu-1");
        assertThat(liberty.exitCode()).as(liberty.describe()).isZero();
        ResultsFolder onLiberty = ResultsFolder.open(liberty.resultsFolder().orElseThrow());
        assertThat(onLiberty.cells()).as("2 modes").hasSize(2);
        assertEveryCellMeasuredAndProven(onLiberty, "servlet-war-liberty");
        for (CellResult cell : onLiberty.cells()) {
            // Both modes hand requests to the executor the mode's fragment defines (found through JNDI); without it the
            // servlet would run them inline, and the pool mode would pass while measuring something else.
            assertThat(Files.readString(onLiberty.path().resolve(cell.serverLog()))).as("%s: the servlet found the fragment's executor", cell.cell())
                    .contains("requests run on the managed executor concurrent/requests");
        }
    }

    @Test
    void aServiceThatNeverBecomesHealthyFailsItsCellNamingThePathAndTheLog() throws IOException {
        Path service = copyOfSpringHello("""
                mode.pool.properties = spring.threads.virtual.enabled=false
                mode.virtual.properties = spring.threads.virtual.enabled=true
                """, """
                health.path = /no-such-health
                startup.timeout.seconds = 5
                """);
        RunOutcome outcome = run(service, "cpu-1", "--modes", "pool");
        assertThat(outcome.exitCode()).as(outcome.describe()).isEqualTo(1);
        CellResult cell = onlyCell(outcome);
        assertThat(cell.status()).isEqualTo(CellStatus.FAILED);
        assertThat(cell.reason()).as("names the health path, the time allowed and the server's log")
                .contains("did not become ready").contains("/no-such-health").contains("5 s").contains("server-1.log");
    }

    private RunOutcome run(Path service, String profiles, String... more) {
        List<String> options = new java.util.ArrayList<>(List.of("--service", service.toString(), "--profiles", profiles,
                "--out", dir.resolve("run-" + System.nanoTime()).toString()));
        options.addAll(TINY);
        options.addAll(List.of(more));
        return Vtbench.run(options.toArray(String[]::new));
    }

    /** spring-hello's service file with other mode switches and extra keys, its paths pointing back at the example. */
    private Path copyOfSpringHello(String switches, String extra) throws IOException {
        Path example = EXAMPLES.resolve("spring-hello");
        // In a folder of its own: a service is named after its file's folder.
        return Files.writeString(Files.createDirectories(dir.resolve("my-service")).resolve("service.properties"), "jar = " + example.resolve("target/spring-hello.jar") + "\n"
                + "port.property = server.port\n"
                + "modes = pool virtual\n"
                + switches
                + "requests = " + example.resolve("requests.txt") + "\n"
                + extra);
    }

    private static CellResult onlyCell(RunOutcome outcome) {
        List<CellResult> cells = ResultsFolder.open(outcome.resultsFolder().orElseThrow()).cells();
        assertThat(cells).as(outcome.describe()).hasSize(1);
        return cells.get(0);
    }

    /**
     * Every cell measured, with requests answered, its mode proven from outside (the JVM's CPU count and the virtual
     * threads its requests started), the request list handed to the driver, and the usual folder around it.
     */
    private static void assertEveryCellMeasuredAndProven(ResultsFolder results, String service) throws IOException {
        for (CellResult cell : results.cells()) {
            assertThat(cell.status()).as("%s: %s", cell.cell(), cell.reason()).isEqualTo(CellStatus.MEASURED);
            assertThat(cell.context().runtime()).isEqualTo(service);
            assertThat(cell.context().service()).as("the service file is recorded").endsWith(".properties");
            assertThat(cell.context().availableProcessors()).as("%s: the JVM saw one CPU", cell.cell()).isEqualTo(1);
            assertThat(cell.context().serverCpuset()).as("server and driver pinned apart").isNotEqualTo(cell.context().driverCpuset());
            boolean virtual = cell.context().mode().isVirtual();
            assertThat(cell.verification()).as("%s: the thread kind proven, with the counts", cell.cell())
                    .anySatisfy(check -> assertThat(check).startsWith("ok   requests run on " + (virtual ? "virtual" : "platform")
                            + " threads").contains("probe requests started"))
                    .anySatisfy(check -> assertThat(check).startsWith("ok   availableProcessors() = 1"))
                    .anySatisfy(check -> assertThat(check).startsWith("ok   POST /echo answers 200"));
            Path repetition = results.path().resolve("cells").resolve(cell.cell().replace('/', '_')).resolve("rep-1");
            assertThat(repetition.resolve("requests.json")).as("the request list handed to the driver").exists();
            JsonNode stats = JSON.readTree(repetition.resolve("stats.json").toFile());
            assertThat(stats.path("traffic").asText()).as("the driver sent the list").isEqualTo("requests: 4 from requests.json");
            assertThat(stats.path("ok").asLong()).as("%s: requests answered", cell.cell()).isPositive();
            assertThat(stats.path("ko").asLong()).as("%s: every request answered its expected status", cell.cell()).isZero();
        }
        try (Stream<Path> files = Files.list(results.path())) {
            assertThat(files.map(p -> p.getFileName().toString())).contains("comparison.html", "summary.md", "results.json", "results.csv");
        }
    }
}
