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

    static String peakFinding(BackgroundJobsVariant variant, double peakRatio, double occupiedRatio) {
        String verdict = peakRatio <= REPRODUCED_PEAK_RATIO ? "reproduced" : "not reproduced";
        String pool = BackgroundJobsVariant.possessive(variant.poolName());
        return BackgroundJobsVariant.possessive(variant.virtualName()) + " peak heap was " + StudyFormat.percent(peakRatio) + " of "
                + pool + " (seed: " + StudyFormat.percent(SEED_PEAK_RATIO) + " on JDK 16) and their heap occupied "
                + StudyFormat.percent(occupiedRatio) + " (seed: " + StudyFormat.percent(SEED_OCCUPIED_GB.get(2) / SEED_OCCUPIED_GB.get(1))
                + "): " + verdict + " ('reproduced' means a peak at most " + StudyFormat.percent(REPRODUCED_PEAK_RATIO) + " of " + pool + ")";
    }

    /**
     * Each executor's mean time against its Little's-law floor (at most {@code workers} jobs wait on the backend at once);
     * {@code virtualWorkers} 0 for a virtual thread per job, whose floor is one job's wait.
     */
    static String timeFinding(BackgroundJobsVariant variant, Timings pool, Timings virtual, BackgroundJobsStudy.Plan plan,
                              int poolWorkers, int virtualWorkers) {
        double seedPool = SEED_JDK16_SECONDS.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double seedVirtual = SEED_LOOM_SECONDS.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return "time per run: " + variant.poolName() + " " + BackgroundJobsTable.seconds(pool.mean()) + ", " + againstFloor(pool, plan, poolWorkers)
                + "; " + variant.virtualName() + " " + BackgroundJobsTable.seconds(virtual.mean())
                + (virtualWorkers > 0 ? ", " + againstFloor(virtual, plan, virtualWorkers) : "") + ", "
                + StudyFormat.ratio(virtual.mean() / pool.mean()) + " " + BackgroundJobsVariant.possessive(variant.poolName())
                + " time (seed: " + StudyFormat.ratio(seedVirtual / seedPool) + " on JDK 16, which it calls not comparable)";
    }

    private static String againstFloor(Timings timings, BackgroundJobsStudy.Plan plan, int workers) {
        double floor = plan.floorMillis(workers);
        return StudyFormat.ratio(timings.mean() / floor) + " the Little's-law floor of " + BackgroundJobsTable.seconds(floor)
                + " (ceil(" + StudyFormat.count(plan.jobs()) + " / " + workers + ") x " + plan.delayMillis() + " ms)";
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
