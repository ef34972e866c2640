package dev.vtbench.gatling;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * One step of an equal-load run, as {@code loadSteps} of its stats: what the step's window measured, and the verdict
 * on it. A request counts in the window during which it completed; instants are ISO-8601, latencies µs.
 *
 * @param rate requests per second the step offered
 * @param windowOpenedAt when the window opened: once the OK rate was steady (or the settle ran out)
 * @param windowClosedAt when it closed: {@code durationSeconds} later, or when the run stopped
 * @param measuredSeconds between the two
 * @param errors failed requests by {@link FailureKind}, sorted by kind
 * @param throughputPerSecond {@code ok / measuredSeconds}
 * @param latencyMicros percentiles of the window's OK requests; {@code null} if there were none
 * @param histogram Base64 of the HdrHistogram compressed (V2) encoding of the window's OK latencies in µs
 * @param timelineOkPerSecond OK requests completed in each second from the step's ramp start to its window's close
 *     (the last second partial)
 * @param steady whether the OK rate was steady when the window opened; false when the settle ran out
 * @param secondsToSteady whole seconds from the ramp's start after which it was steady; {@code null} if never
 * @param overCapacity see {@link OverCapacity}
 * @param overCapacityReason why, {@code ""} when not
 * @param injectionLagged whether the driver sent the window's arrivals later than tolerated (its p99)
 * @param maxInFlightReached arrivals of the window that found the in-flight bound reached and waited in the driver
 */
@JsonPropertyOrder({"rate", "windowOpenedAt", "windowClosedAt", "measuredSeconds", "ok", "ko", "errors",
    "throughputPerSecond", "latencyMicros", "histogram", "timelineOkPerSecond", "steady", "secondsToSteady",
    "overCapacity", "overCapacityReason", "injectionLagged", "maxInFlightReached"})
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
        long maxInFlightReached) {

    public LoadStep {
        errors = Collections.unmodifiableMap(new TreeMap<>(errors));
        timelineOkPerSecond = List.copyOf(timelineOkPerSecond);
    }

    /**
     * The step's figures, with its verdict, from what it recorded until {@code endNanos}: its window's close, or the
     * run's end if that came first.
     *
     * @param lagToleranceMicros the injection lag (p99) beyond which the driver is said to have lagged
     */
    static LoadStep of(int rate, StepRecording recording, long windowNanos, long endNanos, RunClock clock,
            long lagToleranceMicros) {
        StepRecording.Opening opening = recording.opening();
        if (opening == null) {
            throw new IllegalStateException("a step is reported once its window opened");
        }
        long closes = Math.min(endNanos - opening.opensAtNanos(), windowNanos) + opening.opensAtNanos();
        double seconds = Math.max(0, closes - opening.opensAtNanos()) / 1e9;
        StepSegment window = recording.window();
        Histogram ok = window.outcomes().okLatenciesMicros();
        Map<String, Long> failures = window.outcomes().failuresByKind();
        LatencySummary lag = LatencySummary.of(window.lagMicros());
        LatencyThirds thirds = recording.thirds();
        OverCapacity verdict = OverCapacity.judge(rate, ok.getTotalCount(), window.admitted(), thirds.meanMicros(0),
                thirds.meanMicros(2), opening.steady(), opening.judgement() == null ? Double.NaN : opening.judgement().mean());
        // A window that completed more than it admitted drained a queue formed before it (a pool still growing after the
        // ramp, seen on Liberty's self-tuning executor at 75%: 3,091 OK a second of 2,798 offered, p50 713 ms): its
        // latencies are that queue's, not the rate's, a passing state, not steady.
        boolean steady = opening.steady() && !StepSequence.draining(ok.getTotalCount(), window.admitted());
        int timelineSeconds = (int) Math.ceil((closes - opening.rampStartNanos()) / 1e9);
        return new LoadStep(rate, clock.at(opening.opensAtNanos()).toString(), clock.at(closes).toString(), seconds,
                ok.getTotalCount(), RequestOutcomes.ko(failures), failures, SimulationStats.perSecond(ok.getTotalCount(), seconds),
                LatencySummary.of(ok), SimulationStats.encode(ok), recording.okPerSecond(timelineSeconds), steady,
                steady ? opening.secondsToSteady() : null, verdict.over(), verdict.reason(),
                lag != null && lag.p99() > lagToleranceMicros, window.waited());
    }
}
