package dev.vtbench.gatling;

import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.ConcurrentHistogram;
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
 * replay exact timings.
 */
final class LatencyRecorder {

    /** Enough to tell 1000 µs from 1001 µs, and what HdrHistogram users usually expect. */
    static final int SIGNIFICANT_DIGITS = 3;

    private final long warmupNanos;
    private final long durationNanos;
    private final int plannedSeconds;
    private final InstantSource wallClock;
    private final AtomicReference<MeasurementWindow> window = new AtomicReference<>();
    private final ConcurrentHistogram okLatenciesMicros = new ConcurrentHistogram(SIGNIFICANT_DIGITS);
    private final Map<String, LongAdder> failuresByKind = new ConcurrentHashMap<>();
    private final PerSecondTimeline okPerSecond;

    LatencyRecorder(Duration warmup, Duration duration, Duration requestTimeout, InstantSource wallClock) {
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
        if (window.get() == null) {
            window.compareAndSet(null, new MeasurementWindow(wallClock.instant(), nowNanos, warmupNanos, durationNanos));
        }
        return nowNanos;
    }

    void recordOk(long startedNanos, long completedNanos) {
        MeasurementWindow current = startedWindow();
        okPerSecond.increment(current.secondOfRun(completedNanos));
        if (current.contains(completedNanos)) {
            okLatenciesMicros.recordValue(Math.max(0, TimeUnit.NANOSECONDS.toMicros(completedNanos - startedNanos)));
        }
    }

    void recordFailure(long completedNanos, String kind) {
        if (startedWindow().contains(completedNanos)) {
            failuresByKind.computeIfAbsent(kind, unused -> new LongAdder()).increment();
        }
    }

    /** What was recorded until {@code stoppedAtNanos}, the end of the run. */
    RecordedRun results(long stoppedAtNanos) {
        MeasurementWindow current = window.get();
        Histogram latencies = okLatenciesMicros.copy();
        Map<String, Long> failures = new TreeMap<>();
        failuresByKind.forEach((kind, count) -> failures.put(kind, count.sum()));
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
