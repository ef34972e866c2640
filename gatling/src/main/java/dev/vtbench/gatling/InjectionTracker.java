package dev.vtbench.gatling;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * Compares when open-model requests started with when the {@link InjectionSchedule} meant them to
 * start. Gatling never drops an open-model user: a driver short of CPU starts them late instead,
 * and only this comparison shows it.
 *
 * <p>The k-th request to start is compared with the k-th scheduled start. The schedule's origin is
 * not known exactly: the first request may itself be late (the driver's code is still cold), so the
 * origin is taken from the request that was earliest relative to its scheduled time, which was on
 * time by definition. The origin settles during the warm-up, before the lateness that counts is
 * recorded; its resolution is Gatling's 1 ms scheduling grid.
 */
final class InjectionTracker implements RequestObserver {

    private final InjectionSchedule schedule;
    private final long lagToleranceMicros;
    private final AtomicLong started = new AtomicLong();
    /** Smallest (actual - scheduled) start seen so far, in ns after the first request: the schedule's origin. */
    private final AtomicLong originNanos = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong sentInWindow = new AtomicLong();
    private final ConcurrentHistogram lagMicros = new ConcurrentHistogram(LatencyRecorder.SIGNIFICANT_DIGITS);
    private final AtomicReference<MeasurementWindow> window = new AtomicReference<>();

    InjectionTracker(InjectionSchedule schedule, Duration lagTolerance) {
        this.schedule = schedule;
        this.lagToleranceMicros = lagTolerance.toNanos() / 1_000;
    }

    @Override
    public void runStarted(MeasurementWindow started) {
        window.set(started);
    }

    @Override
    public void windowOpened(MeasurementWindow opened) {
        window.set(opened);
    }

    @Override
    public void requestStarting(MeasurementWindow current, long startedNanos) {
        long k = started.getAndIncrement();
        long late = (startedNanos - current.startNanos()) - schedule.offsetNanos(k);
        long origin = originNanos.get();
        if (late < origin) {
            origin = originNanos.accumulateAndGet(late, Math::min);
        }
        if (current.contains(startedNanos)) {
            sentInWindow.incrementAndGet();
            lagMicros.recordValue((late - origin) / 1_000);
        }
    }

    /** @param stoppedAtNanos the end of the run, which may cut the window short */
    InjectionReport report(long stoppedAtNanos) {
        MeasurementWindow current = window.get();
        if (current == null) {
            return new InjectionReport(0, 0, null, false);
        }
        // The window in the schedule's time: nanoseconds after its origin.
        long origin = originNanos.get();
        long opens = current.opensAtNanos() - current.startNanos() - origin;
        long closes = opens + Math.round(current.measuredSeconds(stoppedAtNanos) * 1e9);
        long intended = schedule.requestsBefore(closes + 1) - schedule.requestsBefore(opens);
        Histogram lag = lagMicros.copy();
        LatencySummary lagSummary = LatencySummary.of(lag);
        boolean lagged = lagSummary != null && lagSummary.p99() > lagToleranceMicros;
        return new InjectionReport(intended, sentInWindow.get(), lagSummary, lagged);
    }
}
