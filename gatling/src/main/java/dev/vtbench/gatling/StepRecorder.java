package dev.vtbench.gatling;

import dev.vtbench.contract.stats.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;

/**
 * Records each step of a rate search on its own and tells when the search has its answer.
 *
 * <p>Step {@code i} spans {@code [warmup + i * step, warmup + (i + 1) * step)} after the run's first
 * request, the last one including its end, so the steps tile the {@link MeasurementWindow} exactly
 * and their counts add up to the window's. A request counts in the step during which it
 * <em>completed</em>, as in the window: its answer was produced under that step's load. A step
 * therefore also holds the last answers to the step before it, at most a latency's worth, which
 * matters only once the server is overloaded, when the step misses anyway.
 *
 * <p>The answer is the highest rate of the unbroken run of steps from the first that met the
 * objective (see {@link #highestRateMeetingObjective}); steps after the first miss cannot change
 * it, so by default the search stops there: an open model past saturation only piles up requests
 * (sockets, timeouts) and lengthens the run. {@code stepsAfterMiss} keeps going to show the curve
 * past the knee.
 */
final class StepRecorder implements RequestObserver {

    private static final long NANOS_PER_SECOND = 1_000_000_000L;
    static final String AFTER_THE_STEPS = "after the steps";

    private final List<Integer> rates;
    private final long firstStepOpensNanos;
    private final long stepNanos;
    private final LatencyObjective objective;
    private final int stepsAfterMiss;
    private final List<RequestOutcomes> outcomes = new ArrayList<>();
    private final AtomicReference<MeasurementWindow> window = new AtomicReference<>();
    /** Steps whose verdict has been taken, in order, while the run goes on. */
    private final AtomicInteger judgedSteps = new AtomicInteger();
    private final AtomicInteger firstMissedStep = new AtomicInteger(Integer.MAX_VALUE);
    /** How many steps had ended when the search decided to stop; -1 while it has not. */
    private final AtomicInteger stepsEndedAtStop = new AtomicInteger(-1);

    StepRecorder(List<Integer> rates, int warmupSeconds, int stepSeconds, LatencyObjective objective, int stepsAfterMiss) {
        this.rates = List.copyOf(rates);
        this.firstStepOpensNanos = warmupSeconds * NANOS_PER_SECOND;
        this.stepNanos = stepSeconds * NANOS_PER_SECOND;
        this.objective = objective;
        this.stepsAfterMiss = stepsAfterMiss;
        rates.forEach(rate -> outcomes.add(new RequestOutcomes()));
    }

    @Override
    public void runStarted(MeasurementWindow started) {
        window.set(started);
    }

    @Override
    public void completedOk(MeasurementWindow current, long startedNanos, long completedNanos) {
        int step = stepAt(completedNanos - current.startNanos());
        if (step >= 0) {
            outcomes.get(step).ok(startedNanos, completedNanos);
        }
    }

    @Override
    public void completedFailed(MeasurementWindow current, long completedNanos, String kind) {
        int step = stepAt(completedNanos - current.startNanos());
        if (step >= 0) {
            outcomes.get(step).failed(kind);
        }
    }

    /** For Gatling's report: the warm-up, the step ("step 2 (800 req/s)"), or after the steps, at {@code nanos}. */
    String phaseAt(MeasurementWindow current, long nanos) {
        long sinceStart = nanos - current.startNanos();
        int step = stepAt(sinceStart);
        if (step >= 0) {
            return RunPhases.step(step, rates.get(step));
        }
        return sinceStart - firstStepOpensNanos < 0 ? RunPhases.WARMUP : AFTER_THE_STEPS;
    }

    /** The step running {@code nanosSinceStart} after the first request, -1 in the warm-up or after the last step. */
    int stepAt(long nanosSinceStart) {
        long intoSteps = nanosSinceStart - firstStepOpensNanos;
        if (intoSteps < 0 || intoSteps > rates.size() * stepNanos) {
            return -1;
        }
        return (int) Math.min(intoSteps / stepNanos, rates.size() - 1);
    }

    /**
     * Whether the search has its answer and has run the steps asked for after it; Gatling is then
     * told to stop. Called before every request, so a step is judged once, by the first request
     * after it ended; the verdicts in the stats are taken again from the final counts, which may
     * differ only by answers still being recorded at that instant.
     */
    boolean searchOver(long nowNanos) {
        MeasurementWindow current = window.get();
        if (current == null) {
            return false;
        }
        int ended = stepsEndedBy(nowNanos - current.startNanos());
        for (int next = judgedSteps.get(); next < ended; next = judgedSteps.get()) {
            if (judgedSteps.compareAndSet(next, next + 1) && !met(outcomes.get(next))) {
                firstMissedStep.accumulateAndGet(next, Math::min);
            }
        }
        boolean over = (long) firstMissedStep.get() + stepsAfterMiss < ended && ended < rates.size();
        if (over) {
            stepsEndedAtStop.compareAndSet(-1, ended);
        }
        return over;
    }

    String stopMessage() {
        int missed = firstMissedStep.get();
        if (missed == Integer.MAX_VALUE) {
            return "rate search over";
        }
        return "rate search over: step " + (missed + 1) + " (" + rates.get(missed) + " req/s) missed the objective";
    }

    boolean stoppedEarly() {
        return stepsEndedAtStop.get() >= 0;
    }

    /**
     * The steps the run got to: all those that had ended when the search stopped early, otherwise
     * every step begun before {@code stoppedAtNanos}, the last one possibly cut short.
     */
    List<StepResult> results(long stoppedAtNanos) {
        MeasurementWindow current = window.get();
        if (current == null) {
            return List.of();
        }
        long stoppedAfterStart = stoppedAtNanos - current.startNanos();
        int steps = stoppedEarly() ? stepsEndedAtStop.get() : Math.min(rates.size(), stepsBegunBy(stoppedAfterStart));
        List<StepResult> results = new ArrayList<>();
        for (int step = 0; step < steps; step++) {
            long opens = firstStepOpensNanos + step * stepNanos;
            double seconds = Math.clamp(stoppedAfterStart - opens, 0L, stepNanos) / (double) NANOS_PER_SECOND;
            results.add(result(step, seconds));
        }
        return results;
    }

    /** The rate of the last step of the unbroken run of met objectives from the first step; {@code null} if the first missed. */
    static Integer highestRateMeetingObjective(List<StepResult> steps) {
        Integer highest = null;
        for (StepResult step : steps) {
            if (!step.metObjective()) {
                break;
            }
            highest = step.rate();
        }
        return highest;
    }

    private StepResult result(int step, double seconds) {
        RequestOutcomes recorded = outcomes.get(step);
        Histogram ok = recorded.okLatenciesMicros();
        Map<String, Long> failures = recorded.failuresByKind();
        long ko = RequestOutcomes.ko(failures);
        return new StepResult(rates.get(step), seconds, ok.getTotalCount(), ko, failures,
                Latencies.perSecond(ok.getTotalCount(), seconds), Latencies.summary(ok), objective.metBy(ok, ko));
    }

    private boolean met(RequestOutcomes step) {
        Histogram ok = step.okLatenciesMicros();
        return objective.metBy(ok, RequestOutcomes.ko(step.failuresByKind()));
    }

    private int stepsEndedBy(long nanosSinceStart) {
        long intoSteps = nanosSinceStart - firstStepOpensNanos;
        return intoSteps < 0 ? 0 : (int) Math.min(intoSteps / stepNanos, rates.size());
    }

    private int stepsBegunBy(long nanosSinceStart) {
        long intoSteps = nanosSinceStart - firstStepOpensNanos;
        return intoSteps <= 0 ? 0 : (int) Math.min((intoSteps + stepNanos - 1) / stepNanos, rates.size());
    }
}
