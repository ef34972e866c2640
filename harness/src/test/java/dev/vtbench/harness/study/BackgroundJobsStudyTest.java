package dev.vtbench.harness.study;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Seed 001's study: its plan from the options, the benchmark's heap lines read back, and findings computed by the stated rule. */
class BackgroundJobsStudyTest {
    private final BackgroundJobsStudy study = new BackgroundJobsStudy();

    @Test
    void theDefaultIsTheSeedsTwoThousandJobsOnJobRunrsDefaultPool() {
        BackgroundJobsStudy.Plan plan = study.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of()));
        assertThat(plan.jobs()).isEqualTo(2_000);
        assertThat(plan.workersUnder(1)).as("JobRunr's availableProcessors() x 8").isEqualTo(8);
        assertThat(plan.poolFloorMillis(8)).as("250 rounds of 50 ms").isEqualTo(12_500);
        assertThat(study.planOf(StudyScale.TINY, new StudyOptions(Map.of())).jobs()).isEqualTo(50);
        assertThat(study.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of("workers", "64"))).workersUnder(1)).isEqualTo(64);
        assertThat(study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("jobs", "100"))))
                .contains("100 jobs").contains("availableProcessors() x 8").contains("3 measured runs");
    }

    @Test
    void badOptionValuesAreRefusedByName() {
        assertThatThrownBy(() -> study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("workers", "0"))))
                .hasMessageContaining("--workers must be a whole number from 1");
        assertThatThrownBy(() -> study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("delay", "fast"))))
                .hasMessageContaining("--delay").hasMessageContaining("'fast'");
    }

    @Test
    void heapLinesAreReadBackAndABrokenLineIsNamed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("heap.jsonl");
        Files.writeString(file, """
                {"executor":"pool","phase":"warmup","iteration":1,"jobs":50,"completed":50,"workers":8,"checksum":42,"maxCommittedBytes":300,"peakUsedBytes":200,"maxHeapBytes":1000,"samples":9,"collections":1}
                {"executor":"pool","phase":"measurement","iteration":2,"jobs":50,"completed":50,"workers":8,"checksum":42,"maxCommittedBytes":310,"peakUsedBytes":210,"maxHeapBytes":1000,"samples":9,"collections":1}
                """);
        List<BatchHeap> batches = BatchHeap.read(file);
        assertThat(batches).extracting(BatchHeap::measured).containsExactly(false, true);
        assertThat(batches.get(1)).extracting(BatchHeap::peakUsedBytes, BatchHeap::maxCommittedBytes, BatchHeap::workers)
                .containsExactly(210L, 310L, 8);

        Files.writeString(file, "{\"executor\":\"pool\"}\n", java.nio.file.StandardOpenOption.APPEND);
        assertThatThrownBy(() -> BatchHeap.read(file)).hasMessageContaining("line 3").hasMessageContaining("no \"phase\"");
        assertThatThrownBy(() -> BatchHeap.read(dir.resolve("missing.jsonl"))).hasMessageContaining("wrote no heap figures");
    }

    @Test
    void runsThatRenderedDifferentDocumentsAreNotCompared(@TempDir Path dir) {
        BatchHeap pool = new BatchHeap(BenchmarkExecutor.POOL, true, 2, 50, 50, 8, 42, 300, 200, 1000);
        BatchHeap virtual = new BatchHeap(BenchmarkExecutor.VIRTUAL, true, 2, 50, 50, 0, 43, 300, 200, 1000);
        BackgroundJobsStudy.requireSameDocuments(List.of(pool, pool), dir);
        assertThatThrownBy(() -> BackgroundJobsStudy.requireSameDocuments(List.of(pool, virtual), dir))
                .hasMessageContaining("rendered different documents").hasMessageContaining("[42, 43]");
    }

    @Test
    void thePeakFindingFollowsTheMeasuredRatioAndStatesTheSeedAndTheRule() {
        assertThat(BackgroundJobsStudy.peakFinding(0.5, 0.6)).contains("peak heap was 50.0% of the pool's")
                .contains("seed: 64.1%").contains(": reproduced").contains("at most 80.0%");
        assertThat(BackgroundJobsStudy.peakFinding(2.4, 1.3)).contains("240.0%").contains("not reproduced");
        assertThat(BackgroundJobsStudy.overallFinding(List.of(0.5, 0.7))).contains(": reproduced here, at 50.0%-70.0%");
        assertThat(BackgroundJobsStudy.overallFinding(List.of(0.5, 3.0))).contains("reproduced in 1 of 2 conditions");
        assertThat(BackgroundJobsStudy.overallFinding(List.of(3.0))).contains("not reproduced here, at 300.0%");
        assertThat(BackgroundJobsStudy.overallFinding(List.of())).startsWith("Nothing compared");
    }

    @Test
    void theTimeFindingSetsThePoolAgainstItsLittlesLawFloor() {
        BackgroundJobsStudy.Plan plan = new BackgroundJobsStudy.Plan(2_000, 50, 0, 64);
        String finding = BackgroundJobsStudy.timeFinding(Timings.of(List.of(14_000.0, 15_000.0, 16_000.0)),
                Timings.of(List.of(5_000.0, 5_000.0, 5_000.0)), plan.poolFloorMillis(8), plan, 8);
        assertThat(finding).contains("the pool 15.0 s, 1.20x its Little's-law floor of 12.5 s (ceil(2,000 / 8) x 50 ms)")
                .contains("virtual threads 5.00 s, 0.33x the pool's time").contains("seed: 0.89x");
    }
}
