package dev.vtbench.gatling;

import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;

/**
 * Records every request of a run, from all of Gatling's threads at once, with our own
 * {@link System#nanoTime()} timings: Gatling's response times have millisecond resolution, too
 * coarse for a server that answers in tens of microseconds.
 *
 * <p>The clock of the run starts with its first request rather than when the simulation object is
 * built, because Gatling spends an unknown while starting up in between. Only requests that
 * complete inside the {@link MeasurementWindow} count, but successes are also counted per second
 * over the whole run so the warm-up can be judged.
 *
 * <p>Callers pass the clock readings in, which keeps the recorder free of any clock and lets tests
 * replay exact timings. {@link RequestObserver}s see every request too, with the run's window.
 */
final class LatencyRecorder {

    static final int SIGNIFICANT_DIGITS = RequestOutcomes.SIGNIFICANT_DIGITS;

    private final long warmupNanos;
    private final long durationNanos;
    private final int plannedSeconds;
    private final InstantSource wallClock;
    private final AtomicReference<MeasurementWindow> window = new AtomicReference<>();
    private final RequestOutcomes inWindow = new RequestOutcomes();
    private final PerSecondTimeline okPerSecond;
    private final List<RequestObserver> observers;

    LatencyRecorder(Duration warmup, Duration duration, Duration requestTimeout, InstantSource wallClock) {
        this(warmup, duration, requestTimeout, wallClock, List.of());
    }

    LatencyRecorder(Duration warmup, Duration duration, Duration requestTimeout, InstantSource wallClock,
            List<RequestObserver> observers) {
        this.observers = List.copyOf(observers);
        this.warmupNanos = warmup.toNanos();
        this.durationNanos = duration.toNanos();
        this.plannedSeconds = Math.toIntExact(warmup.plus(duration).toSeconds());
        this.wallClock = wallClock;
        // The last request may start just before the planned end and complete a request timeout later.
        this.okPerSecond = new PerSecondTimeline(
                Math.toIntExact(warmup.plus(duration).plus(requestTimeout).toSeconds() + 2));
    }

    /** Call right before sending a request; the first call of the run starts its clock. */
    long requestStarting(long nowNanos) {
        MeasurementWindow current = window.get();
        if (current == null) {
            MeasurementWindow first = new MeasurementWindow(wallClock.instant(), nowNanos, warmupNanos, durationNanos);
            if (window.compareAndSet(null, first)) {
                observers.forEach(observer -> observer.runStarted(first));
            }
            current = window.get();
        }
        for (RequestObserver observer : observers) {
            observer.requestStarting(current, nowNanos);
        }
        return nowNanos;
    }

    void recordOk(long startedNanos, long completedNanos) {
        MeasurementWindow current = startedWindow();
        okPerSecond.increment(current.secondOfRun(completedNanos));
        if (current.contains(completedNanos)) {
            inWindow.ok(startedNanos, completedNanos);
        }
        for (RequestObserver observer : observers) {
            observer.completedOk(current, startedNanos, completedNanos);
        }
    }

    void recordFailure(long completedNanos, String kind) {
        MeasurementWindow current = startedWindow();
        if (current.contains(completedNanos)) {
            inWindow.failed(kind);
        }
        for (RequestObserver observer : observers) {
            observer.completedFailed(current, completedNanos, kind);
        }
    }

    /**
     * Whether the planned run (warm-up plus duration from the first request) is over: users that
     * loop until then all stop at the same moment, however late each of them started.
     */
    boolean runOver(long nowNanos) {
        MeasurementWindow current = window.get();
        return current != null && nowNanos - current.closesAtNanos() > 0;
    }

    /** What was recorded until {@code stoppedAtNanos}, the end of the run. */
    RecordedRun results(long stoppedAtNanos) {
        MeasurementWindow current = window.get();
        Histogram latencies = inWindow.okLatenciesMicros();
        Map<String, Long> failures = inWindow.failuresByKind();
        if (current == null) {
            return new RecordedRun(null, 0.0, latencies, failures, List.of());
        }
        return new RecordedRun(current.startedAt(), current.measuredSeconds(stoppedAtNanos), latencies, failures,
                okPerSecond.counts(plannedSeconds));
    }

    private MeasurementWindow startedWindow() {
        MeasurementWindow current = window.get();
        if (current == null) {
            throw new IllegalStateException("a request was recorded before any requestStarting(...) call");
        }
        return current;
    }
}
