package dev.vtbench.gatling;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * The machine-readable result of one {@link ThroughputSimulation} run, written as JSON because
 * Gatling 3.13+ keeps its own results in a binary log and no longer writes stats.json.
 *
 * <p>The JSON layout is a contract with the harness: rename nothing, only add. Counts and
 * latencies cover the measurement window only; {@code timelineOkPerSecond} covers the whole run.
 *
 * @param model {@link LoadModel#jsonName()}
 * @param users concurrent users of the closed model, {@code null} for the open model
 * @param rate requests per second of the open model, {@code null} for the closed model
 * @param measuredSeconds how long the measurement window actually lasted (the duration unless the run ended early)
 * @param ok requests answered 200 inside the window
 * @param ko failed requests inside the window, the sum of {@code errors}
 * @param errors failed requests by {@link FailureKind}, sorted by kind
 * @param throughputPerSecond {@code ok / measuredSeconds}
 * @param latencyMicros percentiles of the ok requests, {@code null} if there were none
 * @param histogram Base64 of the HdrHistogram compressed encoding of the ok latencies in µs
 * @param timelineOkPerSecond ok requests completed in each second since the first request, warm-up included
 * @param driverAvailableProcessors CPUs the load driver could use, to spot a driver starved of CPU
 * @param startedAt ISO-8601 time of the first request, {@code null} if none was sent
 */
@JsonPropertyOrder({
    "model", "users", "rate", "endpoint", "target", "warmupSeconds", "durationSeconds", "measuredSeconds",
    "ok", "ko", "errors", "throughputPerSecond", "latencyMicros", "histogram", "timelineOkPerSecond",
    "gatlingVersion", "driverAvailableProcessors", "startedAt"})
public record SimulationStats(
        String model,
        Integer users,
        Integer rate,
        String endpoint,
        String target,
        int warmupSeconds,
        int durationSeconds,
        double measuredSeconds,
        long ok,
        long ko,
        Map<String, Long> errors,
        double throughputPerSecond,
        LatencySummary latencyMicros,
        String histogram,
        List<Long> timelineOkPerSecond,
        String gatlingVersion,
        int driverAvailableProcessors,
        String startedAt) {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            // Readers written against this version keep working when fields are added.
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public SimulationStats {
        errors = Collections.unmodifiableMap(new TreeMap<>(errors));
        timelineOkPerSecond = List.copyOf(timelineOkPerSecond);
    }

    static SimulationStats of(SimulationParameters parameters, RecordedRun run, String gatlingVersion,
            int driverAvailableProcessors) {
        double throughput = run.measuredSeconds() > 0 ? run.ok() / run.measuredSeconds() : 0.0;
        return new SimulationStats(
                parameters.model().jsonName(),
                parameters.users(),
                parameters.rate(),
                parameters.endpoint(),
                parameters.target(),
                parameters.warmupSeconds(),
                parameters.durationSeconds(),
                run.measuredSeconds(),
                run.ok(),
                run.ko(),
                run.failuresByKind(),
                throughput,
                LatencySummary.of(run.okLatenciesMicros()),
                encode(run.okLatenciesMicros()),
                run.okPerSecond(),
                gatlingVersion,
                driverAvailableProcessors,
                run.startedAt() == null ? null : run.startedAt().toString());
    }

    public static SimulationStats readFrom(Path file) throws IOException {
        return JSON.readValue(file.toFile(), SimulationStats.class);
    }

    /**
     * Writes to a temporary file and renames it, so a reader never sees half a file, even if the
     * driver dies while writing.
     */
    public void writeTo(Path file) throws IOException {
        Path absolute = file.toAbsolutePath();
        Files.createDirectories(absolute.getParent());
        Path partial = Files.createTempFile(absolute.getParent(), absolute.getFileName().toString(), ".partial");
        try {
            JSON.writeValue(partial.toFile(), this);
            Files.move(partial, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /** The full latency distribution of the ok requests, in µs, as recorded. */
    public Histogram decodeHistogram() {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(histogram)), 0);
        } catch (DataFormatException e) {
            throw new IllegalStateException("the histogram field is not an HdrHistogram compressed encoding", e);
        }
    }

    private static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }
}
