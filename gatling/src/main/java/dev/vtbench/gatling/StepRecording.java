package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.SteadyCriterion;
import java.util.List;

/**
 * Everything one equal-load step recorded: its OK requests per second from its ramp's start (what its steadiness is
 * judged on), its arrivals per second and those the driver started late (whether it kept its schedule), its two
 * {@link StepSegment}s (before its window, and its window), its window's {@link LatencyThirds}, and how its window opened. Requests are placed by the instant they completed, as in every vtbench window.
 */
final class StepRecording {

    /**
     * How the step's window opened.
     *
     * @param steady whether the OK rate was steady by then; false when the settle ran out
     * @param secondsToSteady whole seconds from the ramp's start after which it was steady; {@code null} if never
     * @param judgement the steady criterion's judgement that opened the window (the last one, when the settle ran out)
     * @param jitQuiet whether the server's JIT was quiet by then ({@link JitGate}); {@code null} when no harness watched it
     * @param secondsToQuietJit seconds from the ramp's start to the start of the server's JIT's last quiet spell; {@code null}
     *     if never, or not watched
     */
    record Opening(long rampStartNanos, long opensAtNanos, boolean steady, Double secondsToSteady,
            SteadyCriterion.Judgement judgement, Boolean jitQuiet, Double secondsToQuietJit) {

        /** An opening where no harness watched the JIT. */
        Opening(long rampStartNanos, long opensAtNanos, boolean steady, Double secondsToSteady, SteadyCriterion.Judgement judgement) {
            this(rampStartNanos, opensAtNanos, steady, secondsToSteady, judgement, null, null);
        }
    }

    /**
     * The most of a stretch's arrivals that may start later than the lag tolerance with the driver still on time: the
     * share beyond which the window's p99 lag exceeds the tolerance and flags it.
     */
    static final double LATE_SHARE_ON_TIME = 0.01;

    private final StepSegment beforeWindow = new StepSegment();
    private final StepSegment window = new StepSegment();
    private final PerSecondTimeline okPerSecond;
    /** Arrivals admitted, and those of them later than {@link #lateToleranceNanos}, per second from the ramp's start. */
    private final PerSecondTimeline admittedPerSecond;
    private final PerSecondTimeline latePerSecond;
    private final long lateToleranceNanos;
    private volatile LatencyThirds thirds;
    private volatile Opening opening;
    private volatile SteadyCriterion.Judgement lastJudgement;
    /** When the step's current quiet spell of the server's JIT began, nanoseconds; null while busy. Judging thread only. */
    private Long quietJitSinceNanos;

    /**
     * @param longestSeconds the longest the step can last from its ramp's start, with room for late answers
     * @param lateToleranceNanos how late an arrival may start and still be on time (the injection lag tolerance)
     */
    StepRecording(int longestSeconds, long lateToleranceNanos) {
        this.okPerSecond = new PerSecondTimeline(longestSeconds);
        this.admittedPerSecond = new PerSecondTimeline(longestSeconds);
        this.latePerSecond = new PerSecondTimeline(longestSeconds);
        this.lateToleranceNanos = lateToleranceNanos;
    }

    void completedOk(StepPhase.Position at, long startedNanos, long completedNanos) {
        okPerSecond.increment(Math.floorDiv(at.sinceRampStart(completedNanos), StepPlan.NANOS_PER_SECOND));
        segment(at).outcomes().ok(startedNanos, completedNanos);
        LatencyThirds measuring = thirds;
        if (at.part() == StepPhase.Part.WINDOW && measuring != null) {
            measuring.ok(startedNanos, completedNanos);
        }
    }

    void completedFailed(StepPhase.Position at, String kind) {
        segment(at).outcomes().failed(kind);
    }

    /** An arrival admitted at {@code arrivalNanos}, {@code lateNanos} after its place in the injection schedule. */
    void admitted(StepPhase.Position at, long arrivalNanos, long lateNanos, boolean mustWait) {
        segment(at).admitted(lateNanos, mustWait);
        long second = Math.floorDiv(at.sinceRampStart(arrivalNanos), StepPlan.NANOS_PER_SECOND);
        admittedPerSecond.increment(second);
        if (lateNanos > lateToleranceNanos) {
            latePerSecond.increment(second);
        }
    }

    /**
     * Whether the driver kept its schedule through the whole seconds {@code [fromSecond, toSecond)} from the ramp's
     * start: at most {@link #LATE_SHARE_ON_TIME} of their arrivals later than the tolerance, as a window must have
     * them for its lag not to be flagged. A stretch without arrivals is on time.
     */
    boolean driverOnTime(int fromSecond, int toSecond) {
        List<Long> admitted = admittedPerSecond.counts(toSecond);
        List<Long> late = latePerSecond.counts(toSecond);
        long admittedSum = 0;
        long lateSum = 0;
        for (int second = Math.max(0, fromSecond); second < toSecond && second < admitted.size(); second++) {
            admittedSum += admitted.get(second);
            lateSum += late.get(second);
        }
        return lateSum <= LATE_SHARE_ON_TIME * admittedSum;
    }

    /** The OK counts of the step's first {@code seconds} whole seconds. */
    List<Long> okPerSecond(int seconds) {
        List<Long> counts = okPerSecond.counts(seconds);
        return counts.subList(0, Math.min(seconds, counts.size()));
    }

    /** Called by the judging thread before the window opens, so that what is measured in it finds its thirds. */
    void opening(Opening decided, long windowNanos) {
        thirds = new LatencyThirds(decided.opensAtNanos(), windowNanos);
        lastJudgement = decided.judgement();
        opening = decided;
    }

    void judged(SteadyCriterion.Judgement judgement) {
        lastJudgement = judgement;
    }

    /**
     * A judgement at {@code nanos} found the JIT {@code quiet} or not: returns when its current quiet spell began, null while
     * it is busy (each busy judgement ends a spell).
     */
    Long jitJudged(boolean quiet, long nanos) {
        if (!quiet) {
            quietJitSinceNanos = null;
        } else if (quietJitSinceNanos == null) {
            quietJitSinceNanos = nanos;
        }
        return quietJitSinceNanos;
    }

    /** How the window opened; {@code null} while it has not. */
    Opening opening() {
        return opening;
    }

    /** The steady criterion's latest judgement of the step; {@code null} before its first. */
    SteadyCriterion.Judgement lastJudgement() {
        return lastJudgement;
    }

    StepSegment beforeWindow() {
        return beforeWindow;
    }

    StepSegment window() {
        return window;
    }

    LatencyThirds thirds() {
        return thirds;
    }

    private StepSegment segment(StepPhase.Position at) {
        return at.part() == StepPhase.Part.WINDOW ? window : beforeWindow;
    }
}
