package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;

import io.gatling.javaapi.core.OpenInjectionStep;
import java.util.List;

/**
 * When an open model means to start its requests: constant rates one after the other. It is both
 * what Gatling is told to inject ({@link #injectionSteps()}) and what the requests actually sent
 * are compared with ({@link InjectionTracker}), so the two cannot disagree.
 *
 * <p>Gatling starts the users of {@code constantUsersPerSec(r).during(s)} evenly, {@code r} per
 * second on a 1 ms grid, the first at the start of the step; request {@code k} of a step is meant
 * to start {@code k / r} seconds into it, to within that millisecond.
 */
record InjectionSchedule(List<ConstantRate> steps) {

    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    /** Whole requests per second for whole seconds, so every step injects exactly {@code perSecond * seconds} users. */
    record ConstantRate(int perSecond, int seconds) {

        ConstantRate {
            if (perSecond < 1 || seconds < 1) {
                throw new IllegalArgumentException("a constant rate needs perSecond >= 1 and seconds >= 1, got "
                        + perSecond + "/s for " + seconds + " s");
            }
        }

        long requests() {
            return (long) perSecond * seconds;
        }

        long nanos() {
            return seconds * NANOS_PER_SECOND;
        }

        /** Offset of request {@code k} of this step from the step's start, without overflow for long steps. */
        long offsetNanos(long k) {
            return k / perSecond * NANOS_PER_SECOND + k % perSecond * NANOS_PER_SECOND / perSecond;
        }

        /** How many of this step's requests are meant to start before {@code nanos} into it. */
        long requestsBefore(long nanos) {
            if (nanos <= 0) {
                return 0;
            }
            long wholeSeconds = nanos / NANOS_PER_SECOND;
            long rest = nanos % NANOS_PER_SECOND;
            // Request k starts before the instant when k * 1e9 / perSecond < rest, i.e. k < ceil(rest * perSecond / 1e9).
            long inPartialSecond = (rest * perSecond + NANOS_PER_SECOND - 1) / NANOS_PER_SECOND;
            return Math.min(requests(), wholeSeconds * perSecond + inPartialSecond);
        }
    }

    InjectionSchedule {
        steps = List.copyOf(steps);
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("an injection schedule needs at least one step");
        }
    }

    static InjectionSchedule constantRate(int perSecond, int seconds) {
        return new InjectionSchedule(List.of(new ConstantRate(perSecond, seconds)));
    }

    List<OpenInjectionStep> injectionSteps() {
        return steps.stream()
                .map(step -> (OpenInjectionStep) constantUsersPerSec(step.perSecond()).during(step.seconds()))
                .toList();
    }

    long intendedRequests() {
        return steps.stream().mapToLong(ConstantRate::requests).sum();
    }

    /**
     * When request {@code k} (from 0, in the order requests start) is meant to start, in
     * nanoseconds after request 0; the end of the schedule for a {@code k} past it.
     */
    long offsetNanos(long k) {
        long stepStart = 0;
        long remaining = k;
        for (ConstantRate step : steps) {
            if (remaining < step.requests()) {
                return stepStart + step.offsetNanos(remaining);
            }
            remaining -= step.requests();
            stepStart += step.nanos();
        }
        return stepStart;
    }

    /** The rate injected {@code nanos} after the start of the schedule: the first rate before it, the last after it. */
    int perSecondAt(long nanos) {
        long stepEnd = 0;
        for (ConstantRate step : steps) {
            stepEnd += step.nanos();
            if (nanos < stepEnd) {
                return step.perSecond();
            }
        }
        return steps.getLast().perSecond();
    }

    /** How many requests are meant to start before {@code nanos} after the start of the schedule. */
    long requestsBefore(long nanos) {
        long stepStart = 0;
        long count = 0;
        for (ConstantRate step : steps) {
            count += step.requestsBefore(nanos - stepStart);
            stepStart += step.nanos();
        }
        return count;
    }
}
