package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.SteadyCriterion;
import java.util.ArrayList;
import java.util.List;

/**
 * The arithmetic of equal-load steps, on their own clock: each step starts with a linear ramp of the arrival rate
 * from its start rate (the previous step's rate, a tenth of the first rate before the first step) to its own, then
 * holds its rate while it settles (at least {@code settleMinNanos}, at most {@code settleMaxNanos} after the ramp),
 * then holds it through its measured window. When the window opens is decided as the run goes
 * ({@link StepSequence}); everything else is fixed here.
 *
 * @param rates each step's rate, requests per second, ascending
 * @param criterion what "steady" means for a step's OK rate
 */
record StepPlan(List<Integer> rates, long rampNanos, long settleMinNanos, long settleMaxNanos, long windowNanos,
        SteadyCriterion criterion) {

    static final long NANOS_PER_SECOND = 1_000_000_000L;

    /** The first step's ramp starts at this share of its rate, so the server is never offered its first rate cold. */
    static final double WARM_START_SHARE = 0.1;

    StepPlan {
        rates = List.copyOf(rates);
        if (rates.isEmpty()) {
            throw new IllegalArgumentException("equal-load steps need at least one rate");
        }
        if (rampNanos < 0 || settleMinNanos < 0 || settleMaxNanos < settleMinNanos || windowNanos <= 0) {
            throw new IllegalArgumentException("a step needs ramp >= 0, 0 <= settle min <= settle max and a window > 0, got ramp "
                    + rampNanos + " ns, settle " + settleMinNanos + ".." + settleMaxNanos + " ns, window " + windowNanos + " ns");
        }
    }

    int steps() {
        return rates.size();
    }

    int rate(int step) {
        return rates.get(step);
    }

    /** The highest rate. */
    int topRate() {
        return rates.getLast();
    }

    /**
     * What Gatling injects for the {@link ArrivalGate} to thin: each step's rate from the earliest its ramp can start
     * (every step before it ramped, settled its least and measured), the top rate from the last step's to the longest
     * the steps can take. A step starts no sooner, so the injection is never below the rate it offers; a step that
     * settles longer than its least runs partly on the next step's injection, the difference turned away.
     */
    InjectionSchedule injection() {
        int stepSeconds = injectionStepSeconds();
        List<InjectionSchedule.ConstantRate> envelope = new ArrayList<>();
        for (int step = 0; step < steps() - 1; step++) {
            envelope.add(new InjectionSchedule.ConstantRate(rate(step), stepSeconds));
        }
        envelope.add(new InjectionSchedule.ConstantRate(topRate(), longestSeconds() - (steps() - 1) * stepSeconds));
        return new InjectionSchedule(envelope);
    }

    /** The rate {@link #injection} injects {@code sinceStartNanos} after its start. */
    double injectedRate(long sinceStartNanos) {
        long step = Math.max(0, sinceStartNanos) / (injectionStepSeconds() * NANOS_PER_SECOND);
        return rate((int) Math.min(step, steps() - 1));
    }

    /** Where the step's ramp starts: the previous step's rate, or a tenth of the first rate. */
    double startRate(int step) {
        return step == 0 ? rates.getFirst() * WARM_START_SHARE : rates.get(step - 1);
    }

    /** The arrival rate the step offers {@code sinceRampStartNanos} after its ramp started: on the ramp, then its own. */
    double targetRate(int step, long sinceRampStartNanos) {
        if (sinceRampStartNanos >= rampNanos || rampNanos == 0) {
            return rate(step);
        }
        double from = startRate(step);
        return from + (rate(step) - from) * Math.max(0, sinceRampStartNanos) / rampNanos;
    }

    /**
     * Arrivals the step means to offer between {@code fromNanos} and {@code toNanos} after its ramp started: the
     * integral of {@link #targetRate}, the ramp a trapezoid, the hold a rectangle.
     */
    double intendedRequests(int step, long fromNanos, long toNanos) {
        if (toNanos <= fromNanos) {
            return 0;
        }
        double onRamp = 0;
        long rampFrom = Math.min(fromNanos, rampNanos);
        long rampTo = Math.min(toNanos, rampNanos);
        if (rampTo > rampFrom) {
            onRamp = (targetRate(step, rampFrom) + targetRate(step, rampTo)) / 2 * (rampTo - rampFrom) / NANOS_PER_SECOND;
        }
        long holdFrom = Math.max(fromNanos, rampNanos);
        double held = toNanos > holdFrom ? (double) rate(step) * (toNanos - holdFrom) / NANOS_PER_SECOND : 0;
        return onRamp + held;
    }

    /** The shortest a step can take (its ramp, its least settle, its window), in whole seconds, rounded down: never late. */
    private int injectionStepSeconds() {
        return Math.toIntExact(Math.max(1, (rampNanos + settleMinNanos + windowNanos) / NANOS_PER_SECOND));
    }

    /**
     * The longest the steps can take: each ramped, settled to its cap and measured, plus a second each for the
     * judgement's ticks (a window opens within one tick of the decision).
     */
    int longestSeconds() {
        long perStep = (rampNanos + settleMaxNanos + windowNanos) / NANOS_PER_SECOND + 1;
        return Math.toIntExact(perStep * steps());
    }
}
