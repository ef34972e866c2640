package dev.vtbench.gatling;

import dev.vtbench.contract.stats.LoadStep;
import dev.vtbench.gatling.schema.SteadyCriterion;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs equal-load steps one after the other, deciding as it goes when each step's window opens and whether the run
 * goes on: from the first arrival, the plan's warm-up phase (if any: fixed in length, offered and never measured),
 * then step 0 ramps, then settles until its OK rate is steady by the plan's
 * {@link SteadyCriterion}, the server's JIT quiet ({@link JitGate}) and the driver on time through the seconds judged
 * ({@link StepRecording#driverOnTime}) (not before the settle minimum; at the settle maximum, whatever held), then is
 * measured for its window; the next step's ramp starts the instant that window closes. A step over capacity ({@link OverCapacity})
 * ends the run: the steps above it would be over too, and an open model past saturation only piles up requests.
 *
 * <p>The decisions are taken by {@link #tick}, from one thread a few times a second, and published as an immutable
 * {@link StepPhase}; arrivals and completions, on Gatling's threads, place their instant by that phase, which knows
 * where the next step's ramp starts before the next decision is taken. A closed step is reported once
 * {@value #CLOSING_GRACE_MILLIS} ms after its window's end, so that the answers completed by that end have all been
 * recorded; the report (its figures and verdict) is taken then and kept, so what decided the run and what the stats
 * say are the same numbers.
 */
final class StepSequence implements RequestObserver {

    static final long CLOSING_GRACE_MILLIS = 50;
    /** An OK rate this many times the step's own, or more, is a queue draining (the mirror of OverCapacity's 95%). */
    static final double DRAINING = 1.05;

    /** Told when a step's window opens, with its ends, e.g. to read the driver's CPU at them. */
    interface WindowListener {
        void windowOpened(int step, long opensAtNanos, long closesAtNanos);
    }

    private final StepPlan plan;
    private final InstantSource wallClock;
    private final long lagToleranceMicros;
    private final WindowListener listener;
    private final JitGate jitGate;
    private final List<StepRecording> recordings = new ArrayList<>();
    private final AtomicReference<StepPhase> phase = new AtomicReference<>();
    private volatile RunClock clock;
    private final List<LoadStep> closed = new CopyOnWriteArrayList<>();
    private volatile boolean stoppedOverCapacity;

    /** @param requestTimeout how long after a step's window an answer sent in it may still arrive */
    StepSequence(StepPlan plan, InstantSource wallClock, Duration lagTolerance, Duration requestTimeout, WindowListener listener) {
        this(plan, wallClock, lagTolerance, requestTimeout, listener, JitGate.open());
    }

    /** @param jitGate each window's second condition, beside a steady rate: the server's JIT quiet */
    StepSequence(StepPlan plan, InstantSource wallClock, Duration lagTolerance, Duration requestTimeout, WindowListener listener,
            JitGate jitGate) {
        this.jitGate = jitGate;
        this.plan = plan;
        this.wallClock = wallClock;
        this.lagToleranceMicros = lagTolerance.toNanos() / 1_000;
        this.listener = listener;
        int longestStepSeconds = Math.toIntExact(plan.longestStepSeconds() + requestTimeout.toSeconds() + 2);
        for (int step = 0; step < plan.steps(); step++) {
            recordings.add(new StepRecording(longestStepSeconds, lagTolerance.toNanos()));
        }
    }

    /** Places an arrival; the first of the run starts the warm-up phase, or the first step's ramp without one. */
    StepPhase.Position arrival(long nanos) {
        if (phase.get() == null) {
            start(nanos);
        }
        return locate(nanos);
    }

    /** Where {@code nanos} falls; {@link StepPhase.Position#OVER} before the first arrival too. */
    StepPhase.Position locate(long nanos) {
        StepPhase current = phase.get();
        return current == null ? StepPhase.Position.OVER : current.locate(plan, nanos);
    }

    /**
     * For Gatling's report: the phase {@code nanos} falls in: the warm-up phase, a step's ramp and settling
     * ("step 1 (400 req/s) settling"), its window ("step 1 (400 req/s) window"), or after the steps.
     */
    String phaseAt(MeasurementWindow ignored, long nanos) {
        StepPhase.Position at = locate(nanos);
        return switch (at.part()) {
            case WARMUP -> RunPhases.WARMUP;
            case BEFORE_WINDOW -> RunPhases.step(at.step(), plan.rate(at.step())) + " settling";
            case WINDOW -> RunPhases.step(at.step(), plan.rate(at.step())) + " " + RunPhases.WINDOW;
            case OVER -> StepRecorder.AFTER_THE_STEPS;
        };
    }

    /** The rate offered at {@code at}, {@code nanos}: the warm-up's, the step's ramp or its own rate; 0 once the run is over. */
    double targetRate(StepPhase.Position at, long nanos) {
        return switch (at.part()) {
            case OVER -> 0;
            case WARMUP -> plan.warmupRate(plan.warmupPhaseNanos() + at.sinceRampStart(nanos));
            case BEFORE_WINDOW, WINDOW -> plan.targetRate(at.step(), at.sinceRampStart(nanos));
        };
    }

    /**
     * How long the warm-up phase lasted, in seconds: from the first arrival to the first step's ramp, or to
     * {@code stoppedAtNanos} if the run stopped before; 0 without an arrival or a warm-up phase.
     */
    double warmupPhaseSeconds(long stoppedAtNanos) {
        RunClock started = clock;
        return started == null ? 0 : Math.clamp(stoppedAtNanos - started.startNanos(), 0, plan.warmupPhaseNanos()) / 1e9;
    }

    /** Whether the run is over at {@code nanos}: its last step closed, or a step was over capacity. */
    boolean runOver(long nanos) {
        StepPhase current = phase.get();
        return current != null && current.locate(plan, nanos).part() == StepPhase.Part.OVER;
    }

    boolean stoppedOverCapacity() {
        return stoppedOverCapacity;
    }

    /** Why the run stopped, for Gatling's log. */
    String stopMessage() {
        if (!stoppedOverCapacity) {
            return "equal-load steps over: the last step's window closed";
        }
        LoadStep over = closed.getLast();
        return "equal-load steps over: step " + closed.size() + " (" + over.rate() + " req/s) was over capacity: "
                + over.overCapacityReason();
    }

    StepPlan plan() {
        return plan;
    }

    StepRecording recording(int step) {
        return recordings.get(step);
    }

    /** The run's clock, from its first arrival; {@code null} before it. */
    RunClock clock() {
        return clock;
    }

    @Override
    public void completedOk(MeasurementWindow window, long startedNanos, long completedNanos) {
        StepPhase.Position at = locate(completedNanos);
        if (counted(at)) {
            recordings.get(at.step()).completedOk(at, startedNanos, completedNanos);
        }
    }

    @Override
    public void completedFailed(MeasurementWindow window, long completedNanos, String kind) {
        StepPhase.Position at = locate(completedNanos);
        if (counted(at)) {
            recordings.get(at.step()).completedFailed(at, kind);
        }
    }

    /** Takes the decisions due at {@code nanos}: a window to open, or a closed step to report and move past. */
    synchronized void tick(long nanos) {
        StepPhase current = phase.get();
        if (current == null || current.ended()) {
            return;
        }
        if (current.opened()) {
            closeIfDue(current, nanos);
        } else {
            openIfSettled(current, nanos);
        }
    }

    /**
     * The steps whose window opened, with their figures: those closed as the run went, then the one still measuring
     * when the run stopped at {@code stoppedAtNanos}, cut short (a closed one not reported yet is reported whole).
     */
    synchronized List<LoadStep> steps(long stoppedAtNanos) {
        List<LoadStep> steps = new ArrayList<>(closed);
        StepPhase current = phase.get();
        if (current != null && !current.ended() && current.opened()) {
            steps.add(report(current.step(), stoppedAtNanos));
        }
        return steps;
    }

    private synchronized void start(long nanos) {
        if (phase.get() == null) {
            clock = new RunClock(wallClock.instant(), nanos);
            phase.set(StepPhase.first(nanos + plan.warmupPhaseNanos()));
        }
    }

    /** Whether a completion counts in a step: not in the warm-up phase, whose requests only warm, nor after the run. */
    private static boolean counted(StepPhase.Position at) {
        return at.part() == StepPhase.Part.BEFORE_WINDOW || at.part() == StepPhase.Part.WINDOW;
    }

    private void openIfSettled(StepPhase current, long nanos) {
        long sinceRampStart = nanos - current.rampStartNanos();
        long settled = sinceRampStart - plan.rampNanos();
        if (settled < 0) {
            return;
        }
        StepRecording recording = recordings.get(current.step());
        int completeSeconds = (int) (sinceRampStart / StepPlan.NANOS_PER_SECOND);
        SteadyCriterion.Judgement judgement = plan.criterion().judgeLatest(recording.okPerSecond(completeSeconds));
        boolean steady = settled >= plan.settleMinNanos() && judgement.steady()
                && !draining(judgement.mean(), plan.rate(current.step()));
        boolean jitQuiet = jitGate.allows(wallClock.instant(), sinceRampStart / 1e9);
        Long quietSince = recording.jitJudged(jitQuiet, nanos);
        // The driver too: a young Gatling JVM (its own JIT, on a core it shares) starts arrivals late in bursts of a
        // second or two; a window opened in one has its lag flagged and its latency kept out of every comparison.
        boolean driverOnTime = recording.driverOnTime(completeSeconds - plan.criterion().windowSeconds(), completeSeconds);
        if (!(steady && jitQuiet && driverOnTime) && settled < plan.settleMaxNanos()) {
            recording.judged(judgement);
            return;
        }
        // At the settle's end the window opens whatever held: its opening says which did not, and the harness leaves it out.
        recording.opening(new StepRecording.Opening(current.rampStartNanos(), nanos, steady,
                steady ? (double) completeSeconds : null, judgement, jitGate.watched() ? jitQuiet : null,
                quietSince == null ? null : (quietSince - current.rampStartNanos()) / 1e9), plan.windowNanos());
        StepPhase opened = current.openedAt(nanos);
        phase.set(opened);
        listener.windowOpened(current.step(), nanos, opened.closesAtNanos(plan));
    }

    /**
     * Whether {@code completed} requests (or a rate) are {@link #DRAINING} times the {@code offered} ones or more: a
     * steady open model completes what it is offered, so more is a queue left by the warm-up or the step before being
     * drained (seen: Liberty, cold, fell behind its warm-up at 2,342 req/s and then completed 1,884 req/s through a
     * 781 req/s step's window, every answer seconds late). A step waits while its OK rate drains, like a rate still
     * settling; a window that drained is not steady ({@link StepReport#of}).
     */
    static boolean draining(double completed, double offered) {
        return offered > 0 && completed >= DRAINING * offered;
    }

    private void closeIfDue(StepPhase current, long nanos) {
        long closes = current.closesAtNanos(plan);
        if (nanos - closes < CLOSING_GRACE_MILLIS * 1_000_000L) {
            return;
        }
        LoadStep step = report(current.step(), closes);
        closed.add(step);
        boolean stepsLeft = current.step() + 1 < plan.steps();
        if (step.overCapacity() && stepsLeft) {
            stoppedOverCapacity = true;
        }
        phase.set(stepsLeft && !step.overCapacity() ? current.next(plan) : current.asEnded());
    }

    private LoadStep report(int step, long endNanos) {
        return StepReport.of(plan.rate(step), recordings.get(step), plan.windowNanos(), endNanos, clock, lagToleranceMicros);
    }
}
