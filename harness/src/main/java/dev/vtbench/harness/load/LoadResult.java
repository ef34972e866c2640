package dev.vtbench.harness.load;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one Gatling run measured, as the simulation recorded it itself in its stats file (Gatling 3.13+ writes
 * no machine-readable results): which simulation and workload model, requests completed inside the measurement
 * window, throughput, latency percentiles in microseconds, errors by kind, OK requests per second over the whole
 * run, the window's wall-clock ends, and the driver's own CPU in the window. Figures only some simulations
 * produce (open model: whether injection lagged; rate search: its steps and answer; ramp-up: time to 90% of
 * peak) are null elsewhere. {@code steadyState} says when the window opened and whether the rate was steady.
 * {@code latencyHistogram} is the window's OK latencies in microseconds, an HdrHistogram in its compressed (V2)
 * encoding in base64, as the stats file's {@code histogram} holds it: what several drivers' results merge from
 * ({@link dev.vtbench.harness.driver.MergedLoad}); null for stats that carry none (a rate search, a ramp, files
 * written before it existed).
 */
public record LoadResult(String simulation, String model, double measuredSeconds, long ok, long ko, Map<String, Long> errors,
                         double throughputPerSecond, Map<String, Double> latencyMicros, List<Long> timelineOkPerSecond,
                         int driverAvailableProcessors, String gatlingVersion, String startedAt, String windowOpenedAt,
                         String windowClosedAt, Double driverCpuSecondsInWindow, Boolean injectionLagged,
                         List<RateStep> steps, Integer highestRateMeetingObjective, Double peakThroughputPerSecond,
                         Double secondsTo90PercentOfPeak, SteadyState steadyState, String latencyHistogram,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<LoadStep> loadSteps) {

    public LoadResult {
        loadSteps = loadSteps == null ? List.of() : List.copyOf(loadSteps);
    }

    /** A result of one load level (every simulation but equal-load steps), with its latency histogram. */
    public LoadResult(String simulation, String model, double measuredSeconds, long ok, long ko, Map<String, Long> errors,
                      double throughputPerSecond, Map<String, Double> latencyMicros, List<Long> timelineOkPerSecond,
                      int driverAvailableProcessors, String gatlingVersion, String startedAt, String windowOpenedAt,
                      String windowClosedAt, Double driverCpuSecondsInWindow, Boolean injectionLagged,
                      List<RateStep> steps, Integer highestRateMeetingObjective, Double peakThroughputPerSecond,
                      Double secondsTo90PercentOfPeak, SteadyState steadyState, String latencyHistogram) {
        this(simulation, model, measuredSeconds, ok, ko, errors, throughputPerSecond, latencyMicros, timelineOkPerSecond,
                driverAvailableProcessors, gatlingVersion, startedAt, windowOpenedAt, windowClosedAt, driverCpuSecondsInWindow,
                injectionLagged, steps, highestRateMeetingObjective, peakThroughputPerSecond, secondsTo90PercentOfPeak,
                steadyState, latencyHistogram, List.of());
    }

    /** A result without its latency histogram, as results made before it existed (and test samples) have none. */
    public LoadResult(String simulation, String model, double measuredSeconds, long ok, long ko, Map<String, Long> errors,
                      double throughputPerSecond, Map<String, Double> latencyMicros, List<Long> timelineOkPerSecond,
                      int driverAvailableProcessors, String gatlingVersion, String startedAt, String windowOpenedAt,
                      String windowClosedAt, Double driverCpuSecondsInWindow, Boolean injectionLagged,
                      List<RateStep> steps, Integer highestRateMeetingObjective, Double peakThroughputPerSecond,
                      Double secondsTo90PercentOfPeak, SteadyState steadyState) {
        this(simulation, model, measuredSeconds, ok, ko, errors, throughputPerSecond, latencyMicros, timelineOkPerSecond,
                driverAvailableProcessors, gatlingVersion, startedAt, windowOpenedAt, windowClosedAt, driverCpuSecondsInWindow,
                injectionLagged, steps, highestRateMeetingObjective, peakThroughputPerSecond, secondsTo90PercentOfPeak,
                steadyState, null);
    }

    /** One step of a rate search. */
    public record RateStep(int rate, double throughputPerSecond, long ok, long ko, Map<String, Double> latencyMicros,
                           boolean metObjective) {}

    public static LoadResult read(Path statsFile) throws IOException {
        JsonNode root = new ObjectMapper().readTree(statsFile.toFile());
        List<RateStep> steps = new ArrayList<>();
        root.path("steps").forEach(step -> steps.add(new RateStep(step.path("rate").asInt(), step.path("throughputPerSecond").asDouble(),
                step.path("ok").asLong(), step.path("ko").asLong(), numbers(step.path("latencyMicros")), step.path("metObjective").asBoolean())));
        List<Long> timeline = new ArrayList<>();
        root.path("timelineOkPerSecond").forEach(n -> timeline.add(n.asLong()));
        Map<String, Long> errors = new LinkedHashMap<>();
        root.path("errors").fields().forEachRemaining(e -> errors.put(e.getKey(), e.getValue().asLong()));
        return new LoadResult(root.path("simulation").asText("ThroughputSimulation"), root.path("model").asText(""),
                root.path("measuredSeconds").asDouble(), root.path("ok").asLong(), root.path("ko").asLong(), errors,
                root.path("throughputPerSecond").asDouble(), numbers(root.path("latencyMicros")), timeline,
                root.path("driverAvailableProcessors").asInt(), root.path("gatlingVersion").asText(""),
                root.path("startedAt").asText(""), root.path("windowOpenedAt").asText(""), root.path("windowClosedAt").asText(""),
                optionalDouble(root, "driverCpuSecondsInWindow"),
                root.hasNonNull("injectionLagged") ? root.path("injectionLagged").asBoolean() : null, steps,
                root.hasNonNull("highestRateMeetingObjective") ? root.path("highestRateMeetingObjective").asInt() : null,
                optionalDouble(root, "peakThroughputPerSecond"), optionalDouble(root, "secondsTo90PercentOfPeak"),
                steadyState(root), root.hasNonNull("histogram") ? root.path("histogram").asText() : null, loadSteps(root));
    }

    /** The steps of an equal-load run (empty for every other simulation). */
    private static List<LoadStep> loadSteps(JsonNode root) {
        List<LoadStep> steps = new ArrayList<>();
        root.path("loadSteps").forEach(step -> {
            Map<String, Long> errors = new LinkedHashMap<>();
            step.path("errors").fields().forEachRemaining(e -> errors.put(e.getKey(), e.getValue().asLong()));
            List<Long> timeline = new ArrayList<>();
            step.path("timelineOkPerSecond").forEach(n -> timeline.add(n.asLong()));
            steps.add(new LoadStep(step.path("rate").asInt(), step.path("windowOpenedAt").asText(""),
                    step.path("windowClosedAt").asText(""), step.path("measuredSeconds").asDouble(), step.path("ok").asLong(),
                    step.path("ko").asLong(), errors, step.path("throughputPerSecond").asDouble(), numbers(step.path("latencyMicros")),
                    step.hasNonNull("histogram") ? step.path("histogram").asText() : null, timeline, step.path("steady").asBoolean(),
                    optionalDouble(step, "secondsToSteady"), step.path("overCapacity").asBoolean(),
                    step.path("overCapacityReason").asText(""), step.path("injectionLagged").asBoolean(),
                    step.path("maxInFlightReached").asLong()));
        });
        return steps;
    }

    /** Stats written before steady-state detection have none of its fields: they had a fixed warm-up. */
    private static SteadyState steadyState(JsonNode root) {
        if (!root.hasNonNull("warmupMode")) {
            return SteadyState.fixed(root.path("warmupSeconds").asInt());
        }
        JsonNode criterion = root.path("steadyCriterion");
        return new SteadyState(root.path("warmupMode").asText(), root.path("warmupMinSeconds").asInt(),
                root.path("warmupMaxSeconds").asInt(),
                root.hasNonNull("steady") ? root.path("steady").asBoolean() : null,
                optionalDouble(root, "secondsToSteady"), optionalDouble(root, "windowOpenedAtSecond"),
                criterion.isObject() ? new SteadyState.Criterion(criterion.path("windowSeconds").asInt(),
                        criterion.hasNonNull("batchSeconds") ? criterion.path("batchSeconds").asInt() : null,
                        criterion.path("maxRelativeChange").asDouble(),
                        optionalDouble(criterion, "negligibleChange"), criterion.path("maxCv").asDouble()) : null);
    }

    private static Map<String, Double> numbers(JsonNode object) {
        Map<String, Double> values = new LinkedHashMap<>();
        object.fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().asDouble()));
        return values;
    }

    private static Double optionalDouble(JsonNode root, String field) {
        return root.hasNonNull(field) ? root.path(field).asDouble() : null;
    }

    /** The measurement window in epoch milliseconds, as the driver recorded it. */
    public long[] windowEpochMillis() {
        if (windowOpenedAt.isEmpty() || windowClosedAt.isEmpty()) {
            return new long[] {0, 0};
        }
        return new long[] {Instant.parse(windowOpenedAt).toEpochMilli(), Instant.parse(windowClosedAt).toEpochMilli()};
    }

    public double errorPercent() {
        long total = ok + ko;
        return total == 0 ? 0 : 100.0 * ko / total;
    }
}
