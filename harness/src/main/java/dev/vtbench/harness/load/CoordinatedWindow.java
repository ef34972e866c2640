package dev.vtbench.harness.load;

import dev.vtbench.gatling.schema.SteadyCriterion;

/**
 * The one window the harness opened for several drivers (a coordinated window), as their merged result records it.
 *
 * @param opensAt the wall-clock instant every driver opened its window at
 * @param drivers how many drivers shared it
 * @param secondsToSteady whole seconds of the drivers' summed timeline, from the first driver's first request, after
 *     which their summed rate was steady
 * @param mergedJudgement the criterion's judgement of the summed rate that opened the window
 */
public record CoordinatedWindow(String opensAt, int drivers, double secondsToSteady, SteadyCriterion.Judgement mergedJudgement) {}
