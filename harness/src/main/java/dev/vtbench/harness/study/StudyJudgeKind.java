package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.DataFile;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The judges a claim file may name ({@code judge = range}), each with the keys it reads: a claim file is read against
 * the keys every claim has and its judge's, so that a key another judge reads is refused like a misspelt one.
 */
enum StudyJudgeKind {
    /** A ratio of the modes against a published range (cpu-throughput, blocking-io). */
    RANGE(RangeJudge.KEYS, RangeJudge::new),
    /** A sweep of load levels beside a seed's table, and a gain "up to" a published bound (hello-concurrency). */
    LEVELS(LevelsJudge.KEYS, LevelsJudge::new),
    /** A JDK change: the same cells before and after the JDK that made it, with the JVM's own count of the event (pinning). */
    JDK_CHANGE(JdkChangeJudge.KEYS, JdkChangeJudge::new),
    /** A ramp from idle: the seconds to 90% of peak throughput (ramp-up). */
    TIME_TO_PEAK(TimeToPeakJudge.KEYS, TimeToPeakJudge::new),
    /** A remote call at each delay, beside its Little's-law bound (banking). */
    REMOTE_DELAY(RemoteDelayJudge.KEYS, RemoteDelayJudge::new),
    /** Memory at two load levels, per mode, beside the seed's changes (memory-under-load). */
    LOAD_STEP(LoadStepJudge.KEYS, LoadStepJudge::new),
    /** The virtual-thread scheduler's parallelism against the JVM's default, one run each (scheduler). */
    PARALLELISM(ParallelismJudge.KEYS, ParallelismJudge::new),
    /** The JDK's knobs for virtual threads, each a mode against the default and the pool, in one run (jdk-knobs). */
    KNOBS(KnobsJudge.KEYS, KnobsJudge::new),
    /** In-process JMH: a merge sort with a task per partition (merge-sort). */
    MERGE_SORT(MergeSortJudge.KEYS, MergeSortJudge::new),
    /** In-process JMH and through /io: blocking tasks on a fixed pool against a virtual thread each (blocking-fanout). */
    BLOCKING_FANOUT(BlockingFanoutJudge.KEYS, BlockingFanoutJudge::new),
    /** In-process JMH: background jobs on JobRunr and on an emulation of its executors (background-jobs). */
    BACKGROUND_JOBS(BackgroundJobsJudge.KEYS, BackgroundJobsJudge::new);

    /** The keys every claim file has, whatever its judge. */
    static final Set<String> COMMON_KEYS = Set.of("title", "summary", "seed", "published", "statement", "method", "method.note", "judge");

    private final Set<String> ownKeys;
    private final Function<StudyClaim, StudyJudge> judge;

    StudyJudgeKind(Set<String> ownKeys, Function<StudyClaim, StudyJudge> judge) {
        this.ownKeys = ownKeys;
        this.judge = judge;
    }

    /** "range", "jdk-change": as a claim file names it. */
    String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Every key a claim file of this judge may hold. */
    Set<String> keys() {
        Set<String> keys = new HashSet<>(COMMON_KEYS);
        keys.addAll(ownKeys);
        return Set.copyOf(keys);
    }

    /** Whether its study runs a harness matrix, its preset (the claim file's {@code matrix}). */
    boolean runsMatrix() {
        return ownKeys.contains(MatrixPlanner.MATRIX);
    }

    /** The judge of this claim, which reads its own keys now: a bad value is refused when the claim file is read. */
    StudyJudge judgeOf(StudyClaim claim) {
        return judge.apply(claim);
    }

    /** The judge a claim file names in its {@code judge} key; any other word is refused with the file, line and judges. */
    static StudyJudgeKind of(DataFile file) {
        String word = file.required("judge");
        return Arrays.stream(values()).filter(kind -> kind.word().equals(word)).findFirst()
                .orElseThrow(() -> file.invalid("judge", word, "one of " + Arrays.stream(values()).map(StudyJudgeKind::word)
                        .collect(Collectors.joining(", "))));
    }
}
