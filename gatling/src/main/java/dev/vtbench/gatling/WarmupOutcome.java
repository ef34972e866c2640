package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.SteadyCriterion;

/**
 * What became of a run's warm-up.
 *
 * @param steady whether the rate met the criterion before the cap; {@code null} for a fixed warm-up
 * @param secondsToSteady the whole seconds of the run after which the rate met the criterion; {@code null} if never
 *     or fixed
 * @param windowOpenedAtSecond seconds from the first request to the window's opening; {@code null} if it never opened
 * @param lastJudgement the criterion's last judgement of the rate (the one that opened the window, or the last before
 *     the cap); {@code null} for a fixed warm-up or a run too short to be judged
 */
record WarmupOutcome(Boolean steady, Double secondsToSteady, Double windowOpenedAtSecond,
        SteadyCriterion.Judgement lastJudgement) {

    static WarmupOutcome fixed(int warmupSeconds) {
        return new WarmupOutcome(null, null, (double) warmupSeconds, null);
    }

    static final WarmupOutcome NOT_STARTED = new WarmupOutcome(null, null, null, null);
}
