package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.SteadyCriterion;
import java.util.ArrayList;
import java.util.List;

/**
 * The arithmetic of equal-load steps, on their own clock. First, unless {@code warmupNanos} is 0, a warm-up phase: a
 * linear ramp from a tenth of the top rate to the top rate, held for {@code warmupNanos}, never measured. Then each
 * step starts with a linear ramp of the arrival rate from its start rate (the previous step's rate; for the first, the
 * top rate after a warm-up phase, a tenth of its own rate without one) to its own, then holds its rate while it settles
 * (at least {@code settleMinNanos}, at most {@code settleMaxNanos} after the ramp), then holds it through its measured
 * window. When the window opens is decided as the run goes ({@link StepSequence}); everything else is fixed here.
 *
 * <p>Why a warm-up phase: each equal-load cell starts a fresh server, and an open model below capacity completes what
 * it is offered from its first seconds, so the first step looked steady while the JIT was still compiling and the
 * driver still warming. The top rate reaches every path the steps will take, as hot as they will be.
 *
 * @param rates each step's rate, requests per second, ascending
 * @param warmupNanos how long the warm-up phase holds the top rate after its ramp; 0 for no warm-up phase
 * @param criterion what "steady" means for a step's OK rate
 */
record StepPlan(List<Integer> rates, long rampNanos, long warmupNanos, long settleMinNanos, long settleMaxNanos,
        long windowNanos, SteadyCriterion criterion) {

    static final long NANOS_PER_SECOND = 1_000_000_000L;

    /** A ramp from nothing starts at this share of its rate, so the server is never offered a rate cold. */
    static final double WARM_START_SHARE = 0.1;

    StepPlan {
        rates = List.copyOf(rates);
        if (rates.isEmpty()) {
            throw new IllegalArgumentException("equal-load steps need at least one rate");
        }
        if (rampNanos < 0 || warmupNanos < 0 || settleMinNanos < 0 || settleMaxNanos < settleMinNanos || windowNanos <= 0) {
            throw new IllegalArgumentException("a step needs ramp >= 0, warm-up >= 0, 0 <= settle min <= settle max and a window"
                    + " > 0, got ramp " + rampNanos + " ns, warm-up " + warmupNanos + " ns, settle " + settleMinNanos + ".."
                    + settleMaxNanos + " ns, window " + windowNanos + " ns");
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

    /** From the run's first arrival to the first step's ramp: the warm-up phase's ramp and hold, 0 without one. */
    long warmupPhaseNanos() {
        return warmupNanos == 0 ? 0 : rampNanos + warmupNanos;
    }

    /** The rate the warm-up phase offers {@code sinceStartNanos} after the run's first arrival: its ramp, then the top rate. */
    double warmupRate(long sinceStartNanos) {
        return ramp(topRate() * WARM_START_SHARE, topRate(), sinceStartNanos);
    }

    /**
     * What Gatling injects for the {@link ArrivalGate} to thin: the top rate through the warm-up phase and the first
     * step's ramp down from it, then each step's rate from the earliest its ramp can start (the warm-up phase over, every
     * step before it ramped, settled its least and measured), the top rate from the last step's to the longest the run
     * can take. A step starts no sooner, so the injection is never below the rate it offers; a step that settles longer
     * than its least runs partly on the next step's injection, the difference turned away.
     */
    InjectionSchedule injection() {
        List<InjectionSchedule.ConstantRate> envelope = new ArrayList<>();
        long from = 0;
        if (warmupPhaseNanos() > 0) {
            // Rounded up: the top rate must last until the ramp down to the first rate is over.
            from = ceilSeconds(warmupPhaseNanos() + rampNanos);
            envelope.add(new InjectionSchedule.ConstantRate(topRate(), Math.toIntExact(from)));
        }
        for (int step = 0; step < steps() - 1; step++) {
            // Rounded down: the next rate must be injected by the time the next step can start.
            long until = Math.max(1, earliestStartNanos(step + 1) / NANOS_PER_SECOND);
            if (until > from) {
                envelope.add(new InjectionSchedule.ConstantRate(rate(step), Math.toIntExact(until - from)));
                from = until;
            }
        }
        envelope.add(new InjectionSchedule.ConstantRate(topRate(), Math.toIntExact(Math.max(1, longestSeconds() - from))));
        return new InjectionSchedule(envelope);
    }

    /** Where the step's ramp starts: the previous step's rate; for the first, the warm-up's top rate, or a tenth of its own. */
    double startRate(int step) {
        if (step > 0) {
            return rates.get(step - 1);
        }
        return warmupPhaseNanos() > 0 ? topRate() : rates.getFirst() * WARM_START_SHARE;
    }

    /** The arrival rate the step offers {@code sinceRampStartNanos} after its ramp started: on the ramp, then its own. */
    double targetRate(int step, long sinceRampStartNanos) {
        return ramp(startRate(step), rate(step), sinceRampStartNanos);
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

    /**
     * The longest a step can take, in whole seconds: its ramp, its settle to the cap and its window, plus a second for
     * the judgement's ticks (a window opens within one tick of the decision).
     */
    int longestStepSeconds() {
        return Math.toIntExact((rampNanos + settleMaxNanos + windowNanos) / NANOS_PER_SECOND + 1);
    }

    /** The longest the run can take: the warm-up phase, then every step at its longest. */
    int longestSeconds() {
        return Math.toIntExact(ceilSeconds(warmupPhaseNanos()) + (long) longestStepSeconds() * steps());
    }

    /** The earliest the step's ramp can start after the run's first arrival: every step before it at its shortest. */
    private long earliestStartNanos(int step) {
        return warmupPhaseNanos() + step * (rampNanos + settleMinNanos + windowNanos);
    }

    /** A linear ramp from {@code from} to {@code to} over {@link #rampNanos}, then {@code to}. */
    private double ramp(double from, double to, long sinceRampStartNanos) {
        if (sinceRampStartNanos >= rampNanos || rampNanos == 0) {
            return to;
        }
        return from + (to - from) * Math.max(0, sinceRampStartNanos) / rampNanos;
    }

    private static long ceilSeconds(long nanos) {
        return (nanos + NANOS_PER_SECOND - 1) / NANOS_PER_SECOND;
    }
}
