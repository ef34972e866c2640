package dev.vtbench.harness.study;

import java.util.List;
import java.util.Set;

/**
 * Seed 001's claim, its published runs and the rule that decides "reproduced", as the background-jobs claim file
 * states them: {@code label} and {@code statement} as findings quote them, {@code jobs} jobs, 3 runs per JDK (JDK 11 with a pool, JDK 16 with a pool, JDK 16 with Loom's virtual threads) in
 * seconds, the heap occupied and at its peak on each JDK in GB as JVisualVM showed them, and the most virtual threads'
 * peak heap may be of the pool's for the finding to hold.
 */
record JobsSeed(String label, String statement, int jobs, List<Double> jdk11Seconds, List<Double> jdk16Seconds, List<Double> loomSeconds, List<Double> occupiedGb,
                List<Double> peakGb, double reproducedPeakRatio) {
    static final Set<String> KEYS = Set.of("published.jobs", "published.jdk11.seconds", "published.jdk16.seconds",
            "published.loom.seconds", "published.occupied.gb", "published.peak.gb", "reproduced.peak.ratio");

    JobsSeed {
        jdk11Seconds = List.copyOf(jdk11Seconds);
        jdk16Seconds = List.copyOf(jdk16Seconds);
        loomSeconds = List.copyOf(loomSeconds);
        occupiedGb = List.copyOf(occupiedGb);
        peakGb = List.copyOf(peakGb);
    }

    /** The seed's figures; runs of a JDK of another count, or heap figures not one per JDK, are refused with the key. */
    static JobsSeed read(StudyClaim claim) {
        var file = claim.file();
        List<Double> jdk11 = claim.numbers("published.jdk11.seconds", 0, 1e6);
        for (String key : List.of("published.jdk16.seconds", "published.loom.seconds")) {
            if (claim.numbers(key, 0, 1e6).size() != jdk11.size()) {
                throw file.invalid(key, file.required(key), jdk11.size() + " runs, as published.jdk11.seconds");
            }
        }
        for (String key : List.of("published.occupied.gb", "published.peak.gb")) {
            if (claim.numbers(key, 0, 1e6).size() != 3) {
                throw file.invalid(key, file.required(key), "3 figures: JDK 11, JDK 16, JDK 16 with virtual threads");
            }
        }
        return new JobsSeed(claim.seedLabel(), claim.statement(), file.integer("published.jobs", 1, 100_000_000), jdk11, claim.numbers("published.jdk16.seconds", 0, 1e6),
                claim.numbers("published.loom.seconds", 0, 1e6), claim.numbers("published.occupied.gb", 0, 1e6),
                claim.numbers("published.peak.gb", 0, 1e6), file.number("reproduced.peak.ratio", 0.001, 1000));
    }

    /** The seed's runs per JDK, which a study repeats. */
    int runs() {
        return jdk11Seconds.size();
    }

    /** The seed's comparison on one JDK: virtual threads' peak heap over the pool's (2.37 / 3.7 GB = 64%). */
    double peakRatio() {
        return peakGb.get(2) / peakGb.get(1);
    }

    /** Virtual threads' heap occupied over the pool's on JDK 16. */
    double occupiedRatio() {
        return occupiedGb.get(2) / occupiedGb.get(1);
    }

    /** Virtual threads' mean time over the pool's on JDK 16, which the seed calls not comparable. */
    double timeRatio() {
        return mean(loomSeconds) / mean(jdk16Seconds);
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }
}
