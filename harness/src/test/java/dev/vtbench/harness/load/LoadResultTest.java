package dev.vtbench.harness.load;

import dev.vtbench.contract.Percentile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URISyntaxException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class LoadResultTest {

    /** Real stats files of version 1 (no schemaVersion), copied from results folders of runs made before it existed. */
    @ParameterizedTest
    @ValueSource(strings = {"v1-throughput.stats.json", "v1-equal-load.stats.json"})
    void theRecordsReadTheSameFiguresAsTheHandParserDid(String name) throws Exception {
        Path file = golden(name);

        LoadResult read = LoadResult.read(file);

        assertThat(read).as("%s read through the contract's records, against the old hand parser", name)
                .isEqualTo(HandParsedStats.read(file));
        assertThat(read.ok()).as("%s: OK requests", name).isPositive();
        assertThat(read.latencyMicros()).as("%s: latencies by key, in the file's order", name)
                .containsKeys(Percentile.P50.key(), Percentile.P999.key())
                .extractingFromEntries(java.util.Map.Entry::getKey)
                .containsExactly("p50", "p90", "p99", "p999", "max", "mean");
    }

    @ParameterizedTest
    @ValueSource(strings = {"v1-equal-load.stats.json"})
    void anEqualLoadRunKeepsItsSteps(String name) throws Exception {
        LoadResult read = LoadResult.read(golden(name));

        assertThat(read.loadSteps()).as("steps of %s", name).isNotEmpty();
        assertThat(read.loadSteps().getFirst().latencyMillis(Percentile.P99)).as("first step's p99 in ms")
                .isEqualTo(read.loadSteps().getFirst().latencyMicros().get("p99") / 1000);
    }

    private static Path golden(String name) throws URISyntaxException {
        return Path.of(LoadResultTest.class.getResource(name).toURI());
    }
}
