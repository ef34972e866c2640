package dev.vtbench.harness.study;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How a matrix study measures each cell at constant load: warm up until the rate is steady (at least {@code warmupMin},
 * at most {@code warmupMax} seconds), then measure {@code duration} seconds, on a fresh server per repetition.
 */
record SteadyWindow(int warmupMin, int warmupMax, int duration, int repetitions) {
    /**
     * The window at a scale: tiny proves the path (a fixed 2 s warm-up, 3 s measured: its cells are checked, not read),
     * default gives a steady figure in minutes (10 s; Liberty on one core can need most of the 120 s cap; a study's preset
     * holds its own), full is the study's own length.
     */
    static SteadyWindow at(StudyScale scale) {
        int repetitions = repetitionsAt(scale);
        return switch (scale) {
            // Tiny proves the path (the CI test, some 20 cells): a fixed warm-up keeps it short, and its cells say they were not
            // judged steady. 3 s still holds a few of the samplers' readings (the engine's about one a second, the JVM's two).
            case TINY -> new SteadyWindow(2, 2, 3, repetitions);
            case DEFAULT -> new SteadyWindow(10, 120, 10, repetitions);
            case FULL -> new SteadyWindow(10, 180, 30, repetitions);
        };
    }

    static int repetitionsAt(StudyScale scale) {
        return switch (scale) {
            case TINY -> 1;
            case DEFAULT -> 2;
            case FULL -> 3;
        };
    }

    /** A warm-up of fixed length rather than until the rate is steady. */
    boolean fixed() {
        return warmupMin == warmupMax;
    }

    /** The window as a matrix file's keys: a fixed warm-up or its bounds, the duration, the repetitions. */
    Map<String, String> keys() {
        Map<String, String> keys = new LinkedHashMap<>();
        if (fixed()) {
            keys.put(MatrixPlan.WARMUP_FIXED, Integer.toString(warmupMin));
        } else {
            keys.put(MatrixPlan.WARMUP_MIN, Integer.toString(warmupMin));
            keys.put(MatrixPlan.WARMUP_MAX, Integer.toString(warmupMax));
        }
        keys.put(MatrixPlan.DURATION, Integer.toString(duration));
        keys.put(MatrixPlan.REPETITIONS, Integer.toString(repetitions));
        return keys;
    }

    /** "10 s measured once steady (10-120 s warm-up), 2 repetition(s)". */
    String describe() {
        return duration + " s measured " + warmup() + ", " + repetitions + " repetition(s)";
    }

    private String warmup() {
        return fixed() ? "after a fixed " + warmupMin + " s warm-up (not waited on to become steady: a check of the path, not a figure to use)"
                : "once steady (" + warmupMin + "-" + warmupMax + " s warm-up)";
    }

    /** The method line every constant-load study states: what a figure is and where it comes from. */
    String methodLine(String model) {
        return model + " workload model; each figure is requests per second over " + duration + " s "
                + (fixed() ? warmup() : "once the rate is steady (vtbench's steady criterion, " + warmupMin + "-" + warmupMax + " s warm-up)")
                + ", the median of " + repetitions
                + " repetition(s) with [min-max]; a fresh server per repetition; each cell verified before load (endpoints, "
                + "availableProcessors() equal to the profile's CPUs, the thread kind); server and Gatling driver on disjoint "
                + "cores; a cell with a disqualifying flag (NS, DRV, CV, ERR, NOISE, LL!) is shown but not compared";
    }
}
