package dev.vtbench.gatling;

import dev.vtbench.contract.stats.LatencySummary;
import dev.vtbench.contract.stats.LoadStep;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Turns what one step of an equal-load run recorded into its {@link LoadStep} of the stats, with the verdict on it. */
final class StepReport {

    private StepReport() {
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
        LatencySummary lag = Latencies.summary(window.lagMicros());
        LatencyThirds thirds = recording.thirds();
        OverCapacity verdict = OverCapacity.judge(rate, ok.getTotalCount(), window.admitted(), thirds.meanMicros(0),
                thirds.meanMicros(2), opening.steady(), opening.judgement() == null ? Double.NaN : opening.judgement().mean());
        // A window that completed more than it admitted drained a queue formed before it (a pool still growing after the
        // ramp, seen on Liberty's self-tuning executor at 75%: 3,091 OK a second of 2,798 offered, p50 713 ms): its
        // latencies are that queue's, not the rate's, a passing state, not steady.
        boolean steady = opening.steady() && !StepSequence.draining(ok.getTotalCount(), window.admitted());
        int timelineSeconds = (int) Math.ceil((closes - opening.rampStartNanos()) / 1e9);
        return new LoadStep(rate, clock.at(opening.opensAtNanos()).toString(), clock.at(closes).toString(), seconds,
                ok.getTotalCount(), RequestOutcomes.ko(failures), failures, Latencies.perSecond(ok.getTotalCount(), seconds),
                Latencies.summary(ok), Latencies.encode(ok), recording.okPerSecond(timelineSeconds), steady,
                steady ? opening.secondsToSteady() : null, verdict.over(), verdict.reason(),
                lag != null && lag.p99() > lagToleranceMicros, window.waited(), opening.jitQuiet(), opening.secondsToQuietJit());
    }
}
