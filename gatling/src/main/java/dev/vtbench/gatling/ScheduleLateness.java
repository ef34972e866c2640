package dev.vtbench.gatling;

import java.util.concurrent.atomic.AtomicLong;

/**
 * How late each start of an open model's {@link InjectionSchedule} came: the k-th start is compared with the k-th
 * scheduled one. Gatling never drops an open-model user: a driver short of CPU starts them late instead, and only
 * this comparison shows it.
 *
 * <p>The schedule's origin is not known exactly: the first start may itself be late (the driver's code is still
 * cold), so the origin is taken from the start that was earliest relative to its scheduled time, which was on time
 * by definition. It settles within the first seconds, before the lateness that counts is recorded; its resolution
 * is Gatling's 1 ms scheduling grid.
 */
final class ScheduleLateness {

    private final InjectionSchedule schedule;
    private final AtomicLong started = new AtomicLong();
    /** Smallest (actual - scheduled) start seen so far, in ns after the clock's origin: the schedule's origin. */
    private final AtomicLong originNanos = new AtomicLong(Long.MAX_VALUE);

    ScheduleLateness(InjectionSchedule schedule) {
        this.schedule = schedule;
    }

    /**
     * Counts one more start, {@code sinceOriginNanos} after the clock's origin (its first start, say), and returns how
     * late it came, in ns, against the origin known so far; never negative.
     */
    long lateNanos(long sinceOriginNanos) {
        long k = started.getAndIncrement();
        long late = sinceOriginNanos - schedule.offsetNanos(k);
        long origin = originNanos.get();
        if (late < origin) {
            origin = originNanos.accumulateAndGet(late, Math::min);
        }
        return late - origin;
    }

    /** The schedule's origin, in ns after the clock's: {@link Long#MAX_VALUE} before the first start. */
    long originNanos() {
        return originNanos.get();
    }
}
