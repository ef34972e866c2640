package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.SteadyCriterion;
import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 * <p>With a {@link WarmupPolicy} that waits for a steady rate, the window is pending at first: {@link #tick}
 * (called a few times a second by a {@link SteadyStateWatch}) judges the completed seconds of the OK-per-second
 * timeline and opens the window at that moment once the rate is steady after the minimum warm-up, or ends the run
 * at the cap, not steady, with nothing measured.
 *
 * <p>With a {@link WindowCoordination} (one of several drivers sharing one window) it does not judge its own rate:
 * each tick publishes its timeline and opens the window at the instant the harness names, judging the drivers'
 * summed rate; the cap is the same.
 *
 * <p>Callers pass the clock readings in, which keeps the recorder free of any clock and lets tests
 * replay exact timings. {@link RequestObserver}s see every request too, with the run's window; {@link RunPhases}
 * name the phase a request starts in, for Gatling's report.
 */
final class LatencyRecorder {

    static final int SIGNIFICANT_DIGITS = RequestOutcomes.SIGNIFICANT_DIGITS;

    private final WarmupPolicy warmup;
    private final long durationNanos;
    private final InstantSource wallClock;
    private final AtomicReference<MeasurementWindow> window = new AtomicReference<>();
    private final RequestOutcomes inWindow = new RequestOutcomes();
    private final PerSecondTimeline okPerSecond;
    private final List<RequestObserver> observers;
    private final RunPhases phases;
    private final Optional<WindowCoordination> coordination;
    private final JitGate jitGate;
    /** The first second after the minimum warm-up at which the rate was judged steady; null before. Judging thread only. */
    private Double firstSteadySecond;
    private final AtomicReference<WarmupOutcome> warmupOutcome = new AtomicReference<>(WarmupOutcome.NOT_STARTED);
    /** Set once, when a run waiting for a steady rate reaches its cap without one: the run is over, nothing measured. */
    private volatile boolean gaveUp;

    /**
     * @param observers see every request too, with the run's window
     * @param phases how Gatling's report names the phase a request starts in: {@link RunPhases#byWindow} for a run
     *               whose one window is its measure
     * @param coordination the window this driver shares with others; empty for a driver that judges its own
     * @param jitGate the window's second condition, a quiet JIT on the server (the harness judges it for a shared window)
     */
    LatencyRecorder(WarmupPolicy warmup, Duration duration, Duration requestTimeout, InstantSource wallClock,
            List<RequestObserver> observers, RunPhases phases, Optional<WindowCoordination> coordination, JitGate jitGate) {
        this.coordination = coordination;
        this.jitGate = jitGate;
        this.observers = List.copyOf(observers);
        this.phases = phases;
        this.warmup = warmup;
        this.durationNanos = duration.toNanos();
        this.wallClock = wallClock;
        // The last request may start just before the latest possible end and complete a request timeout later.
        this.okPerSecond = new PerSecondTimeline(Math.toIntExact(
                warmup.longestSeconds() + duration.plus(requestTimeout).toSeconds() + 2));
    }

    /** Call right before sending a request; the first call of the run starts its clock. */
    long requestStarting(long nowNanos) {
        MeasurementWindow current = window.get();
        if (current == null) {
            MeasurementWindow first = warmup.untilSteady()
                    ? MeasurementWindow.pending(wallClock.instant(), nowNanos, durationNanos)
                    : new MeasurementWindow(wallClock.instant(), nowNanos, warmup.minSeconds() * 1_000_000_000L, durationNanos);
            if (window.compareAndSet(null, first)) {
                observers.forEach(observer -> observer.runStarted(first));
                if (!warmup.untilSteady()) {
                    warmupOutcome.set(WarmupOutcome.fixed(warmup.minSeconds()));
                    observers.forEach(observer -> observer.windowOpened(first));
                }
            }
            current = window.get();
        }
        for (RequestObserver observer : observers) {
            observer.requestStarting(current, nowNanos);
        }
        return nowNanos;
    }

    /** The phase of the run {@code nanos} falls in (see {@link RunPhases}); the warm-up before the first request. */
    String phaseAt(long nanos) {
        MeasurementWindow current = window.get();
        return current == null ? RunPhases.WARMUP : phases.at(current, nanos);
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
        return gaveUp || current != null && nowNanos - current.closesAtNanos() > 0;
    }

    /**
     * For a run that waits for a steady rate: judges the seconds completed by {@code nowNanos} and opens the window
     * now if the rate is steady and the minimum warm-up is over, or gives up at the cap. Does nothing before the
     * first request, once decided, or for a fixed warm-up. Called from one thread.
     */
    void tick(long nowNanos) {
        MeasurementWindow current = window.get();
        if (!warmup.untilSteady() || current == null || !current.isPending() || gaveUp) {
            return;
        }
        int completeSeconds = (int) Math.max(0, current.secondOfRun(nowNanos));
        List<Long> completed = okPerSecond.counts(completeSeconds).subList(0, completeSeconds);
        SteadyCriterion.Judgement judgement = warmup.criterion().judgeLatest(completed);
        boolean rateSteady = completeSeconds >= warmup.minSeconds() && judgement.steady();
        if (rateSteady && firstSteadySecond == null) {
            firstSteadySecond = (double) completeSeconds;
        }
        // Asked at every judgement, so that the first quiet one is known even while the rate still settles.
        boolean jitQuiet = jitGate.allows(wallClock.instant(), (nowNanos - current.startNanos()) / 1e9);
        Optional<Long> opensAtNanos = coordination.isPresent()
                ? coordination.get().exchange(current.startedAt(), completed).map(opensAt -> new RunClock(current.startedAt(),
                        current.startNanos()).nanosAt(opensAt))
                : rateSteady && jitQuiet ? Optional.of(nowNanos) : Optional.empty();
        if (opensAtNanos.isPresent()) {
            MeasurementWindow opened = current.openingAt(opensAtNanos.get());
            window.set(opened);
            warmupOutcome.set(new WarmupOutcome(true, coordination.isPresent() ? (double) completeSeconds : firstSteadySecond,
                    (opened.opensAtNanos() - current.startNanos()) / 1e9, judgement, jitGate.quietSinceSecond(), jitGate.watched()));
            observers.forEach(observer -> observer.windowOpened(opened));
        } else if (nowNanos - current.startNanos() >= warmup.maxSeconds() * 1_000_000_000L) {
            warmupOutcome.set(new WarmupOutcome(false, firstSteadySecond, null, judgement, jitGate.quietSinceSecond(), jitGate.watched()));
            gaveUp = true;
        } else {
            warmupOutcome.set(new WarmupOutcome(null, null, null, judgement, jitGate.quietSinceSecond(), jitGate.watched()));
        }
    }

    WarmupPolicy warmupPolicy() {
        return warmup;
    }

    /** What was recorded until {@code stoppedAtNanos}, the end of the run. */
    RecordedRun results(long stoppedAtNanos) {
        MeasurementWindow current = window.get();
        Histogram latencies = inWindow.okLatenciesMicros();
        Map<String, Long> failures = inWindow.failuresByKind();
        WarmupOutcome outcome = warmupOutcome.get();
        if (current == null) {
            return new RecordedRun(null, 0.0, latencies, failures, List.of(), outcome);
        }
        // The planned run: to the window's end, or to the cap of a run that never opened its window.
        long plannedNanos = current.isPending() ? warmup.maxSeconds() * 1_000_000_000L
                : current.closesAtNanos() - current.startNanos();
        int plannedSeconds = Math.toIntExact((plannedNanos + 999_999_999L) / 1_000_000_000L);
        double measured = current.isPending() ? 0.0 : current.measuredSeconds(stoppedAtNanos);
        return new RecordedRun(current.startedAt(), measured, latencies, failures, okPerSecond.counts(plannedSeconds), outcome);
    }

    private MeasurementWindow startedWindow() {
        MeasurementWindow current = window.get();
        if (current == null) {
            throw new IllegalStateException("a request was recorded before any requestStarting(...) call");
        }
        return current;
    }
}
