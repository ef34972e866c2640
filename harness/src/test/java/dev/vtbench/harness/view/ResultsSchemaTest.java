package dev.vtbench.harness.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.harness.TestFolders;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.ResultsFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The files of a results folder hold to the schemas published in docs/schemas/, which a regression tool (Horreum) takes
 * them by: results.json as written now, results.json and each cell's result.json of a real run made before results.json
 * named its schema (src/test/resources/results/format3-real, a pinning study's run), and real stats.json files of
 * version 1. The folder's check ({@link PublishedSchemas#check}) is the one SmallMatrixIT makes on the folder it writes.
 */
class ResultsSchemaTest {
    private static final Path SCHEMAS = PublishedSchemas.FOLDER;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path copy;

    private static Schema schema(String file) throws IOException {
        return PublishedSchemas.schema(file);
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(ResultsSchemaTest.class.getResource(name).toURI());
    }

    @Test
    void theSchemasAreThoseOfTheVersionsWritten() throws IOException {
        assertThat(Files.readString(SCHEMAS.resolve("results.schema.json"))).as("results.json's schema $id")
                .contains("\"$id\": \"" + ResultsFormat.SCHEMA + "\"");
        assertThat(Files.readString(SCHEMAS.resolve("stats.schema.json"))).as("stats.json's schema $id")
                .contains("\"$id\": \"" + DriverStats.SCHEMA + "\"");
    }

    @Test
    void resultsJsonAsWrittenNowHoldsToItsSchemaAndNamesIt() throws IOException {
        String written = new JsonView().render(new RunSnapshot(Path.of("results"), SampleRun.run(), SampleRun.cells(), Optional.empty()));

        assertThat(JSON.readTree(written).path("$schema").asText()).as("the schema it names").isEqualTo(ResultsFormat.SCHEMA);
        assertThat(schema("results.schema.json").validate(written, InputFormat.JSON)).as("what the schema finds wrong").isEmpty();
    }

    @Test
    void aRealRunsResultsHoldToTheSchema() throws Exception {
        PublishedSchemas.FolderCheck check = PublishedSchemas.check(resource("/results/format3-real"));

        assertThat(check.cellResults()).as("the run's cells").hasSize(12);
        assertThat(check.problems()).as("what the schemas find wrong in the real run's results.json and cells' result.json").isEmpty();
    }

    @Test
    void aFoldersCheckHoldsTheDriversStatsToTheirSchemaAndLeavesGatlingsOwnAlone() throws Exception {
        Path folder = copyOfTheRealRun();
        Path rep = folder.resolve("cells/plain-jdk_temurin-25_pool_cpu-1_pinned_c20/rep-1");
        Files.createDirectories(rep.resolve("gatling/throughputsimulation-20261125224301/js"));
        Files.copy(resource("/dev/vtbench/harness/load/v1-throughput.stats.json"), rep.resolve("stats.json"));
        // Gatling's report has a stats.json of its own, of another shape: not vtbench's to check.
        Files.writeString(rep.resolve("gatling/throughputsimulation-20261125224301/js/stats.json"), "{\"type\": \"GROUP\"}");

        PublishedSchemas.FolderCheck check = PublishedSchemas.check(folder);

        assertThat(check.statsFiles()).as("the driver's stats files found").containsExactly(rep.resolve("stats.json"));
        assertThat(check.problems()).as("what the schemas find wrong").isEmpty();
    }

    @Test
    void aFoldersCheckNamesTheFileTheSchemaRefuses() throws Exception {
        Path folder = copyOfTheRealRun();
        Path stats = folder.resolve("cells/plain-jdk_temurin-25_virtual_cpu-2_pinned_c20/rep-1/stats.json");
        Files.createDirectories(stats.getParent());
        String real = Files.readString(resource("/dev/vtbench/harness/load/v1-throughput.stats.json"));
        Files.writeString(stats, real.replaceFirst("\"model\"\\s*:\\s*\"closed\"", "\"model\": \"half-open\""));
        Path cell = folder.resolve("cells/plain-jdk_temurin-25_pool_cpu-8_pinned_c20/result.json");
        Files.writeString(cell, Files.readString(cell).replace("\"SKIPPED\"", "\"HALF_SKIPPED\""));

        PublishedSchemas.FolderCheck check = PublishedSchemas.check(folder);

        assertThat(check.problems()).as("the files the schemas refuse").containsOnlyKeys(stats, cell);
    }

    /** The real run's folder, copied where a test may add to it. */
    private Path copyOfTheRealRun() throws Exception {
        return TestFolders.copy(resource("/results/format3-real"), copy);
    }

    @Test
    void realStatsFilesOfVersionOneHoldToTheStatsSchema() throws Exception {
        Schema schema = schema("stats.schema.json");
        for (String name : List.of("v1-throughput.stats.json", "v1-equal-load.stats.json")) {
            String text = Files.readString(resource("/dev/vtbench/harness/load/" + name));

            assertThat(schema.validate(text, InputFormat.JSON)).as("what the schema finds wrong in %s", name).isEmpty();
        }
    }

    @Test
    void theSchemaRefusesACellWithAnUnknownStatus() throws Exception {
        JsonNode real = JSON.readTree(resource("/results/format3-real/results.json").toFile());
        ((ObjectNode) real.path("cells").get(0)).put("status", "HALF_MEASURED");

        assertThat(schema("results.schema.json").validate(JSON.writeValueAsString(real), InputFormat.JSON))
                .as("a status no vtbench writes").isNotEmpty();
    }
}
