package dev.vtbench.harness.study;

import java.util.List;

/**
 * Seed 001's findings held against one variant's figures: virtual threads' peak heap against the pool's (the seed's
 * claim, with the rule that decides "reproduced"), and the time per run against Little's law, for a condition and
 * over all of them.
 */
final class BackgroundJobsFindings {
    private BackgroundJobsFindings() {}

    static String peakFinding(JobsSeed seed, BackgroundJobsVariant variant, BackgroundJobsTable.Executor pool,
                              BackgroundJobsTable.Executor virtual) {
        double peakRatio = (double) virtual.peakUsedBytes() / pool.peakUsedBytes();
        String verdict = ThresholdCount.atMost(List.of(peakRatio), seed.reproducedPeakRatio()).verdict("conditions");
        String poolPossessive = BackgroundJobsVariant.possessive(variant.poolName());
        return BackgroundJobsVariant.possessive(variant.virtualName()) + " peak heap was " + StudyFormat.percent(peakRatio) + " of "
                + poolPossessive + " (seed: " + StudyFormat.percent(seed.peakRatio()) + " on JDK 16) and their heap occupied "
                + StudyFormat.percent((double) virtual.occupiedBytes() / pool.occupiedBytes()) + " (seed: "
                + StudyFormat.percent(seed.occupiedRatio()) + "), with up to "
                + StudyFormat.count(virtual.mostInProgress()) + " jobs in progress at once against " + StudyFormat.count(pool.mostInProgress())
                + ", each holding its slip: " + verdict + " ('reproduced' means a peak at most " + StudyFormat.percent(seed.reproducedPeakRatio())
                + " of " + poolPossessive + ")";
    }

    /**
     * Each executor's mean time against its Little's-law floor: with at most the most jobs it had in progress at once
     * (counted, not taken from its workers) each waiting on the backend, whole rounds of that wait.
     */
    static String timeFinding(JobsSeed seed, BackgroundJobsVariant variant, BackgroundJobsTable.Executor pool,
                              BackgroundJobsTable.Executor virtual, BackgroundJobsJudge.Plan plan) {
        return "time per run: " + variant.poolName() + " " + againstFloor(pool, plan) + "; " + variant.virtualName() + " "
                + againstFloor(virtual, plan) + ", " + StudyFormat.ratio(virtual.timings().mean() / pool.timings().mean()) + " "
                + BackgroundJobsVariant.possessive(variant.poolName()) + " time (seed: " + StudyFormat.ratio(seed.timeRatio())
                + " on JDK 16, which it calls not comparable)";
    }

    private static String againstFloor(BackgroundJobsTable.Executor executor, BackgroundJobsJudge.Plan plan) {
        int inProgress = executor.mostInProgress();
        double floor = plan.floorMillis(inProgress);
        boolean pastWorkers = executor.workers() > 0 && inProgress > executor.workers();
        return BackgroundJobsTable.seconds(executor.timings().mean()) + ", " + StudyFormat.ratio(executor.timings().mean() / floor)
                + " the Little's-law floor of " + BackgroundJobsTable.seconds(floor) + " (ceil(" + StudyFormat.count(plan.jobs()) + " / "
                + StudyFormat.count(inProgress) + ") x " + plan.delayMillis() + " ms: at most " + StudyFormat.count(inProgress)
                + " jobs in progress" + (pastWorkers ? ", more than its " + executor.workers() + " workers" : "") + ")";
    }

    static String overallFinding(JobsSeed seed, BackgroundJobsVariant variant, List<Double> peakRatios) {
        if (peakRatios.isEmpty()) {
            return variant.label() + ": nothing compared: no condition measured both of its executors (see skipped and failed).";
        }
        ThresholdCount count = ThresholdCount.atMost(peakRatios, seed.reproducedPeakRatio());
        return variant.label() + ": " + seed.label() + "'s finding, " + seed.statement() + " (" + StudyFormat.percent(seed.peakRatio())
                + " of it: " + gigabytes(seed.peakGb().get(2)) + " against " + gigabytes(seed.peakGb().get(1)) + "): "
                + count.verdict("conditions") + " here, " + variant.virtualName() + " at " + count.span(StudyFormat::percent)
                + " of " + BackgroundJobsVariant.possessive(variant.poolName()) + " peak (" + peakRatios.size()
                + " condition(s); 'reproduced' means at most " + StudyFormat.percent(seed.reproducedPeakRatio()) + ").";
    }

    /** "2.37 GB": a seed's heap as it published it. */
    private static String gigabytes(double gb) {
        return java.math.BigDecimal.valueOf(gb).stripTrailingZeros().toPlainString() + " GB";
    }
}
