package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.contract.stats.RampUpFigures;
import dev.vtbench.contract.stats.RateSearchFigures;
import dev.vtbench.contract.stats.SimulationStats;
import dev.vtbench.contract.stats.StatsFile;
import dev.vtbench.contract.stats.StepResult;
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

    private static final Instant OPENED = Instant.parse("2026-01-02T03:04:06Z");
    private static final Instant CLOSED = Instant.parse("2026-01-02T03:04:10Z");

    @TempDir
    Path directory;

    private static Histogram micros() {
        Histogram micros = new Histogram(LatencyRecorder.SIGNIFICANT_DIGITS);
        for (long value = 1; value <= 1000; value++) {
            micros.recordValue(value * 10);
        }
        return micros;
    }

    private static RecordedRun run() {
        return new RecordedRun(Instant.parse("2026-01-02T03:04:05Z"), 4.0, micros(),
                Map.of("status_503", 3L, "connection", 1L), List.of(100L, 250L, 250L));
    }

    private static SimulationStats sample() {
        LoadDescription load = new LoadDescription("ThroughputSimulation", LoadModel.CLOSED, 50, null, "/hello",
                "http://127.0.0.1:8080", 1, 4);
        return RunStats.of(load, run(), new WindowCpuUse(OPENED, CLOSED, 1.5), null, "3.15.1", 2);
    }

    private static SimulationStats openSample() {
        LoadDescription load = new LoadDescription("ThroughputSimulation", LoadModel.OPEN, null, 250, "/hello",
                "http://127.0.0.1:8080", 1, 4);
        InjectionReport injection = new InjectionReport(1000, 998, Latencies.summary(micros()), true);
        return RunStats.of(load, run(), new WindowCpuUse(OPENED, CLOSED, 1.5), injection, "3.15.1", 2);
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> fields = new ArrayList<>();
        node.fieldNames().forEachRemaining(fields::add);
        return fields;
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
        assertThat(stats.simulation()).as("simulation").isEqualTo("ThroughputSimulation");
        assertThat(stats.model()).as("model").isEqualTo(LoadModel.CLOSED);
        assertThat(stats.rate()).as("rate of a closed run").isNull();
        assertThat(stats.startedAt()).as("start").isEqualTo("2026-01-02T03:04:05Z");
        assertThat(stats.windowOpenedAt()).as("window opened").isEqualTo("2026-01-02T03:04:06Z");
        assertThat(stats.windowClosedAt()).as("window closed").isEqualTo("2026-01-02T03:04:10Z");
        assertThat(stats.driverCpuSecondsInWindow()).as("driver CPU").isEqualTo(1.5);
        assertThat(stats.intendedRequests()).as("intended requests of a closed run").isNull();
        assertThat(stats.injectionLagged()).as("lag of a closed run").isNull();
    }

    @Test
    void openModelCarriesWhatTheDriverSentAgainstItsSchedule() {
        SimulationStats stats = openSample();

        assertThat(stats.intendedRequests()).as("intended").isEqualTo(1000);
        assertThat(stats.sentRequests()).as("sent").isEqualTo(998);
        assertThat(stats.injectionLagMicros()).as("lag summary").isNotNull();
        assertThat(stats.injectionLagged()).as("lagged").isTrue();
    }

    @Test
    void jsonHasTheAgreedFieldsInTheAgreedOrder() throws Exception {
        Path file = directory.resolve("nested/stats.json");
        StatsFile.write(DriverStats.of(sample()), file);

        JsonNode json = new ObjectMapper().readTree(file.toFile());

        assertThat(fieldNames(json)).as("top-level fields: the original ones, added to only").containsExactly(
                "$schema", "schemaVersion", "simulation", "model", "users", "rate", "endpoint", "target", "warmupSeconds", "durationSeconds",
                "measuredSeconds", "ok", "ko", "errors", "throughputPerSecond", "latencyMicros", "histogram",
                "timelineOkPerSecond", "gatlingVersion", "driverAvailableProcessors", "startedAt",
                "windowOpenedAt", "windowClosedAt", "driverCpuSecondsInWindow",
                "intendedRequests", "sentRequests", "injectionLagMicros", "injectionLagged",
                "warmupMode", "warmupMinSeconds", "warmupMaxSeconds", "steady", "secondsToSteady", "windowOpenedAtSecond",
                "steadyCriterion", "steadyJudgement", "traffic", "secondsToQuietJit", "jitWatched");
        assertThat(json.get("$schema").asText()).as("the schema's URI, for a regression tool")
                .isEqualTo("urn:vtbench:stats:2");
        assertThat(json.get("schemaVersion").asInt()).as("version").isEqualTo(DriverStats.VERSION);
        assertThat(json.get("model").asText()).as("model as its JSON name").isEqualTo("closed");
        assertThat(json.get("traffic").asText()).as("traffic of a load described by its endpoint")
                .isEqualTo("endpoint /hello");
        assertThat(fieldNames(json.get("latencyMicros"))).as("latency fields")
                .containsExactly("p50", "p90", "p99", "p999", "max", "mean");
        assertThat(json.get("rate").isNull()).as("rate written as null").isTrue();
        assertThat(json.get("injectionLagged").isNull()).as("no lag verdict for a closed run").isTrue();
        assertThat(fieldNames(json.get("errors"))).as("error kinds, sorted").containsExactly("connection", "status_503");
        try (var files = Files.list(file.getParent())) {
            assertThat(files.toList()).as("no partial file left behind").containsExactly(file);
        }
    }

    @Test
    void readsBackWhatItWroteIncludingTheHistogram() throws Exception {
        SimulationStats written = openSample();
        Path file = directory.resolve("stats.json");
        StatsFile.write(DriverStats.of(written), file);

        SimulationStats read = StatsFile.read(file).run();

        assertThat(read).as("round trip").isEqualTo(written);
        Histogram histogram = Latencies.decode(read.histogram());
        assertThat(histogram.getTotalCount()).as("decoded histogram count").isEqualTo(1000);
        assertThat(histogram.getValueAtPercentile(50)).as("decoded histogram p50")
                .isEqualTo(written.latencyMicros().p50());
    }

    @Test
    void noSuccessMeansNoPercentilesAndNoThroughput() {
        RecordedRun run = new RecordedRun(null, 0.0, new Histogram(3), Map.of("connection", 5L), List.of());
        LoadDescription load = new LoadDescription("ThroughputSimulation", LoadModel.OPEN, null, 10, "/", "http://h",
                0, 1);

        SimulationStats stats = RunStats.of(load, run, WindowCpuUse.NEVER_OPENED,
                new InjectionReport(0, 0, null, false), "x", 1);

        assertThat(stats.latencyMicros()).as("percentiles of nothing").isNull();
        assertThat(stats.throughputPerSecond()).as("throughput over 0 s").isZero();
        assertThat(stats.startedAt()).as("start of a run without requests").isNull();
        assertThat(stats.windowOpenedAt()).as("window that never opened").isNull();
        assertThat(stats.driverCpuSecondsInWindow()).as("CPU of a window that never opened").isNull();
        assertThat(Latencies.decode(stats.histogram()).getTotalCount()).as("empty histogram still decodes").isZero();
    }

    @Test
    void rateSearchWritesTheUsualFieldsThenItsSteps() throws Exception {
        LatencyObjective objective = new LatencyObjective(99, 100, 1);
        StepResult step = new StepResult(100, 2.0, 200, 0, Map.of(), 100.0, Latencies.summary(micros()), true);
        DriverStats stats = DriverStats.of(openSample(), new RateSearchFigures(objective.recorded(), 2, List.of(100, 200),
                List.of(step), 100, true));
        Path file = directory.resolve("search.json");
        StatsFile.write(stats, file);

        JsonNode json = new ObjectMapper().readTree(file.toFile());

        assertThat(fieldNames(json)).as("schema and version, then the usual fields, unwrapped")
                .startsWith("$schema", "schemaVersion", "simulation", "model").contains("histogram", "injectionLagged")
                .endsWith("objective", "stepSeconds", "plannedRates", "steps", "highestRateMeetingObjective",
                        "stoppedEarly");
        assertThat(fieldNames(json.get("steps").get(0))).as("step fields").containsExactly("rate", "measuredSeconds",
                "ok", "ko", "errors", "throughputPerSecond", "latencyMicros", "metObjective");
        assertThat(fieldNames(json.get("objective"))).as("objective fields")
                .containsExactly("percentile", "millis", "maxErrorPercent");
        assertThat(json.get("highestRateMeetingObjective").asInt()).as("answer").isEqualTo(100);
        assertThat(StatsFile.read(file).run()).as("the usual fields read back as SimulationStats")
                .isEqualTo(openSample());
        assertThat(StatsFile.read(file)).as("the whole file reads back as written").isEqualTo(stats);
    }

    @Test
    void rampUpWritesTheUsualFieldsThenItsClimb() throws Exception {
        DriverStats stats = DriverStats.of(sample(), new RampUpFigures(1, 2, 3, 250.0, 1));
        Path file = directory.resolve("ramp.json");
        StatsFile.write(stats, file);

        JsonNode json = new ObjectMapper().readTree(file.toFile());

        assertThat(fieldNames(json)).as("schema and version, then the usual fields, unwrapped").startsWith("$schema", "schemaVersion", "simulation", "model")
                .endsWith("rampSeconds", "holdSeconds", "smoothingSeconds", "peakThroughputPerSecond",
                        "secondsTo90PercentOfPeak");
        assertThat(json.get("secondsTo90PercentOfPeak").asInt()).as("climb").isEqualTo(1);
        assertThat(StatsFile.read(file)).as("the whole file reads back as written").isEqualTo(stats);
    }
}
