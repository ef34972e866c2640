package dev.vtbench.harness.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.ResultsFormat;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The files of a results folder hold to the schemas published in docs/schemas/, which a regression tool (Horreum) takes
 * them by: results.json as written now, results.json and each cell's result.json of a real run made before results.json
 * named its schema (src/test/resources/results/format3-real, a pinning study's run), and real stats.json files of
 * version 1.
 */
class ResultsSchemaTest {
    /** The module's folder is the tests' working directory; the schemas are the repository's. */
    private static final Path SCHEMAS = Path.of("..", "docs", "schemas");
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Schema schema(String file) throws IOException {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(Files.readString(SCHEMAS.resolve(file)));
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
        Path folder = resource("/results/format3-real");
        Schema schema = schema("results.schema.json");

        assertThat(schema.validate(Files.readString(folder.resolve("results.json")), InputFormat.JSON))
                .as("what the schema finds wrong in the real results.json").isEmpty();
        List<Path> cells;
        try (Stream<Path> files = Files.list(folder.resolve("cells"))) {
            cells = files.map(cell -> cell.resolve("result.json")).sorted().toList();
        }
        assertThat(cells).as("the run's cells").hasSize(12);
        for (Path cell : cells) {
            // A cell's result.json is one element of results.json's "cells": held to the schema inside a record of one cell.
            ObjectNode record = JSON.createObjectNode();
            record.putObject("run").put("date", "2026-11-25T22:43:01Z");
            record.putArray("cells").add(JSON.readTree(cell.toFile()));
            assertThat(schema.validate(JSON.writeValueAsString(record), InputFormat.JSON)).as("what the schema finds wrong in %s", cell)
                    .isEmpty();
        }
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
