package dev.vtbench.harness.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The harness's reader of stats.json before the contract module, field by field by hand, kept word for word (only
 * {@code LoadResult.RateStep} named in full) so that {@link LoadResultTest} can show the records read the same figures
 * from real files.
 */
final class HandParsedStats {

    private HandParsedStats() {
    }

    public static LoadResult read(Path statsFile) throws IOException {
        JsonNode root = new ObjectMapper().readTree(statsFile.toFile());
        List<LoadResult.RateStep> steps = new ArrayList<>();
        root.path("steps").forEach(step -> steps.add(new LoadResult.RateStep(step.path("rate").asInt(), step.path("throughputPerSecond").asDouble(),
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

}
