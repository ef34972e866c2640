package dev.vtbench.gatling;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The most requests an equal-load run keeps in flight, and the driver's queue in front of them. Each admitted
 * arrival takes a ticket, in the order of arrival; ticket {@code k} may start once {@code k - max + 1} requests have
 * finished, so at most {@code max} are ever in flight and waiting arrivals start first come, first served.
 *
 * <p>Why a bound: the open model's shared connection pool has no limit, so a server that slows down is sent ever more
 * connections (the rate times a growing latency) until the driver runs out of sockets. Why the wait is latency: the
 * arrival was due when it arrived; a driver that let it start later and timed it from then would hide that wait, the
 * coordinated omission the open model exists to avoid. So the wait happens inside the timed pass.
 *
 * <p>An arrival that cannot start polls again after half the time its turn would take at the current rate (the
 * requests ahead of it, over the rate), at least 1 ms and at most {@value #LONGEST_RETRY_MILLIS} ms: each poll is a
 * Gatling pause, a timer task of a microsecond or two. Half, so that a queue drained up to twice as fast as it fills
 * still does not keep a waiter asleep past its turn; the head of the queue polls every millisecond, so its wait is
 * overstated by under a millisecond. A waiter polls about log2 of its place in the queue times, plus once a
 * millisecond for its last two: a deep queue (a step far over capacity, about to be stopped) cannot make the driver
 * spin.
 */
final class InFlightBound {

    static final long LONGEST_RETRY_MILLIS = 1_000;

    private final int max;
    private final AtomicLong tickets = new AtomicLong();
    private final AtomicLong finished = new AtomicLong();

    InFlightBound(int max) {
        if (max < 1) {
            throw new IllegalArgumentException("at least one request must be allowed in flight, got " + max);
        }
        this.max = max;
    }

    /** Called once per admitted arrival, in the order they arrive: its place in the queue. */
    long ticket() {
        return tickets.getAndIncrement();
    }

    /** Whether the arrival holding {@code ticket} may send its request now. */
    boolean mayStart(long ticket) {
        return ahead(ticket) <= 0;
    }

    /** Called once per request that started, when it finished (answered, failed or timed out): frees its slot. */
    void finished() {
        finished.incrementAndGet();
    }

    int max() {
        return max;
    }

    /** When the arrival holding {@code ticket} should look again, at an arrival rate of {@code perSecond}. */
    Duration retryAfter(long ticket, double perSecond) {
        long ahead = ahead(ticket);
        double halfTurnMillis = ahead > 0 && perSecond > 0 ? ahead * 1_000.0 / perSecond / 2 : 0;
        return Duration.ofMillis((long) Math.clamp(Math.floor(halfTurnMillis), 1.0, LONGEST_RETRY_MILLIS));
    }

    /** Requests that must still finish before {@code ticket} may start: 0 or less when it may. */
    private long ahead(long ticket) {
        return ticket - (finished.get() + max) + 1;
    }
}
