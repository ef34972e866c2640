package dev.vtbench.harness.metrics;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.dockerjava.api.model.Statistics;
import org.junit.jupiter.api.Test;
import org.testcontainers.shaded.com.github.dockerjava.core.DockerClientConfig;

import java.io.IOException;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The mapping of the engine's statistics to a {@link CgroupReading}, from a reply captured on a Debian 12 machine
 * (Docker 20.10.24, cgroup v1: `curl --unix-socket /var/run/docker.sock 'http://x/containers/ID/stats?stream=false'`
 * of a vtbench/backend container with --cpus 1 --cpuset-cpus 1 -m 512m).
 */
class EngineStatsTest {
    private static final ObjectMapper JSON = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private static ObjectNode captured() throws IOException {
        try (InputStream in = EngineStatsTest.class.getResourceAsStream("engine-stats-v1.json")) {
            return (ObjectNode) JSON.readTree(in);
        }
    }

    /**
     * Parsed as the engine's client parses it: docker-java's own mapper (here Testcontainers' copy, which the local
     * engine's client uses) keeps fields its model lacks, such as cgroup v2's anon, among the raw values.
     */
    private static CgroupReading reading(ObjectNode statistics) throws IOException {
        Statistics parsed = DockerClientConfig.getDefaultObjectMapper().readValue(JSON.writeValueAsString(statistics), Statistics.class);
        return EngineStats.reading(parsed, 42);
    }

    @Test
    void mapsTheCgroupV1FiguresTheEngineSends() throws IOException {
        CgroupReading reading = reading(captured());

        assertThat(reading.atNanos()).as("the arrival time given").isEqualTo(42);
        assertThat(reading.cpuNanos()).as("cpu_stats.cpu_usage.total_usage").isEqualTo(1_014_350_712L);
        assertThat(reading.periods()).as("throttling_data.periods").isEqualTo(31);
        assertThat(reading.throttledPeriods()).as("throttling_data.throttled_periods: a real 0").isZero();
        assertThat(reading.throttledNanos()).as("throttling_data.throttled_time: a real 0").isZero();
        assertThat(reading.residentBytes()).as("memory_stats.stats.rss, not usage (which counts the page cache)")
                .isEqualTo(34_803_712L);
        assertThat(reading.peakMemoryBytes()).as("memory_stats.max_usage").isEqualTo(112_742_400L);
    }

    @Test
    void aFieldTheEngineDidNotSendIsUnknownNeverZero() throws IOException {
        ObjectNode statistics = captured();
        ((ObjectNode) statistics.path("cpu_stats")).remove("throttling_data");
        ((ObjectNode) statistics.path("cpu_stats").path("cpu_usage")).remove("total_usage");
        ((ObjectNode) statistics.path("memory_stats")).remove("max_usage");
        ((ObjectNode) statistics.path("memory_stats").path("stats")).remove("rss");

        CgroupReading reading = reading(statistics);

        assertThat(reading.cpuNanos()).as("no total_usage").isEqualTo(-1);
        assertThat(reading.periods()).as("no throttling_data").isEqualTo(-1);
        assertThat(reading.throttledPeriods()).as("no throttling_data").isEqualTo(-1);
        assertThat(reading.throttledNanos()).as("no throttling_data").isEqualTo(-1);
        assertThat(reading.residentBytes()).as("neither rss nor anon").isEqualTo(-1);
        assertThat(reading.peakMemoryBytes()).as("no max_usage").isEqualTo(-1);
    }

    @Test
    void anEmptyReplyKnowsNothing() throws IOException {
        CgroupReading reading = reading(JSON.createObjectNode());

        assertThat(reading).as("no cpu_stats, no memory_stats")
                .isEqualTo(new CgroupReading(42, -1, -1, -1, -1, -1, -1));
    }

    /**
     * cgroup v2 as the engine reports it (not capturable on this v1 machine, so the captured reply reshaped to v2's
     * form: memory_stats.stats carries anon and no rss, and there is no max_usage).
     */
    @Test
    void takesAnonAsTheResidentMemoryOnCgroupV2() throws IOException {
        ObjectNode statistics = captured();
        ObjectNode memory = (ObjectNode) statistics.path("memory_stats");
        memory.remove("max_usage");
        memory.set("stats", JSON.createObjectNode().put("anon", 29_360_128L).put("file", 76_226_560L));

        CgroupReading reading = reading(statistics);

        assertThat(reading.residentBytes()).as("memory_stats.stats.anon").isEqualTo(29_360_128L);
        assertThat(reading.peakMemoryBytes()).as("v2 has no max_usage: unknown").isEqualTo(-1);
    }
}
