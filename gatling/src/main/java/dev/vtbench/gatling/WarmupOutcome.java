package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.SteadyCriterion;

/**
 * What became of a run's warm-up.
 *
 * @param steady whether the window opened before the cap (its rate steady, and the server's JIT quiet where the harness
 *     watches it); {@code null} for a fixed warm-up
 * @param secondsToSteady the whole seconds of the run after which the rate first met the criterion (the minimum warm-up
 *     past); {@code null} if never or fixed
 * @param windowOpenedAtSecond seconds from the first request to the window's opening; {@code null} if it never opened
 * @param lastJudgement the criterion's last judgement of the rate (the one that opened the window, or the last before
 *     the cap); {@code null} for a fixed warm-up or a run too short to be judged
 * @param secondsToQuietJit seconds from the first request to the start of the server's JIT's last quiet spell (its time to a quiet JIT)
 *     ({@link JitGate}); {@code null} if never, or not watched
 * @param jitWatched whether the harness watched the server's JIT for this run (a window then waits for it)
 */
record WarmupOutcome(Boolean steady, Double secondsToSteady, Double windowOpenedAtSecond,
        SteadyCriterion.Judgement lastJudgement, Double secondsToQuietJit, boolean jitWatched) {

    static WarmupOutcome fixed(int warmupSeconds) {
        return new WarmupOutcome(null, null, (double) warmupSeconds, null, null, false);
    }

    static final WarmupOutcome NOT_STARTED = new WarmupOutcome(null, null, null, null, null, false);
}
