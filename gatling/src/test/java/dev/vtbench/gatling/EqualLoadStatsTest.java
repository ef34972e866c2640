package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.contract.stats.EqualLoadFigures;
import dev.vtbench.contract.stats.LoadStep;
import dev.vtbench.contract.stats.SimulationStats;
import dev.vtbench.contract.stats.StatsFile;
import dev.vtbench.gatling.schema.SteadyCriterion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stats file of an equal-load run is a contract with the harness: its text is held against a golden copy
 * ({@code equal-load-stats.golden.json}), field by field and in order, with only the histograms' Base64 (whose
 * compressed bytes may differ between zlib versions) checked by decoding instead.
 */
class EqualLoadStatsTest {

    private static final Pattern HISTOGRAM = Pattern.compile("\"histogram\" : \"([^\"]*)\"");

    @TempDir
    Path directory;

    /** {@code count} OK latencies from {@code from} µs in steps of {@code step}. */
    private static Histogram micros(long from, long step, int count) {
        Histogram micros = new Histogram(RequestOutcomes.SIGNIFICANT_DIGITS);
        for (int i = 0; i < count; i++) {
            micros.recordValue(from + i * step);
        }
        return micros;
    }

    private static LoadStep step(int rate, String opens, String closes, Histogram ok, boolean over, String reason) {
        return new LoadStep(rate, opens, closes, 10.0, ok.getTotalCount(), 2, Map.of("status_503", 2L),
                ok.getTotalCount() / 10.0, Latencies.summary(ok), Latencies.encode(ok), List.of(120L, 480L, 500L),
                true, 9.0, over, reason, false, 3);
    }

    /**
     * Two steps of 500 and 1,000 a second out of three planned, the second over capacity, after the default warm-up
     * phase (5 s up to the top rate, 20 s held) and the first step's 9 s to steady.
     */
    static DriverStats sample() {
        EqualLoadParameters parameters = EqualLoadParameters.from(TestProperties.of(EqualLoadParameters.RATES, "500,1000,1500",
                EqualLoadParameters.MAX_IN_FLIGHT, "200"));
        Histogram span = micros(100, 10, 1_000);
        RecordedRun run = new RecordedRun(Instant.parse("2026-03-04T05:06:07Z"), 25.5, span, Map.of("status_503", 4L),
                List.of(45L, 300L, 500L), new WarmupOutcome(true, 34.0, 34.2, new SteadyCriterion.Judgement(6, 2, 500, 0.01, 0.02,
                        0.09, 0.02, 0.015, 0.09, false, true, false), null, false));
        SimulationStats usual = RunStats.of(parameters.describe("EqualLoadSimulation"), run,
                new WindowCpuUse(Instant.parse("2026-03-04T05:06:41.200Z"), Instant.parse("2026-03-04T05:07:06.700Z"), 4.25),
                new InjectionReport(18_000, 17_999, Latencies.summary(micros(0, 1, 100)), false), "3.15.1", 2);
        List<LoadStep> steps = List.of(
                step(500, "2026-03-04T05:06:41.200Z", "2026-03-04T05:06:51.200Z", micros(100, 1, 500), false, ""),
                step(1_000, "2026-03-04T05:06:56.700Z", "2026-03-04T05:07:06.700Z", micros(200, 2, 500), true,
                        "completed 9000 OK requests of 10000 offered (90.00%, below 95%)"));
        return DriverStats.of(usual, new EqualLoadFigures(parameters.rates(), parameters.maxInFlight(), 25.0, true, steps));
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> fields = new ArrayList<>();
        node.fieldNames().forEachRemaining(fields::add);
        return fields;
    }

    @Test
    void theFileIsTheGoldenCopyFieldByField() throws IOException {
        Path file = directory.resolve("stats.json");
        StatsFile.write(sample(), file);
        String written = Files.readString(file);

        List<String> histograms = new ArrayList<>();
        Matcher matcher = HISTOGRAM.matcher(written);
        while (matcher.find()) {
            histograms.add(matcher.group(1));
        }
        assertThat(histograms).as("histograms: the span's and each step's").hasSize(3);
        assertThat(histograms).as("OK counts the histograms decode to").extracting(EqualLoadStatsTest::count)
                .containsExactly(1_000L, 500L, 500L);
        assertThat(HISTOGRAM.matcher(written).replaceAll("\"histogram\" : \"<base64>\"")).as("the stats file's text")
                .isEqualToNormalizingNewlines(golden());
    }

    @Test
    void theUsualFieldsComeFirstThenTheStepsOwnAsAgreed() throws IOException {
        Path file = directory.resolve("stats.json");
        StatsFile.write(sample(), file);
        JsonNode json = new ObjectMapper().readTree(file.toFile());

        List<String> top = fieldNames(json);
        assertThat(top.subList(top.size() - 5, top.size())).as("the steps' own top-level fields, last")
                .containsExactly("plannedRates", "maxInFlight", "warmupPhaseSeconds", "stoppedOverCapacity", "loadSteps");
        assertThat(top.subList(0, 2)).as("the file's schema and version, first").containsExactly("$schema", "schemaVersion");
        assertThat(top.subList(2, top.size() - 5)).as("the usual fields, next, all of them")
                .containsExactlyElementsOf(fieldNames(new ObjectMapper().valueToTree(sample().run())));
        assertThat(fieldNames(json.get("loadSteps").get(0))).as("a step's fields").containsExactly(
                "rate", "windowOpenedAt", "windowClosedAt", "measuredSeconds", "ok", "ko", "errors", "throughputPerSecond",
                "latencyMicros", "histogram", "timelineOkPerSecond", "steady", "secondsToSteady", "overCapacity",
                "overCapacityReason", "injectionLagged", "maxInFlightReached", "jitQuiet", "secondsToQuietJit");
        assertThat(fieldNames(json.get("loadSteps").get(0).get("latencyMicros"))).as("a step's latency fields")
                .containsExactly("p50", "p90", "p99", "p999", "max", "mean");
        SimulationStats usual = StatsFile.read(file).run();
        assertThat(usual.windowOpenedAt()).as("the usual window opens with the first step's")
                .isEqualTo(json.get("loadSteps").get(0).get("windowOpenedAt").asText());
        assertThat(usual.windowClosedAt()).as("and closes with the last one's")
                .isEqualTo(json.get("loadSteps").get(1).get("windowClosedAt").asText());
    }

    private static long count(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0).getTotalCount();
        } catch (DataFormatException e) {
            throw new AssertionError("not an HdrHistogram compressed encoding: " + base64, e);
        }
    }

    private static String golden() throws IOException {
        try (InputStream in = EqualLoadStatsTest.class.getResourceAsStream("equal-load-stats.golden.json")) {
            assertThat(in).as("golden copy on the test class path").isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
