package dev.vtbench.harness.result;

import dev.vtbench.harness.load.LoadResult;

/** One measured repetition of a cell (each on a freshly started server), with where its Gatling report is. */
public record Repetition(int index, LoadResult load, String gatlingReport, String gatlingLog, boolean assertionsPassed,
                         String serverStateAfter) {}
