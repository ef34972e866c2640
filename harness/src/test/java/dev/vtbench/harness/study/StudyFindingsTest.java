package dev.vtbench.harness.study;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The one-line findings are computed from the measured ratios, with the rule that decides "reproduced" stated. */
class StudyFindingsTest {
    private static final MergeSortJudge SORT = ShippedJudges.of("merge-sort", MergeSortJudge.class);
    private static final BlockingFanoutJudge FANOUT = ShippedJudges.of("blocking-fanout", BlockingFanoutJudge.class);

    @Test
    void mergeSortFindingFollowsTheMeasuredRatios() {
        assertThat(SORT.overallFinding(List.of(9.4, 12.0), List.of())).contains("reproduced here").contains("9.4x-12x")
                .contains("(9.0x at 100,000, 10x at 1,000,000 and 65x at 10,000,000 elements)").contains("'reproduced' means at least 3.0x");
        assertThat(SORT.overallFinding(List.of(1.1), List.of())).contains("not reproduced here").contains("1.10x");
        assertThat(SORT.overallFinding(List.of(1.1, 4.0), List.of())).contains("reproduced in 1 of 2 measurements");
        assertThat(SORT.overallFinding(List.of(), List.of())).startsWith("Nothing measured");
        assertThat(SORT.overallFinding(List.of(), List.of("1,000,000 elements under cpu-1")))
                .contains("could not be compared").contains("did not finish at all at 1,000,000 elements under cpu-1");
    }

    @Test
    void theErrorOfAnUnfinishedSortIsFoundByImplementationAndSize() {
        List<String> failures = List.of("(implementation = VIRTUAL_THREADS, leaf = 1, size = 1000000): java.lang.OutOfMemoryError: Java heap space");
        assertThat(MergeSortJudge.failureAt(failures, "VIRTUAL_THREADS", 1_000_000)).isEqualTo("java.lang.OutOfMemoryError: Java heap space");
        assertThat(MergeSortJudge.failureAt(failures, "VIRTUAL_THREADS", 100_000)).isEqualTo("no result; see jmh.log");
    }

    @Test
    void blockingFanoutFindingFollowsTheMeasuredSpeedUps() {
        BlockingFanoutJudge.Plan plan = FANOUT.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of()));
        assertThat(FANOUT.overallFinding(List.of(120.0), plan)).contains("reproduced here at 10,000 tasks")
                .contains("120x faster").contains("(241x at 100,000 tasks)").contains("'reproduced' means at least 10x");
        assertThat(FANOUT.overallFinding(List.of(3.0), plan)).contains("not reproduced");
        assertThat(FANOUT.overallFinding(List.of(3.0, 12.0), plan)).contains("reproduced in 1 of 2 conditions").contains("3.0x-12x faster");
    }

    @Test
    void littlesLawFloorOfThePoolCountsWholeRounds() {
        StudyOptions seedScale = new StudyOptions(Map.of("tasks", "100000", "pool", "64", "block", "100"));
        // 100,000 / 64 = 1,562.5 rounds: the last, partly filled round still takes its 100 ms.
        assertThat(FANOUT.planOf(StudyScale.DEFAULT, seedScale).poolFloorMillis()).isEqualTo(156_300);
        assertThat(FANOUT.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of())))
                .as("the preset's pool and block, the claim file's tasks and batches").isEqualTo(new BlockingFanoutJudge.Plan(10_000, 100, 64, 1, 3));
        assertThat(FANOUT.planOf(StudyScale.TINY, new StudyOptions(Map.of()))).isEqualTo(new BlockingFanoutJudge.Plan(1_000, 100, 64, 1, 2));
        assertThat(FANOUT.planOf(StudyScale.FULL, new StudyOptions(Map.of())).tasks()).isEqualTo(100_000);
    }

    @Test
    void scalesAndOptionsDecideWhatRuns() {
        MergeSortJudge sort = SORT;
        assertThat(sort.planOf(StudyScale.FULL, new StudyOptions(Map.of())))
                .isEqualTo(new MergeSortJudge.Plan(List.of(100_000, 1_000_000, 10_000_000), 10, 50, 1));
        assertThat(sort.planOf(StudyScale.TINY, new StudyOptions(Map.of()))).isEqualTo(new MergeSortJudge.Plan(List.of(10_000), 1, 3, 1));
        assertThat(sort.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of()))).isEqualTo(new MergeSortJudge.Plan(List.of(100_000), 10, 20, 1));
        assertThat(sort.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of())).sizes()).containsExactly(100_000);
        assertThat(sort.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of("sizes", "1_000, 2000"))).sizes()).containsExactly(1_000, 2_000);
        assertThatThrownBy(() -> sort.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("sizes", "0"))))
                .hasMessageContaining("--sizes must be a whole number from 1 to 100,000,000, was '0'");
        assertThatThrownBy(() -> FANOUT.plan(StudyScale.TINY, new StudyOptions(Map.of("pool", "many"))))
                .hasMessageContaining("--pool must be a whole number");
        assertThatThrownBy(() -> StudyScale.parse("huge")).hasMessageContaining("expected tiny, default or full");
    }

    @Test
    void schedulerFollowsTheKernelRelease() {
        assertThat(StudyMachine.scheduler("6.18.44-fc-v782")).startsWith("EEVDF");
        assertThat(StudyMachine.scheduler("6.6.0")).startsWith("EEVDF");
        assertThat(StudyMachine.scheduler("5.15.0-91-generic")).startsWith("CFS");
        assertThat(StudyMachine.scheduler("weird")).isEqualTo("unknown");
    }

    @Test
    void tablesRefuseRowsOfTheWrongWidthAndEscapeMarkdown() {
        assertThatThrownBy(() -> new StudyTable(List.of("a", "b"), List.of(List.of(StudyCell.label("1")))))
                .hasMessageContaining("1 cells for 2 columns");
        assertThat(StudyMarkdown.table(new StudyTable(List.of("x", "y"), List.of(List.of(StudyCell.label("a|b"),
                StudyFigure.one(2, StudyFigure.Unit.COUNT, "2"))))))
                .isEqualTo("| x | y |\n| --- | --- |\n| a\\|b | 2 |\n");
    }
}
