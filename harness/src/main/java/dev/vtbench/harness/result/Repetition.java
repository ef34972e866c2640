package dev.vtbench.harness.result;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.metrics.ResourceUse;

/**
 * One measured repetition of a cell (each on a freshly started server): what the driver measured, what the server,
 * backend and driver used during the measurement window, and where its Gatling report is.
 */
public record Repetition(int index, LoadResult load, String gatlingReport, String gatlingLog, boolean assertionsPassed,
                         String serverStateAfter, ResourceUse resources) {}
