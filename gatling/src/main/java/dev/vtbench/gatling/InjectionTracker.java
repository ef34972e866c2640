package dev.vtbench.gatling;

import dev.vtbench.contract.stats.LatencySummary;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * Compares when open-model requests started with when the {@link InjectionSchedule} meant them to
 * start ({@link ScheduleLateness}), over the measurement window: the k-th request to start against
 * the k-th scheduled start, on the clock of the run's first request. The schedule's origin settles
 * during the warm-up, before the lateness that counts is recorded.
 */
final class InjectionTracker implements RequestObserver {

    private final ScheduleLateness lateness;
    private final InjectionSchedule schedule;
    private final long lagToleranceMicros;
    private final AtomicLong sentInWindow = new AtomicLong();
    private final ConcurrentHistogram lagMicros = new ConcurrentHistogram(LatencyRecorder.SIGNIFICANT_DIGITS);
    private final AtomicReference<MeasurementWindow> window = new AtomicReference<>();

    InjectionTracker(InjectionSchedule schedule, Duration lagTolerance) {
        this.lateness = new ScheduleLateness(schedule);
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
        long late = lateness.lateNanos(startedNanos - current.startNanos());
        if (current.contains(startedNanos)) {
            sentInWindow.incrementAndGet();
            lagMicros.recordValue(late / 1_000);
        }
    }

    /** @param stoppedAtNanos the end of the run, which may cut the window short */
    InjectionReport report(long stoppedAtNanos) {
        MeasurementWindow current = window.get();
        if (current == null) {
            return new InjectionReport(0, 0, null, false);
        }
        // The window in the schedule's time: nanoseconds after its origin.
        long origin = lateness.originNanos();
        long opens = current.opensAtNanos() - current.startNanos() - origin;
        long closes = opens + Math.round(current.measuredSeconds(stoppedAtNanos) * 1e9);
        long intended = schedule.requestsBefore(closes + 1) - schedule.requestsBefore(opens);
        Histogram lag = lagMicros.copy();
        LatencySummary lagSummary = Latencies.summary(lag);
        boolean lagged = lagSummary != null && lagSummary.p99() > lagToleranceMicros;
        return new InjectionReport(intended, sentInWindow.get(), lagSummary, lagged);
    }
}
