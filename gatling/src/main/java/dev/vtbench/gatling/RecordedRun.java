package dev.vtbench.gatling;

import dev.vtbench.contract.stats.SimulationStats;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * What a {@link LatencyRecorder} saw, before it is turned into {@link SimulationStats}.
 *
 * @param startedAt when the first request started, {@code null} if none did
 * @param measuredSeconds how much of the measurement window the run covered
 * @param okLatenciesMicros latencies of the successful requests in the window
 * @param failuresByKind failed requests in the window by {@link FailureKind}
 * @param okPerSecond successful requests per second of the whole run, warm-up included
 * @param warmup when the window opened, and whether the rate was steady
 */
record RecordedRun(
        Instant startedAt,
        double measuredSeconds,
        Histogram okLatenciesMicros,
        Map<String, Long> failuresByKind,
        List<Long> okPerSecond,
        WarmupOutcome warmup) {

    /** A run with a fixed warm-up that was never started (tests, and simulations that predate the policy). */
    RecordedRun(Instant startedAt, double measuredSeconds, Histogram okLatenciesMicros, Map<String, Long> failuresByKind,
            List<Long> okPerSecond) {
        this(startedAt, measuredSeconds, okLatenciesMicros, failuresByKind, okPerSecond, WarmupOutcome.NOT_STARTED);
    }

    RecordedRun {
        failuresByKind = Map.copyOf(failuresByKind);
        okPerSecond = List.copyOf(okPerSecond);
    }

    long ok() {
        return okLatenciesMicros.getTotalCount();
    }

    long ko() {
        return RequestOutcomes.ko(failuresByKind);
    }
}
