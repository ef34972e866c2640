package dev.vtbench.harness.study;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The two ways the background-jobs study runs seed 001's jobs, each its own JMH benchmark in apps/inprocess: JobRunr
 * itself (the seed's system, fetching jobs in pages sized to its workers), and the executor emulation (every job
 * handed to the executor at once). Each compares a pool of platform threads with virtual threads, in its own words.
 */
enum BackgroundJobsVariant {
    JOBRUNR("JobRunr (the seed's system)", "JobRunrBackgroundJobsBenchmark", "the platform-thread workers", "the virtual-thread workers"),
    EMULATION("executor emulation (all jobs handed over at once)", "BackgroundJobsBenchmark", "the pool", "virtual threads");

    private final String label;
    private final String benchmarkClass;
    private final String poolName;
    private final String virtualName;

    BackgroundJobsVariant(String label, String benchmarkClass, String poolName, String virtualName) {
        this.label = label;
        this.benchmarkClass = benchmarkClass;
        this.poolName = poolName;
        this.virtualName = virtualName;
    }

    /** "jobrunr" or "emulation", as --variants and the folders name it. */
    String option() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** How the report labels it: "JobRunr (the seed's system)". */
    String label() {
        return label;
    }

    String benchmarkClass() {
        return benchmarkClass;
    }

    /** What a finding calls its platform threads: "the pool", "the platform-thread workers". */
    String poolName() {
        return poolName;
    }

    /** What a finding calls its virtual threads: "virtual threads", "the virtual-thread workers". */
    String virtualName() {
        return virtualName;
    }

    /** "the pool's", "the platform-thread workers'". */
    static String possessive(String name) {
        return name.endsWith("s") ? name + "'" : name + "'s";
    }

    /**
     * A column's name for one executor's runs, with the workers it ran with ({@code workers} 0: a virtual thread per
     * job, as the emulation's).
     */
    String column(BenchmarkExecutor executor, int workers) {
        return switch (this) {
            case JOBRUNR -> "JobRunr, " + workers + (executor == BenchmarkExecutor.POOL ? " platform-thread" : " virtual-thread") + " workers (s)";
            case EMULATION -> executor == BenchmarkExecutor.POOL ? "Pool of " + workers + " (s)" : "Virtual thread per job (s)";
        };
    }

    /** The variants --variants names, comma-separated, in this order whatever order they were given in (default both). */
    static List<BackgroundJobsVariant> of(StudyOptions options) {
        Set<BackgroundJobsVariant> chosen = EnumSet.noneOf(BackgroundJobsVariant.class);
        for (String name : options.names("variants", Arrays.stream(values()).map(BackgroundJobsVariant::option).toList())) {
            chosen.add(Arrays.stream(values()).filter(v -> v.option().equals(name)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("--variants must name " + Arrays.stream(values())
                            .map(BackgroundJobsVariant::option).collect(Collectors.joining(", ")) + " or both, comma-separated, was '"
                            + name + "'")));
        }
        return List.copyOf(chosen);
    }
}
