package dev.vtbench.harness.study;

import dev.vtbench.contract.LoadModel;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * How a matrix study measures each cell at constant load: warm up until the rate is steady (at least {@code warmupMin},
 * at most {@code warmupMax} seconds), then measure {@code duration} seconds, on a fresh server per repetition.
 */
record SteadyWindow(int warmupMin, int warmupMax, int duration, int repetitions) {
    /** The option every matrix study takes, with what it means at each scale. */
    static final String REPETITIONS = "repetitions";
    static final String REPETITIONS_HELP = "repetitions per cell (default 2; full 3; tiny 1)";

    /**
     * The window at a scale, with --repetitions if given: tiny proves the path (a fixed 2 s warm-up, 3 s measured: its
     * cells are checked, not read), default gives a steady figure in minutes (10 s; Liberty on one core can need most of
     * the 120 s cap), full is the study's own length.
     */
    static SteadyWindow of(StudyScale scale, StudyOptions options) {
        int repetitions = options.positiveInt(REPETITIONS, repetitionsAt(scale), 100);
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

    /** The matrix of a constant-load study: these runtimes (every mode) on these scenarios at each user count, closed model. */
    Map<String, String> closedMatrix(String description, List<String> runtimes, List<String> scenarios, List<Integer> users) {
        Map<String, String> matrix = new LinkedHashMap<>();
        matrix.put("description", description);
        matrix.put("runtimes", String.join(" ", runtimes));
        matrix.put("scenarios", String.join(" ", scenarios));
        matrix.put("model", LoadModel.CLOSED.jsonName());
        matrix.put("users", users.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        putInto(matrix);
        return matrix;
    }

    /** This window with its warm-up capped (a study whose cells rarely settle here would otherwise spend the cap on each). */
    SteadyWindow cappedAt(int maxSeconds) {
        return fixed() ? this : new SteadyWindow(warmupMin, Math.max(warmupMin, Math.min(warmupMax, maxSeconds)), duration, repetitions);
    }

    /** A warm-up of fixed length rather than until the rate is steady. */
    boolean fixed() {
        return warmupMin == warmupMax;
    }

    private void putInto(Map<String, String> matrix) {
        if (fixed()) {
            matrix.put("warmup.seconds", Integer.toString(warmupMin));
        } else {
            matrix.put("warmup.min.seconds", Integer.toString(warmupMin));
            matrix.put("warmup.max.seconds", Integer.toString(warmupMax));
        }
        matrix.put("duration.seconds", Integer.toString(duration));
        matrix.put("repetitions", Integer.toString(repetitions));
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
