package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.contract.stats.StatsFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stats files the driver writes hold to the schema published in docs/schemas/stats.schema.json, which a regression
 * tool (Horreum) takes them by: the golden copy of an equal-load run, and a file written now.
 */
class StatsSchemaTest {

    /** The module's folder is the tests' working directory; the schema is the repository's. */
    private static final Path SCHEMA = Path.of("..", "docs", "schemas", "stats.schema.json");

    @TempDir
    Path directory;

    private static Schema schema() throws IOException {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(Files.readString(SCHEMA));
    }

    @Test
    void theSchemaIsThatOfTheVersionWritten() throws IOException {
        assertThat(Files.readString(SCHEMA)).as("the schema's $id, which each file names in $schema")
                .contains("\"$id\": \"" + DriverStats.SCHEMA + "\"");
    }

    @Test
    void theGoldenEqualLoadStatsHoldToTheSchema() throws IOException {
        String golden;
        try (InputStream in = StatsSchemaTest.class.getResourceAsStream("equal-load-stats.golden.json")) {
            assertThat(in).as("golden copy on the test class path").isNotNull();
            golden = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }

        assertThat(schema().validate(golden, InputFormat.JSON)).as("what the schema finds wrong in the golden copy").isEmpty();
    }

    @Test
    void aFileWrittenNowHoldsToTheSchema() throws IOException {
        Path file = directory.resolve("stats.json");
        StatsFile.write(EqualLoadStatsTest.sample(), file);

        assertThat(schema().validate(Files.readString(file), InputFormat.JSON)).as("what the schema finds wrong in %s", file)
                .isEmpty();
    }

    @Test
    void theSchemaRefusesAModelThatIsNone() throws IOException {
        Path file = directory.resolve("stats.json");
        StatsFile.write(EqualLoadStatsTest.sample(), file);
        String halfOpen = Files.readString(file).replace("\"model\" : \"open\"", "\"model\" : \"half-open\"");

        assertThat(schema().validate(halfOpen, InputFormat.JSON)).as("a model neither closed nor open").isNotEmpty();
    }
}
