package dev.vtbench.gatling;

/**
 * Where equal-load steps stand, as last decided ({@link StepSequence} replaces it, from one thread): the step under
 * way, when its ramp started, and when its window opened, if it has. Everything else follows from the
 * {@link StepPlan}: a window closes its duration after it opened, and the next step's ramp starts at that instant,
 * so {@link #locate} places any instant without waiting for the next decision.
 *
 * @param opensAtNanos when the step's window opened; meaningless while {@code opened} is false
 * @param ended whether the run is over: its last step closed, or a step was over capacity
 */
record StepPhase(int step, long rampStartNanos, boolean opened, long opensAtNanos, boolean ended) {

    /** Which part of a step an instant falls in. */
    enum Part {
        /** The warm-up phase before the first step's ramp: offered, never measured nor counted in a step. */
        WARMUP,
        /** Ramping or settling: counted in the step's timeline, not in its window. */
        BEFORE_WINDOW,
        WINDOW,
        /** After the last step, or after the run stopped: nothing is offered. */
        OVER
    }

    /** An instant placed: its step, that step's ramp start, and the part of the step. */
    record Position(int step, long rampStartNanos, Part part) {

        static final Position OVER = new Position(-1, 0, Part.OVER);

        long sinceRampStart(long nanos) {
            return nanos - rampStartNanos;
        }
    }

    /** The first step, its ramp starting at {@code rampStartNanos}: the end of the warm-up phase, if there is one. */
    static StepPhase first(long rampStartNanos) {
        return new StepPhase(0, rampStartNanos, false, 0, false);
    }

    StepPhase openedAt(long nanos) {
        return new StepPhase(step, rampStartNanos, true, nanos, false);
    }

    /** The next step, its ramp starting where this step's window closed. */
    StepPhase next(StepPlan plan) {
        return new StepPhase(step + 1, closesAtNanos(plan), false, 0, false);
    }

    StepPhase asEnded() {
        return new StepPhase(step, rampStartNanos, opened, opensAtNanos, true);
    }

    long closesAtNanos(StepPlan plan) {
        return opensAtNanos + plan.windowNanos();
    }

    /**
     * The step and part {@code nanos} falls in. Before the first step's ramp, the warm-up phase. Both ends of a window
     * are in it. An instant after this step's window closed is in the next step's ramp, whose start is known, until the
     * next decision catches up; after the last step's window, the run is over.
     */
    Position locate(StepPlan plan, long nanos) {
        if (ended) {
            return Position.OVER;
        }
        if (!opened) {
            boolean warming = step == 0 && nanos - rampStartNanos < 0;
            return new Position(step, rampStartNanos, warming ? Part.WARMUP : Part.BEFORE_WINDOW);
        }
        long closes = closesAtNanos(plan);
        if (nanos - closes <= 0) {
            return new Position(step, rampStartNanos, nanos - opensAtNanos >= 0 ? Part.WINDOW : Part.BEFORE_WINDOW);
        }
        return step + 1 < plan.steps() ? new Position(step + 1, closes, Part.BEFORE_WINDOW) : Position.OVER;
    }
}
