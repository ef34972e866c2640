package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulationStatsTest {

    @TempDir
    Path directory;

    private static SimulationStats sample() {
        Histogram micros = new Histogram(LatencyRecorder.SIGNIFICANT_DIGITS);
        for (long value = 1; value <= 1000; value++) {
            micros.recordValue(value * 10);
        }
        RecordedRun run = new RecordedRun(Instant.parse("2026-01-02T03:04:05Z"), 4.0, micros,
                Map.of("status_503", 3L, "connection", 1L), List.of(100L, 250L, 250L));
        SimulationParameters parameters = new SimulationParameters("http://127.0.0.1:8080", "/hello",
                LoadModel.CLOSED, 50, null, 1, 4, Path.of("stats.json"), 1.0, 60_000);
        return SimulationStats.of(parameters, run, "3.15.1", 2);
    }

    @Test
    void derivesCountsThroughputAndPercentiles() {
        SimulationStats stats = sample();

        assertThat(stats.ok()).as("ok").isEqualTo(1000);
        assertThat(stats.ko()).as("ko").isEqualTo(4);
        assertThat(stats.throughputPerSecond()).as("ok per measured second").isEqualTo(250.0);
        assertThat(stats.latencyMicros().p50()).as("p50 µs").isBetween(4_995L, 5_005L);
        assertThat(stats.latencyMicros().p999()).as("p99.9 µs").isBetween(9_985L, 9_995L);
        assertThat(stats.latencyMicros().max()).as("max µs").isBetween(10_000L, 10_010L);
        assertThat(stats.model()).as("model").isEqualTo("closed");
        assertThat(stats.rate()).as("rate of a closed run").isNull();
        assertThat(stats.startedAt()).as("start").isEqualTo("2026-01-02T03:04:05Z");
    }

    @Test
    void jsonHasTheAgreedFieldsInTheAgreedOrder() throws Exception {
        Path file = directory.resolve("nested/stats.json");
        sample().writeTo(file);

        JsonNode json = new ObjectMapper().readTree(file.toFile());
        List<String> fields = new ArrayList<>();
        json.fieldNames().forEachRemaining(fields::add);

        assertThat(fields).as("top-level fields").containsExactly(
                "model", "users", "rate", "endpoint", "target", "warmupSeconds", "durationSeconds", "measuredSeconds",
                "ok", "ko", "errors", "throughputPerSecond", "latencyMicros", "histogram", "timelineOkPerSecond",
                "gatlingVersion", "driverAvailableProcessors", "startedAt");
        List<String> latencyFields = new ArrayList<>();
        json.get("latencyMicros").fieldNames().forEachRemaining(latencyFields::add);
        assertThat(latencyFields).as("latency fields").containsExactly("p50", "p90", "p99", "p999", "max", "mean");
        assertThat(json.get("rate").isNull()).as("rate written as null").isTrue();
        List<String> errorKinds = new ArrayList<>();
        json.get("errors").fieldNames().forEachRemaining(errorKinds::add);
        assertThat(errorKinds).as("error kinds, sorted").containsExactly("connection", "status_503");
        try (var files = Files.list(file.getParent())) {
            assertThat(files.toList()).as("no partial file left behind").containsExactly(file);
        }
    }

    @Test
    void readsBackWhatItWroteIncludingTheHistogram() throws Exception {
        SimulationStats written = sample();
        Path file = directory.resolve("stats.json");
        written.writeTo(file);

        SimulationStats read = SimulationStats.readFrom(file);

        assertThat(read).as("round trip").isEqualTo(written);
        Histogram histogram = read.decodeHistogram();
        assertThat(histogram.getTotalCount()).as("decoded histogram count").isEqualTo(1000);
        assertThat(histogram.getValueAtPercentile(50)).as("decoded histogram p50")
                .isEqualTo(written.latencyMicros().p50());
    }

    @Test
    void noSuccessMeansNoPercentilesAndNoThroughput() {
        RecordedRun run = new RecordedRun(null, 0.0, new Histogram(3), Map.of("connection", 5L), List.of());
        SimulationParameters parameters = new SimulationParameters("http://h", "/", LoadModel.OPEN, null, 10, 0, 1,
                Path.of("s"), 1.0, 1000);

        SimulationStats stats = SimulationStats.of(parameters, run, "x", 1);

        assertThat(stats.latencyMicros()).as("percentiles of nothing").isNull();
        assertThat(stats.throughputPerSecond()).as("throughput over 0 s").isZero();
        assertThat(stats.startedAt()).as("start of a run without requests").isNull();
        assertThat(stats.decodeHistogram().getTotalCount()).as("empty histogram still decodes").isZero();
    }
}
