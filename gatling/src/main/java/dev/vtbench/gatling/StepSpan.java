package dev.vtbench.gatling;

import dev.vtbench.contract.stats.LatencySummary;
import dev.vtbench.contract.stats.LoadStep;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * The usual window of an equal-load run's stats: from the first step's window opening to the last reported step's
 * window closing, with the ramps and settles of the steps after the first in it (they are part of the load offered
 * in between, and the harness cuts its own samples to these two instants). Its figures add up the segments of those
 * steps, so a request is counted once, in the stretch in which it completed.
 *
 * @param warmup the warm-up phase and the first step's ramp and settle, as the usual fields describe a warm-up until
 *     steady, in seconds of the run (from its first arrival)
 * @param intendedRequests arrivals the steps meant to offer in the span (the integral of their rates)
 * @param admittedRequests arrivals admitted in the span
 * @param lagMicros how late the driver injected the admitted arrivals of the span
 */
record StepSpan(double measuredSeconds, Histogram okLatenciesMicros, Map<String, Long> failuresByKind,
        long intendedRequests, long admittedRequests, Histogram lagMicros, WarmupOutcome warmup) {

    /** @param reported the steps the stats report (those whose window opened), in order */
    static StepSpan of(StepSequence sequence, List<LoadStep> reported, long stoppedAtNanos) {
        StepPlan plan = sequence.plan();
        Histogram ok = new Histogram(RequestOutcomes.SIGNIFICANT_DIGITS);
        Histogram lag = new Histogram(RequestOutcomes.SIGNIFICANT_DIGITS);
        Map<String, Long> failures = new TreeMap<>();
        double intended = 0;
        long admitted = 0;
        long firstOpens = 0;
        long lastCloses = 0;
        for (int step = 0; step < reported.size(); step++) {
            StepRecording recording = sequence.recording(step);
            StepRecording.Opening opening = recording.opening();
            long closes = Math.min(stoppedAtNanos - opening.opensAtNanos(), plan.windowNanos()) + opening.opensAtNanos();
            List<StepSegment> segments = step == 0 ? List.of(recording.window())
                    : List.of(recording.beforeWindow(), recording.window());
            for (StepSegment segment : segments) {
                ok.add(segment.outcomes().okLatenciesMicros());
                lag.add(segment.lagMicros());
                segment.outcomes().failuresByKind().forEach((kind, count) -> failures.merge(kind, count, Long::sum));
                admitted += segment.admitted();
            }
            long sinceRampStart = opening.opensAtNanos() - opening.rampStartNanos();
            intended += plan.intendedRequests(step, step == 0 ? sinceRampStart : 0, closes - opening.rampStartNanos());
            firstOpens = step == 0 ? opening.opensAtNanos() : firstOpens;
            lastCloses = closes;
        }
        return new StepSpan(Math.max(0, lastCloses - firstOpens) / 1e9, ok, failures, Math.round(intended), admitted, lag,
                warmup(sequence));
    }

    /** What the driver sent against what the steps meant to, as every open model's stats say it. */
    InjectionReport injection(long lagToleranceMicros) {
        LatencySummary lag = Latencies.summary(lagMicros);
        return new InjectionReport(intendedRequests, admittedRequests, lag, lag != null && lag.p99() > lagToleranceMicros);
    }

    /**
     * Everything before the first window as one warm-up until steady, on the run's clock as every simulation's usual
     * fields are (the harness draws them on the run's timeline): the warm-up phase's seconds come before the first
     * step's own seconds to steady.
     */
    private static WarmupOutcome warmup(StepSequence sequence) {
        StepRecording first = sequence.recording(0);
        StepRecording.Opening opening = first.opening();
        if (opening == null) {
            return new WarmupOutcome(null, null, null, first.lastJudgement(), null, false);
        }
        long runStart = sequence.clock().startNanos();
        Double secondsToSteady = opening.secondsToSteady() == null ? null
                : opening.secondsToSteady() + (opening.rampStartNanos() - runStart) / 1e9;
        Double secondsToQuietJit = opening.secondsToQuietJit() == null ? null
                : opening.secondsToQuietJit() + (opening.rampStartNanos() - runStart) / 1e9;
        return new WarmupOutcome(opening.steady(), secondsToSteady, (opening.opensAtNanos() - runStart) / 1e9,
                opening.judgement(), secondsToQuietJit, opening.jitQuiet() != null);
    }
}
