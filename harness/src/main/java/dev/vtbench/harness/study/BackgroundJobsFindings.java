package dev.vtbench.harness.study;

import java.util.List;

import static dev.vtbench.harness.study.BackgroundJobsStudy.REPRODUCED_PEAK_RATIO;
import static dev.vtbench.harness.study.BackgroundJobsStudy.SEED_JDK16_SECONDS;
import static dev.vtbench.harness.study.BackgroundJobsStudy.SEED_LOOM_SECONDS;
import static dev.vtbench.harness.study.BackgroundJobsStudy.SEED_OCCUPIED_GB;
import static dev.vtbench.harness.study.BackgroundJobsStudy.SEED_PEAK_RATIO;

/**
 * Seed 001's findings held against one variant's figures: virtual threads' peak heap against the pool's (the seed's
 * claim, with the rule that decides "reproduced"), and the time per run against Little's law, for a condition and
 * over all of them.
 */
final class BackgroundJobsFindings {
    private BackgroundJobsFindings() {}

    static String peakFinding(BackgroundJobsVariant variant, BackgroundJobsTable.Executor pool, BackgroundJobsTable.Executor virtual) {
        double peakRatio = (double) virtual.peakUsedBytes() / pool.peakUsedBytes();
        String verdict = peakRatio <= REPRODUCED_PEAK_RATIO ? "reproduced" : "not reproduced";
        String poolPossessive = BackgroundJobsVariant.possessive(variant.poolName());
        return BackgroundJobsVariant.possessive(variant.virtualName()) + " peak heap was " + StudyFormat.percent(peakRatio) + " of "
                + poolPossessive + " (seed: " + StudyFormat.percent(SEED_PEAK_RATIO) + " on JDK 16) and their heap occupied "
                + StudyFormat.percent((double) virtual.occupiedBytes() / pool.occupiedBytes()) + " (seed: "
                + StudyFormat.percent(SEED_OCCUPIED_GB.get(2) / SEED_OCCUPIED_GB.get(1)) + "), with up to "
                + StudyFormat.count(virtual.mostInProgress()) + " jobs in progress at once against " + StudyFormat.count(pool.mostInProgress())
                + ", each holding its slip: " + verdict + " ('reproduced' means a peak at most " + StudyFormat.percent(REPRODUCED_PEAK_RATIO)
                + " of " + poolPossessive + ")";
    }

    /**
     * Each executor's mean time against its Little's-law floor: with at most the most jobs it had in progress at once
     * (counted, not taken from its workers) each waiting on the backend, whole rounds of that wait.
     */
    static String timeFinding(BackgroundJobsVariant variant, BackgroundJobsTable.Executor pool, BackgroundJobsTable.Executor virtual,
                              BackgroundJobsStudy.Plan plan) {
        double seedPool = SEED_JDK16_SECONDS.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double seedVirtual = SEED_LOOM_SECONDS.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return "time per run: " + variant.poolName() + " " + againstFloor(pool, plan) + "; " + variant.virtualName() + " "
                + againstFloor(virtual, plan) + ", " + StudyFormat.ratio(virtual.timings().mean() / pool.timings().mean()) + " "
                + BackgroundJobsVariant.possessive(variant.poolName()) + " time (seed: " + StudyFormat.ratio(seedVirtual / seedPool)
                + " on JDK 16, which it calls not comparable)";
    }

    private static String againstFloor(BackgroundJobsTable.Executor executor, BackgroundJobsStudy.Plan plan) {
        int inProgress = executor.mostInProgress();
        double floor = plan.floorMillis(inProgress);
        boolean pastWorkers = executor.workers() > 0 && inProgress > executor.workers();
        return BackgroundJobsTable.seconds(executor.timings().mean()) + ", " + StudyFormat.ratio(executor.timings().mean() / floor)
                + " the Little's-law floor of " + BackgroundJobsTable.seconds(floor) + " (ceil(" + StudyFormat.count(plan.jobs()) + " / "
                + StudyFormat.count(inProgress) + ") x " + plan.delayMillis() + " ms: at most " + StudyFormat.count(inProgress)
                + " jobs in progress" + (pastWorkers ? ", more than its " + executor.workers() + " workers" : "") + ")";
    }

    static String overallFinding(BackgroundJobsVariant variant, List<Double> peakRatios) {
        if (peakRatios.isEmpty()) {
            return variant.label() + ": nothing compared: no condition measured both of its executors (see skipped and failed).";
        }
        long reproduced = peakRatios.stream().filter(r -> r <= REPRODUCED_PEAK_RATIO).count();
        String verdict = reproduced == peakRatios.size() ? "reproduced"
                : reproduced == 0 ? "not reproduced" : "reproduced in " + reproduced + " of " + peakRatios.size() + " conditions";
        double low = peakRatios.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = peakRatios.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return variant.label() + ": seed 001's finding, virtual threads' peak heap at " + StudyFormat.percent(SEED_PEAK_RATIO)
                + " of the pool's on the same JDK (2.37 GB against 3.7 GB): " + verdict + " here, " + variant.virtualName() + " at "
                + (low == high ? StudyFormat.percent(low) : StudyFormat.percent(low) + "-" + StudyFormat.percent(high)) + " of "
                + BackgroundJobsVariant.possessive(variant.poolName()) + " peak (" + peakRatios.size()
                + " condition(s); 'reproduced' means at most " + StudyFormat.percent(REPRODUCED_PEAK_RATIO) + ").";
    }
}
