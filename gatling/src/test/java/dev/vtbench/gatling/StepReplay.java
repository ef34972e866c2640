package dev.vtbench.gatling;

import dev.vtbench.contract.stats.LoadStep;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.LongUnaryOperator;

/**
 * Equal-load steps replayed without Gatling, on exact timings: arrivals on the plan's injection schedule, each through the
 * real gate and in-flight bound ({@link StepArrivals}), answered by a model {@link Server}, the sequence ticked five
 * times a second as the watch does. What the sequence decided, and what it reports, can then be checked to the nanosecond.
 */
final class StepReplay {

    static final long SECOND = 1_000_000_000L;
    static final long MILLI = 1_000_000L;
    static final long T0 = 3_000 * SECOND;
    static final Instant WALL_T0 = Instant.parse("2026-03-04T05:06:07Z");
    private static final long TICK = 200 * MILLI;

    /** How the server answers a request sent at {@code sentNanos}: when it completes, and whether OK. */
    interface Server {
        Answer answer(long sentNanos);
    }

    record Answer(long completedNanos, boolean ok) {
    }

    /** Answers every request {@code latencyNanos} after it was sent. */
    static Server fixedLatency(long latencyNanos) {
        return sent -> new Answer(sent + latencyNanos, true);
    }

    /** One server thread, {@code perSecond} requests a second at most: requests beyond that queue, first come first served. */
    static Server capacity(int perSecond) {
        long service = SECOND / perSecond;
        long[] freeAt = {Long.MIN_VALUE};
        return sent -> {
            long starts = freeAt[0] == Long.MIN_VALUE ? sent : Math.max(sent, freeAt[0]);
            freeAt[0] = starts + service;
            return new Answer(freeAt[0], true);
        };
    }

    /** The windows the sequence said it opened: step, opening, closing. */
    record Opened(int step, long opensAtNanos, long closesAtNanos) {
    }

    private final StepPlan plan;
    private final StepSequence sequence;
    private final StepArrivals arrivals;
    private final List<Opened> opened = new ArrayList<>();
    private long stoppedAtNanos;

    StepReplay(StepPlan plan, int maxInFlight) {
        this.plan = plan;
        this.sequence = new StepSequence(plan, InstantSource.fixed(WALL_T0), Duration.ofMillis(10), Duration.ofSeconds(1),
                (step, opens, closes) -> opened.add(new Opened(step, opens, closes)));
        this.arrivals = new StepArrivals(sequence, new ArrivalGate(), new InFlightBound(maxInFlight));
    }

    /**
     * Runs until the sequence says the run is over, or {@code limitSeconds} pass; requests in flight then are dropped.
     * An admitted arrival that may not start waits for a slot, and is timed from its arrival, as in the simulation.
     */
    StepReplay run(Server server, int limitSeconds) {
        return run(server, limitSeconds, scheduled -> 0);
    }

    /**
     * The same with a driver that starts the arrival scheduled {@code s} ns after the start {@code driverDelay(s)} ns
     * late, never before the arrival ahead of it (a driver catching up sends in order).
     */
    StepReplay run(Server server, int limitSeconds, LongUnaryOperator driverDelay) {
        PriorityQueue<long[]> inFlight = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        ArrayDeque<long[]> waiting = new ArrayDeque<>();
        InjectionSchedule injection = plan.injection();
        long nextTick = T0 + TICK;
        long scheduled = T0;
        long now = T0;
        for (long k = 0; scheduled < T0 + limitSeconds * SECOND && k < injection.intendedRequests();
                k++, scheduled = T0 + injection.offsetNanos(k)) {
            now = Math.max(now, scheduled + driverDelay.applyAsLong(scheduled - T0));
            while (!inFlight.isEmpty() && inFlight.peek()[0] <= now) {
                long[] done = inFlight.poll();
                if (done[2] == 1) {
                    sequence.completedOk(null, done[1], done[0]);
                } else {
                    sequence.completedFailed(null, done[0], "status_503");
                }
                arrivals.finished();
                while (!waiting.isEmpty() && arrivals.mayStart(waiting.peek()[0])) {
                    send(server, inFlight, done[0], waiting.poll()[1]);
                }
            }
            while (nextTick <= now) {
                sequence.tick(nextTick);
                nextTick += TICK;
            }
            if (k > 0 && sequence.runOver(now)) {
                break;
            }
            long ticket = arrivals.arrive(now);
            if (ticket == StepArrivals.NOT_ADMITTED) {
                continue;
            }
            if (waiting.isEmpty() && arrivals.mayStart(ticket)) {
                send(server, inFlight, now, now);
            } else {
                waiting.add(new long[] {ticket, now});
            }
        }
        stoppedAtNanos = now;
        return this;
    }

    private static void send(Server server, PriorityQueue<long[]> inFlight, long sentNanos, long arrivedNanos) {
        Answer answer = server.answer(sentNanos);
        inFlight.add(new long[] {answer.completedNanos(), arrivedNanos, answer.ok() ? 1 : 0});
    }

    List<LoadStep> steps() {
        return sequence.steps(stoppedAtNanos);
    }

    StepSequence sequence() {
        return sequence;
    }

    List<Opened> opened() {
        return opened;
    }

    long stoppedAtNanos() {
        return stoppedAtNanos;
    }
}
