package dev.vtbench.harness.study;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Seed 001's study: its plan from the options, the benchmarks' heap lines read back (JobRunr's with what JobRunr
 * reported), and findings computed by the stated rule for each variant.
 */
class BackgroundJobsStudyTest {
    private final BackgroundJobsJudge study = ShippedJudges.of("background-jobs", BackgroundJobsJudge.class);
    private final JobsSeed seed = study.seed();

    @Test
    void theDefaultIsTheSeedsTwoThousandJobsOnJobRunrsDefaultPool() {
        BackgroundJobsJudge.Plan plan = study.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of()));
        assertThat(plan.jobs()).isEqualTo(2_000);
        assertThat(plan.workersUnder(1)).as("JobRunr's availableProcessors() x 8").isEqualTo(8);
        assertThat(plan.floorMillis(8)).as("250 rounds of 50 ms").isEqualTo(12_500);
        assertThat(plan.pollMillis()).as("JobRunr's shortest poll interval for its in-memory storage").isEqualTo(200);
        assertThat(study.planOf(StudyScale.TINY, new StudyOptions(Map.of())).jobs()).isEqualTo(50);
        assertThat(study.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of("workers", "64"))).workersUnder(1)).isEqualTo(64);
        assertThat(study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("jobs", "100"))))
                .contains("100 jobs").contains("on JobRunr's platform-thread workers against its virtual-thread ones (its default counts, "
                        + "poll interval 200 ms), then on an emulation's scheduled pool of availableProcessors() x 8").contains("3 measured runs");
    }

    @Test
    void theVariantsAreJobRunrThenTheEmulationUnlessNamed() {
        assertThat(BackgroundJobsVariant.of(new StudyOptions(Map.of()))).containsExactly(BackgroundJobsVariant.JOBRUNR, BackgroundJobsVariant.EMULATION);
        assertThat(BackgroundJobsVariant.of(new StudyOptions(Map.of("variants", "emulation,jobrunr"))))
                .containsExactly(BackgroundJobsVariant.JOBRUNR, BackgroundJobsVariant.EMULATION);
        assertThat(BackgroundJobsVariant.of(new StudyOptions(Map.of("variants", "jobrunr")))).containsExactly(BackgroundJobsVariant.JOBRUNR);
        assertThat(study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("variants", "emulation")))).doesNotContain("JobRunr's");
        assertThat(BackgroundJobsVariant.JOBRUNR.column(BenchmarkExecutor.VIRTUAL, 16)).isEqualTo("JobRunr, 16 virtual-thread workers (s)");
        assertThat(BackgroundJobsVariant.EMULATION.column(BenchmarkExecutor.POOL, 8)).isEqualTo("Pool of 8 (s)");
    }

    @Test
    void badOptionValuesAreRefusedByName() {
        assertThatThrownBy(() -> study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("workers", "0"))))
                .hasMessageContaining("--workers must be a whole number from 1");
        assertThatThrownBy(() -> study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("delay", "fast"))))
                .hasMessageContaining("--delay").hasMessageContaining("'fast'");
        assertThatThrownBy(() -> study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("poll-ms", "100"))))
                .hasMessageContaining("--poll-ms must be at least 200").hasMessageContaining("in-memory storage");
        assertThatThrownBy(() -> study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("variants", "quartz"))))
                .hasMessageContaining("--variants must name jobrunr, emulation or both").hasMessageContaining("'quartz'");
    }

    @Test
    void heapLinesAreReadBackAndABrokenLineIsNamed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("heap.jsonl");
        Files.writeString(file, """
                {"executor":"pool","phase":"warmup","iteration":1,"jobs":50,"completed":50,"workers":8,"mostInProgress":8,"checksum":42,"maxCommittedBytes":300,"peakUsedBytes":200,"maxHeapBytes":1000,"samples":9,"collections":1}
                {"executor":"pool","phase":"measurement","iteration":2,"jobs":50,"completed":50,"workers":8,"mostInProgress":8,"checksum":42,"maxCommittedBytes":310,"peakUsedBytes":210,"maxHeapBytes":1000,"samples":9,"collections":1}
                {"executor":"virtual","phase":"measurement","iteration":2,"jobs":50,"completed":50,"workers":16,"mostInProgress":27,"checksum":42,"maxCommittedBytes":310,"peakUsedBytes":210,"maxHeapBytes":1000,"samples":9,"collections":1,"jobRunr":{"version":"8.1.0","threadType":"VirtualThreads","pollIntervalMillis":200,"serverTimeoutMillis":60000,"succeeded":50}}
                """);
        List<BatchHeap> batches = BatchHeap.read(file);
        assertThat(batches).extracting(BatchHeap::measured).containsExactly(false, true, true);
        assertThat(batches.get(1)).extracting(BatchHeap::peakUsedBytes, BatchHeap::maxCommittedBytes, BatchHeap::workers, BatchHeap::jobRunr)
                .containsExactly(210L, 310L, 8, null);
        assertThat(batches.get(2).mostInProgress()).isEqualTo(27);
        assertThat(batches.get(2).jobRunr()).isEqualTo(new BatchHeap.JobRunrBatch("8.1.0", "VirtualThreads", 200, 60_000, 50));

        Files.writeString(file, "{\"executor\":\"pool\"}\n", java.nio.file.StandardOpenOption.APPEND);
        assertThatThrownBy(() -> BatchHeap.read(file)).hasMessageContaining("line 4").hasMessageContaining("no \"phase\"");
        assertThatThrownBy(() -> BatchHeap.read(dir.resolve("missing.jsonl"))).hasMessageContaining("wrote no heap figures");
    }

    @Test
    void jobRunrsContextIsWhatItsBatchesReported(@TempDir Path dir) {
        BatchHeap platform = batch(BenchmarkExecutor.POOL, 8, 42, new BatchHeap.JobRunrBatch("8.1.0", "PlatformThreads", 200, 60_000, 50));
        BatchHeap virtual = batch(BenchmarkExecutor.VIRTUAL, 16, 42, new BatchHeap.JobRunrBatch("8.1.0", "VirtualThreads", 200, 60_000, 50));
        assertThat(BackgroundJobsTable.jobRunrContext(List.of(platform, platform, virtual), dir))
                .containsExactly("JobRunr 8.1.0, poll interval 200 ms, server timeout 60 s (in-memory storage, Jackson; retries off); "
                        + "the workers JobRunr's DefaultBackgroundJobServerWorkerPolicy chose for each thread type: PlatformThreads 8, VirtualThreads 16");
        assertThat(BackgroundJobsTable.jobRunrContext(List.of(batch(BenchmarkExecutor.POOL, 8, 42, null)), dir)).isEmpty();
        BatchHeap slower = batch(BenchmarkExecutor.VIRTUAL, 16, 42, new BatchHeap.JobRunrBatch("8.1.0", "VirtualThreads", 15_000, 60_000, 50));
        assertThatThrownBy(() -> BackgroundJobsTable.jobRunrContext(List.of(platform, slower), dir))
                .hasMessageContaining("differently configured JobRunr servers").hasMessageContaining("rebuild both");
    }

    private static BatchHeap batch(BenchmarkExecutor executor, int workers, long checksum, BatchHeap.JobRunrBatch jobRunr) {
        return new BatchHeap(executor, true, 2, 50, 50, workers, workers, checksum, 300, 200, 1000, jobRunr);
    }

    @Test
    void runsThatRenderedDifferentDocumentsAreNotCompared() {
        BatchHeap pool = batch(BenchmarkExecutor.POOL, 8, 42, null);
        BatchHeap virtual = batch(BenchmarkExecutor.VIRTUAL, 0, 43, null);
        BackgroundJobsTable.requireSameDocuments(List.of(pool, pool), "heap.jsonl");
        assertThatThrownBy(() -> BackgroundJobsTable.requireSameDocuments(List.of(pool, virtual), "heap.jsonl"))
                .hasMessageContaining("rendered different documents").hasMessageContaining("[42, 43]");
    }

    @Test
    void thePeakFindingFollowsTheMeasuredRatioAndStatesTheSeedAndTheRule() {
        BackgroundJobsVariant emulation = BackgroundJobsVariant.EMULATION;
        assertThat(BackgroundJobsFindings.peakFinding(seed, emulation, executor(15_000, 8, 8, 200), executor(5_000, 0, 2_000, 100)))
                .startsWith("virtual threads' peak heap was 50.0% of the pool's").contains("seed: 64.1%")
                .contains("with up to 2,000 jobs in progress at once against 8").contains(": reproduced").contains("at most 80.0% of the pool's");
        assertThat(BackgroundJobsFindings.peakFinding(seed, emulation, executor(15_000, 8, 8, 100), executor(5_000, 0, 2_000, 240)))
                .contains("240.0%").contains("not reproduced");
        assertThat(BackgroundJobsFindings.peakFinding(seed, BackgroundJobsVariant.JOBRUNR, executor(15_000, 8, 8, 100), executor(7_000, 16, 16, 90)))
                .startsWith("the virtual-thread workers' peak heap was 90.0% of the platform-thread workers' (seed: 64.1%")
                .contains(": not reproduced");
        assertThat(BackgroundJobsFindings.overallFinding(seed, emulation, List.of(0.5, 0.7)))
                .startsWith("executor emulation (all jobs handed over at once): Seed 001's finding, virtual threads' peak heap below the pool's "
                        + "on the same JDK (64.1% of it: 2.37 GB against 3.7 GB)").contains(": reproduced here, virtual threads at 50.0%-70.0% of the pool's peak");
        assertThat(BackgroundJobsFindings.overallFinding(seed, emulation, List.of(0.5, 3.0))).contains("reproduced in 1 of 2 conditions");
        assertThat(BackgroundJobsFindings.overallFinding(seed, BackgroundJobsVariant.JOBRUNR, List.of(3.0)))
                .startsWith("JobRunr (the seed's system): ").contains("not reproduced here, the virtual-thread workers at 300.0% of the platform-thread workers' peak");
        assertThat(BackgroundJobsFindings.overallFinding(seed, emulation, List.of())).contains("nothing compared");
    }

    @Test
    void theTimeFindingSetsEachExecutorAgainstTheLittlesLawFloorOfTheJobsItHadInProgress() {
        BackgroundJobsJudge.Plan plan = new BackgroundJobsJudge.Plan(2_000, 50, 0, 64, 200);
        String emulation = BackgroundJobsFindings.timeFinding(seed, BackgroundJobsVariant.EMULATION, executor(15_000, 8, 8, 100),
                executor(5_000, 0, 2_000, 100), plan);
        assertThat(emulation).contains("the pool 15.0 s, 1.20x the Little's-law floor of 12.5 s (ceil(2,000 / 8) x 50 ms: at most 8 jobs in progress)")
                .contains("; virtual threads 5.00 s, 100x the Little's-law floor of 0.05 s (ceil(2,000 / 2,000) x 50 ms: at most 2,000 jobs in progress), "
                        + "0.33x the pool's time").contains("seed: 0.89x");
        // JobRunr's virtual-thread executor starts every job it is handed: more can be in progress than its workers.
        String jobRunr = BackgroundJobsFindings.timeFinding(seed, BackgroundJobsVariant.JOBRUNR, executor(15_000, 8, 8, 100),
                executor(5_000, 16, 25, 100), plan);
        assertThat(jobRunr).contains("the platform-thread workers 15.0 s, 1.20x the Little's-law floor of 12.5 s")
                .contains("the virtual-thread workers 5.00 s, 1.25x the Little's-law floor of 4.00 s (ceil(2,000 / 25) x 50 ms: at most 25 "
                        + "jobs in progress, more than its 16 workers), 0.33x the platform-thread workers' time");
    }

    /** An executor whose 3 runs each took {@code millis}, with a peak heap of {@code peakMiB} and twice that occupied. */
    private static BackgroundJobsTable.Executor executor(double millis, int workers, int mostInProgress, long peakMiB) {
        return new BackgroundJobsTable.Executor(Timings.of(List.of(millis, millis, millis)), 2 * peakMiB << 20, peakMiB << 20, workers, mostInProgress);
    }
}
