package dev.vtbench.harness.load;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.vtbench.contract.Percentile;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One equal-load step as the driver measured it (the {@code loadSteps} of an equal-load run's stats file): the rate
 * it offered, its own measured window, what completed in it and how fast, whether the rate was steady before the
 * window opened, and whether the server fell behind (over capacity: a finding, not an error).
 *
 * @param latencyMicros the window's OK latencies ("p50", "p90", "p99", "p999", "max", "mean"), measured from each
 *     request's scheduled arrival, so a wait in the driver (for a free slot under the bound on requests in flight)
 *     is part of it
 * @param histogram the window's OK latencies in microseconds, a compressed (V2) HdrHistogram in base64; null if none
 * @param timelineOkPerSecond OK requests per second from the step's ramp to its window's end
 * @param maxInFlightReached arrivals that had to wait for a free slot under the bound on requests in flight
 * @param jitQuiet whether the server's JIT was quiet when the window opened; {@code null} where it was not watched
 * @param secondsToQuietJit seconds from the step's ramp to the start of the server's JIT's last quiet spell; {@code null}
 *     if never or not watched
 */
public record LoadStep(int rate, String windowOpenedAt, String windowClosedAt, double measuredSeconds, long ok, long ko,
                       Map<String, Long> errors, double throughputPerSecond, Map<String, Double> latencyMicros,
                       String histogram, List<Long> timelineOkPerSecond, boolean steady, Double secondsToSteady,
                       boolean overCapacity, String overCapacityReason, boolean injectionLagged, long maxInFlightReached,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Boolean jitQuiet,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Double secondsToQuietJit) {

    /** A step whose window did not wait for the server's JIT. */
    public LoadStep(int rate, String windowOpenedAt, String windowClosedAt, double measuredSeconds, long ok, long ko,
                    Map<String, Long> errors, double throughputPerSecond, Map<String, Double> latencyMicros, String histogram,
                    List<Long> timelineOkPerSecond, boolean steady, Double secondsToSteady, boolean overCapacity,
                    String overCapacityReason, boolean injectionLagged, long maxInFlightReached) {
        this(rate, windowOpenedAt, windowClosedAt, measuredSeconds, ok, ko, errors, throughputPerSecond, latencyMicros, histogram,
                timelineOkPerSecond, steady, secondsToSteady, overCapacity, overCapacityReason, injectionLagged, maxInFlightReached,
                null, null);
    }

    public LoadStep {
        errors = errors == null ? Map.of() : Map.copyOf(errors);
        latencyMicros = latencyMicros == null ? Map.of() : Map.copyOf(latencyMicros);
        timelineOkPerSecond = timelineOkPerSecond == null ? List.of() : List.copyOf(timelineOkPerSecond);
        overCapacityReason = overCapacityReason == null ? "" : overCapacityReason;
    }

    /** The step's measured window in epoch milliseconds, {0, 0} if it never opened. */
    public long[] windowEpochMillis() {
        if (windowOpenedAt == null || windowOpenedAt.isEmpty() || windowClosedAt == null || windowClosedAt.isEmpty()) {
            return new long[] {0, 0};
        }
        return new long[] {Instant.parse(windowOpenedAt).toEpochMilli(), Instant.parse(windowClosedAt).toEpochMilli()};
    }

    /** A percentile of the window's OK latencies in milliseconds, NaN when none was recorded. */
    public double latencyMillis(Percentile percentile) {
        Double micros = latencyMicros.get(percentile.key());
        return micros == null ? Double.NaN : micros / 1000;
    }

    public double errorPercent() {
        long total = ok + ko;
        return total == 0 ? 0 : 100.0 * ko / total;
    }
}
