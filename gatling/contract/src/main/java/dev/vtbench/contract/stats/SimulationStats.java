package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.vtbench.contract.LoadModel;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The machine-readable result of one run of any simulation, written as JSON because Gatling 3.13+
 * keeps its own results in a binary log and no longer writes stats.json. Simulations with more to
 * say (a rate search's steps, a ramp's peak) write these fields and theirs next to them.
 *
 * <p>The JSON layout is the contract between the driver, which writes it, and the harness, which reads it, both
 * through this record ({@link DriverStats}, {@link StatsFile}): rename nothing, only add. Counts and
 * latencies cover the measurement window only; {@code timelineOkPerSecond} covers the whole run.
 *
 * @param simulation simple name of the simulation class that ran
 * @param model the load model, {@code null} in a file too old to say
 * @param users concurrent users of the closed model, {@code null} for the open model
 * @param rate requests per second of a single-rate open model, {@code null} otherwise
 * @param measuredSeconds how long the measurement window actually lasted (the duration unless the run ended early)
 * @param ok requests answered as expected (200, or a listed request's status) inside the window; for an own
 *     chain, passes that did not fail
 * @param ko failed requests inside the window, the sum of {@code errors}
 * @param errors failed requests by failure kind ({@code status_503}, {@code timeout}, ...), sorted by kind
 * @param throughputPerSecond {@code ok / measuredSeconds}
 * @param latencyMicros percentiles of the ok requests, {@code null} if there were none
 * @param histogram Base64 of the HdrHistogram compressed encoding of the ok latencies in µs
 * @param timelineOkPerSecond ok requests completed in each second since the first request, warm-up included
 * @param driverAvailableProcessors CPUs the load driver could use, to spot a driver starved of CPU
 * @param startedAt ISO-8601 time of the first request, {@code null} if none was sent
 * @param windowOpenedAt ISO-8601 time the window opened (its CPU reading), {@code null} if it never did
 * @param windowClosedAt ISO-8601 time the window closed (its CPU reading), {@code null} if it never opened
 * @param driverCpuSecondsInWindow CPU seconds the driver JVM used between those two instants,
 *     {@code null} if unknown
 * @param intendedRequests open models: requests the schedule meant to start inside the window; {@code null} when closed
 * @param sentRequests open models: requests that started inside the window; {@code null} when closed
 * @param injectionLagMicros open models: how late the requests of the window were sent; {@code null} when closed
 * @param injectionLagged open models: whether the driver lagged its schedule ; {@code null} when closed
 * @param warmupMode {@code fixed} or {@code until-steady} (the driver's {@code WarmupPolicy})
 * @param warmupMinSeconds the least warm-up (the fixed one, when fixed)
 * @param warmupMaxSeconds the cap on the warm-up (the fixed one, when fixed)
 * @param steady whether the rate became steady before the cap; {@code null} for a fixed warm-up
 * @param secondsToSteady whole seconds of the run after which the rate was steady; {@code null} if never, or fixed
 * @param windowOpenedAtSecond seconds from the first request to the window's opening; {@code null} if it never opened
 * @param steadyCriterion the criterion the rate was held to; {@code null} for a fixed warm-up
 * @param steadyJudgement the criterion's last judgement (mean, change with its margin, batch CV with its bound, limits,
 *     verdicts); {@code null} if none was made
 * @param secondsToQuietJit seconds from the first request to the start of the server's JIT's last quiet spell (its time to a quiet JIT) (the
 *     window's second condition, judged by the harness); {@code null} if never, not watched, or a file written before it
 * @param jitWatched whether the harness watched the server's JIT, so that the window waited for it to be quiet;
 *     {@code null} in a file written before it was
 * @param traffic what was sent: {@code endpoint /hello} (GETs of {@code endpoint}), {@code requests: 3 from
 *     requests.json} (a request list, {@code endpoint} unused) or {@code own simulation <class>} (a user's chain, one
 *     pass of it counted as one request)
 */
@JsonPropertyOrder({
    "simulation", "model", "users", "rate", "endpoint", "target", "warmupSeconds", "durationSeconds", "measuredSeconds",
    "ok", "ko", "errors", "throughputPerSecond", "latencyMicros", "histogram", "timelineOkPerSecond",
    "gatlingVersion", "driverAvailableProcessors", "startedAt",
    "windowOpenedAt", "windowClosedAt", "driverCpuSecondsInWindow",
    "intendedRequests", "sentRequests", "injectionLagMicros", "injectionLagged",
    "warmupMode", "warmupMinSeconds", "warmupMaxSeconds", "steady", "secondsToSteady", "windowOpenedAtSecond",
    "steadyCriterion", "steadyJudgement", "traffic", "secondsToQuietJit", "jitWatched"})
public record SimulationStats(
        String simulation,
        LoadModel model,
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
        String startedAt,
        String windowOpenedAt,
        String windowClosedAt,
        Double driverCpuSecondsInWindow,
        Long intendedRequests,
        Long sentRequests,
        LatencySummary injectionLagMicros,
        Boolean injectionLagged,
        String warmupMode,
        int warmupMinSeconds,
        int warmupMaxSeconds,
        Boolean steady,
        Double secondsToSteady,
        Double windowOpenedAtSecond,
        SteadyRule steadyCriterion,
        SteadyJudgement steadyJudgement,
        String traffic,
        Double secondsToQuietJit,
        Boolean jitWatched) {

    /** Fields a file of an older driver lacks read as empty, not {@code null}. */
    public SimulationStats {
        errors = Collections.unmodifiableMap(new TreeMap<>(errors == null ? Map.of() : errors));
        timelineOkPerSecond = timelineOkPerSecond == null ? List.of() : List.copyOf(timelineOkPerSecond);
    }
}
