package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One step of an equal-load run, as {@code loadSteps} of its stats: what the step's window measured, and the verdict
 * on it. A request counts in the window during which it completed; instants are ISO-8601, latencies µs.
 *
 * @param rate requests per second the step offered
 * @param windowOpenedAt when the window opened: once the OK rate was steady (or the settle ran out)
 * @param windowClosedAt when it closed: {@code durationSeconds} later, or when the run stopped
 * @param measuredSeconds between the two
 * @param errors failed requests by failure kind, sorted by kind
 * @param throughputPerSecond {@code ok / measuredSeconds}
 * @param latencyMicros percentiles of the window's OK requests; {@code null} if there were none
 * @param histogram Base64 of the HdrHistogram compressed (V2) encoding of the window's OK latencies in µs
 * @param timelineOkPerSecond OK requests completed in each second from the step's ramp start to its window's close
 *     (the last second partial)
 * @param steady whether the OK rate was steady when the window opened; false when the settle ran out
 * @param secondsToSteady whole seconds from the ramp's start after which it was steady; {@code null} if never
 * @param overCapacity whether the step was over the server's capacity (the driver's {@code OverCapacity})
 * @param overCapacityReason why, {@code ""} when not
 * @param injectionLagged whether the driver sent the window's arrivals later than tolerated (its p99)
 * @param maxInFlightReached arrivals of the window that found the in-flight bound reached and waited in the driver
 * @param jitQuiet whether the server's JIT was quiet when the window opened, as the harness judged it; {@code null} when
 *     no harness watched it (and in files written before it was)
 * @param secondsToQuietJit seconds from the ramp's start to the start of the server's JIT's last quiet spell; {@code null}
 *     if never, or not watched
 */
@JsonPropertyOrder({"rate", "windowOpenedAt", "windowClosedAt", "measuredSeconds", "ok", "ko", "errors",
    "throughputPerSecond", "latencyMicros", "histogram", "timelineOkPerSecond", "steady", "secondsToSteady",
    "overCapacity", "overCapacityReason", "injectionLagged", "maxInFlightReached", "jitQuiet", "secondsToQuietJit"})
public record LoadStep(
        int rate,
        String windowOpenedAt,
        String windowClosedAt,
        double measuredSeconds,
        long ok,
        long ko,
        Map<String, Long> errors,
        double throughputPerSecond,
        LatencySummary latencyMicros,
        String histogram,
        List<Long> timelineOkPerSecond,
        boolean steady,
        Double secondsToSteady,
        boolean overCapacity,
        String overCapacityReason,
        boolean injectionLagged,
        long maxInFlightReached,
        Boolean jitQuiet,
        Double secondsToQuietJit) {

    /** Fields a file of an older driver lacks read as empty, not {@code null}. */
    public LoadStep {
        errors = Collections.unmodifiableMap(new TreeMap<>(errors == null ? Map.of() : errors));
        timelineOkPerSecond = timelineOkPerSecond == null ? List.of() : List.copyOf(timelineOkPerSecond);
    }

    /** A step whose opening no harness's JIT watch took part in. */
    public LoadStep(int rate, String windowOpenedAt, String windowClosedAt, double measuredSeconds, long ok, long ko,
            Map<String, Long> errors, double throughputPerSecond, LatencySummary latencyMicros, String histogram,
            List<Long> timelineOkPerSecond, boolean steady, Double secondsToSteady, boolean overCapacity, String overCapacityReason,
            boolean injectionLagged, long maxInFlightReached) {
        this(rate, windowOpenedAt, windowClosedAt, measuredSeconds, ok, ko, errors, throughputPerSecond, latencyMicros, histogram,
                timelineOkPerSecond, steady, secondsToSteady, overCapacity, overCapacityReason, injectionLagged, maxInFlightReached,
                null, null);
    }
}
