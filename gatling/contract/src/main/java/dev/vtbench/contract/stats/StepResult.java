package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * One step of a rate search: the requests that completed while it ran, whatever step sent them.
 *
 * @param rate requests per second the step offered
 * @param measuredSeconds how much of the step the run covered (the step duration unless it ended early)
 * @param ok requests answered 200 during the step
 * @param ko failed requests during the step, the sum of {@code errors}
 * @param errors failed requests by failure kind ({@code status_503}, {@code timeout}, ...)
 * @param throughputPerSecond {@code ok / measuredSeconds}
 * @param latencyMicros percentiles of the step's ok requests, {@code null} if there were none
 * @param metObjective whether the step met the search's {@link RateObjective}
 */
@JsonPropertyOrder({"rate", "measuredSeconds", "ok", "ko", "errors", "throughputPerSecond", "latencyMicros",
    "metObjective"})
public record StepResult(
        int rate,
        double measuredSeconds,
        long ok,
        long ko,
        Map<String, Long> errors,
        double throughputPerSecond,
        LatencySummary latencyMicros,
        boolean metObjective) {

    public StepResult {
        errors = Collections.unmodifiableMap(new TreeMap<>(errors == null ? Map.of() : errors));
    }
}
