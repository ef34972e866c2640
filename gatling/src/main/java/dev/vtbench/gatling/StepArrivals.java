package dev.vtbench.gatling;

import java.time.Duration;

/**
 * What happens to each user Gatling injects into an equal-load run, before any request: it is placed in its step (or
 * in the warm-up phase, whose arrivals are sent but counted in no step), timed against the injection schedule
 * ({@link ScheduleLateness}), and admitted or turned away by the {@link ArrivalGate} at the current rate; an admitted
 * one takes its place in the {@link InFlightBound}'s queue.
 *
 * <p>What a turned-away arrival costs: Gatling creates the user, logs its start and end, and runs three actions (this
 * one, the condition that skips the request, the check whether the run is over): microseconds of the driver's CPU and
 * no socket. The injection runs ahead of the steps ({@link StepPlan#injection}: the top rate through the warm-up phase
 * and the first step's ramp down from it, then each step's rate from the earliest it can start), so what is turned
 * away is the share of those two ramps below the top rate, and the part of each step that settled longer than its
 * least, run on the next step's injection: at most the share {@code 1 - rate / next rate} of the users then. Since a
 * skipped user costs the driver less than one that sends (which also builds, sends and parses a request), a driver
 * with headroom at the top step has it at every step below; each step's injection lag tells if it had not.
 */
final class StepArrivals {

    /** What {@link #arrive} returns for an arrival that sends nothing. */
    static final long NOT_ADMITTED = -1;

    private final StepSequence sequence;
    private final ArrivalGate gate;
    private final InFlightBound bound;
    /** What Gatling injects ({@link StepPlan#injection}): the rate the gate thins, and the schedule lateness is read against. */
    private final InjectionSchedule injection;
    private final ScheduleLateness lateness;

    StepArrivals(StepSequence sequence, ArrivalGate gate, InFlightBound bound) {
        this.sequence = sequence;
        this.gate = gate;
        this.bound = bound;
        this.injection = sequence.plan().injection();
        this.lateness = new ScheduleLateness(injection);
    }

    /** An injected user arriving at {@code nanos}: its ticket in the in-flight queue, or {@link #NOT_ADMITTED}. */
    long arrive(long nanos) {
        StepPhase.Position at = sequence.arrival(nanos);
        long sinceStart = nanos - sequence.clock().startNanos();
        long lateNanos = lateness.lateNanos(sinceStart);
        if (at.part() == StepPhase.Part.OVER
                || !gate.admit(sequence.targetRate(at, nanos), injection.perSecondAt(sinceStart))) {
            return NOT_ADMITTED;
        }
        long ticket = bound.ticket();
        if (at.part() != StepPhase.Part.WARMUP) {
            sequence.recording(at.step()).admitted(at, nanos, lateNanos, !bound.mayStart(ticket));
        }
        return ticket;
    }

    boolean mayStart(long ticket) {
        return bound.mayStart(ticket);
    }

    /** How long an arrival that may not start yet waits before it looks again, at {@code nanos}. */
    Duration retryAfter(long ticket, long nanos) {
        return bound.retryAfter(ticket, sequence.targetRate(sequence.locate(nanos), nanos));
    }

    /** A request that started has finished: its slot is free. */
    void finished() {
        bound.finished();
    }
}
