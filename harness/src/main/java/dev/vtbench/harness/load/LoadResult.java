package dev.vtbench.harness.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one Gatling run measured, as the simulation recorded it itself in its stats file (Gatling 3.13+
 * writes no machine-readable results): requests completed inside the measurement window, throughput,
 * latency percentiles in microseconds, errors by kind, and OK requests per second over the whole run.
 */
public record LoadResult(double measuredSeconds, long ok, long ko, Map<String, Long> errors, double throughputPerSecond,
                         Map<String, Double> latencyMicros, List<Long> timelineOkPerSecond, int driverAvailableProcessors,
                         String gatlingVersion, String startedAt) {

    public static LoadResult read(Path statsFile) throws IOException {
        JsonNode root = new ObjectMapper().readTree(statsFile.toFile());
        Map<String, Long> errors = new LinkedHashMap<>();
        root.path("errors").fields().forEachRemaining(e -> errors.put(e.getKey(), e.getValue().asLong()));
        Map<String, Double> latency = new LinkedHashMap<>();
        root.path("latencyMicros").fields().forEachRemaining(e -> latency.put(e.getKey(), e.getValue().asDouble()));
        List<Long> timeline = new java.util.ArrayList<>();
        root.path("timelineOkPerSecond").forEach(n -> timeline.add(n.asLong()));
        return new LoadResult(root.path("measuredSeconds").asDouble(), root.path("ok").asLong(), root.path("ko").asLong(),
                errors, root.path("throughputPerSecond").asDouble(), latency, timeline,
                root.path("driverAvailableProcessors").asInt(), root.path("gatlingVersion").asText(""),
                root.path("startedAt").asText(""));
    }

    /** The measurement window in epoch milliseconds: from the first request plus the warm-up, for measuredSeconds. */
    public long[] windowEpochMillis(int warmupSeconds) {
        if (startedAt.isEmpty()) {
            return new long[] {0, 0};
        }
        long opens = java.time.Instant.parse(startedAt).toEpochMilli() + warmupSeconds * 1000L;
        return new long[] {opens, opens + Math.round(measuredSeconds * 1000)};
    }

    public double errorPercent() {
        long total = ok + ko;
        return total == 0 ? 0 : 100.0 * ko / total;
    }
}
