package dev.vtbench.harness.study;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.view.PublishedSchemas;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * study.json as written now: every measured figure of a table a number with its unit, its spread and its cell's flags,
 * a label a string, and the whole held to the schema published in docs/schemas/study.schema.json.
 */
class StudyJsonTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final BlockingFanoutThroughIo.Plan PLAN = ShippedJudges.of("blocking-fanout", BlockingFanoutJudge.class)
            .ioPlanOf(StudyScale.DEFAULT, new StudyOptions(Map.of()));

    /** A report with a real study's section: a pool of 64 and a driver-bound virtual cell through /io. */
    private static ObjectNode written() {
        List<CellResult> cells = List.of(io("pool", 64, 630),
                SampleRun.flagged(io("virtual", null, 9_000), List.of(Flag.DRIVER_BOUND)));
        return StudyRunner.versioned(new StudyReport("blocking-fanout", "title", ClaimedStudy.named("blocking-fanout").seedFile(), "published",
                "study blocking-fanout", StudyScale.TINY, Map.of("kernel", "6.6.0"), List.of("method"),
                BlockingFanoutThroughIo.sections(cells, PLAN), List.of(), List.of(), List.of("finding")));
    }

    private static CellResult io(String mode, Integer poolSize, double rate) {
        return StudyCellSamples.cell("plain-jdk", "temurin-25", mode, poolSize, "io-100ms", "/io?delayMs=100", 1_000, rate);
    }

    @Test
    void aMeasuredFigureIsItsNumbersWithItsUnitSpreadAndFlags() {
        JsonNode rows = written().path("sections").get(0).path("table").path("rows");
        JsonNode pool = rows.get(0);
        assertThat(pool.get(0).isTextual()).as("a label is a string: %s", pool.get(0)).isTrue();
        assertThat(pool.get(0).asText()).isEqualTo("pool");

        JsonNode throughput = pool.get(3);
        assertThat(throughput.path("value").isNumber()).as("the median is a number, not \"630 [611-649]\": %s", throughput).isTrue();
        assertThat(throughput.path("value").asDouble()).isCloseTo(630, within(1e-9));
        assertThat(throughput.path("statistic").asText()).isEqualTo("MEDIAN");
        assertThat(throughput.path("min").asDouble()).isLessThan(630);
        assertThat(throughput.path("max").asDouble()).isGreaterThan(630);
        assertThat(throughput.path("unit").asText()).isEqualTo("req/s");
        assertThat(throughput.path("text").asText()).as("what the pages show").isEqualTo("630 [611-649]");
        assertThat(throughput.has("flags")).as("an unflagged cell's figure lists no flags").isFalse();

        assertThat(pool.get(4).path("value").asDouble()).as("Little's-law bound of 64 threads at 100 ms").isCloseTo(640, within(1e-9));
        assertThat(pool.get(5).path("unit").asText()).isEqualTo("fraction");
        assertThat(pool.get(5).path("value").asDouble()).isCloseTo(630 / 640.0, within(1e-9));
        assertThat(pool.get(7).path("value").asDouble()).as("the seed's pool, in seconds").isCloseTo(161.956, within(1e-9));

        JsonNode virtual = rows.get(1).get(3);
        assertThat(virtual.path("flags")).extracting(JsonNode::asText).as("the flags of a driver-bound cell").containsExactly("DRV");
        assertThat(virtual.path("text").asText()).endsWith(" DRV");
    }

    @Test
    void studyJsonAsWrittenNowHoldsToItsPublishedSchemaAndNamesIt() throws IOException {
        Schema schema = PublishedSchemas.schema("study.schema.json");
        ObjectNode written = written();

        assertThat(Files.readString(PublishedSchemas.FOLDER.resolve("study.schema.json"))).as("the schema's $id")
                .contains("\"$id\": \"" + StudyRunner.SCHEMA + "\"");
        assertThat(written.path("$schema").asText()).isEqualTo("urn:vtbench:study:3");
        assertThat(schema.validate(JSON.writeValueAsString(written), InputFormat.JSON)).as("what the schema finds wrong").isEmpty();

        ((ObjectNode) written.path("sections").get(0).path("table").path("rows").get(0).get(3)).put("value", "630");
        assertThat(schema.validate(JSON.writeValueAsString(written), InputFormat.JSON)).as("a figure's value as a string").isNotEmpty();
    }

    @Test
    void aFigureTheRunCouldNotGiveHasNoValueAndSaysWhy() {
        StudyFigure none = StudyFigure.ratio(java.util.Optional.empty());
        assertThat(none.value()).isNull();
        assertThat(none.text()).isEqualTo("not comparable");
        assertThat(StudyFigure.one(Double.NaN, StudyFigure.Unit.RATIO, "–").value()).as("NaN, which JSON cannot hold").isNull();
    }
}
