package dev.vtbench.harness.study;

import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

/** The memory study's figures and findings, computed from sample cells shaped like real ones. */
class MemoryUnderLoadStudyTest {
    private static final LoadStepJudge STUDY = ShippedJudges.of("memory-under-load", LoadStepJudge.class);
    private static final MemoryFindings FINDINGS = STUDY.findings();

    private static CellResult bank(String runtime, String mode, int users, double residentMiB, double threadMiB, double otherMiB) {
        return StudyCellSamples.withMemory(StudyCellSamples.cell(runtime, "temurin-25", mode, "bank", "/bank?delayMs=100&n=1000",
                users, users * 9.5), residentMiB, threadMiB, otherMiB);
    }

    private static CellResult bank(String mode, int users, double residentMiB) {
        return bank("plain-jdk", mode, users, residentMiB, mode.equals("virtual") ? 4 : 40, 2);
    }

    @Test
    void refusesAnythingButTwoDifferentLoadLevelsAndSortsThem() {
        LoadStepJudge study = STUDY;
        assertThatThrownBy(() -> study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("users", "180"))))
                .hasMessageContaining("--users must name exactly two different load levels").hasMessageContaining("[180]");
        assertThatThrownBy(() -> study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("users", "180,198,220"))))
                .hasMessageContaining("--users must name exactly two");
        assertThatThrownBy(() -> study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("users", "180,180"))))
                .hasMessageContaining("--users must name exactly two different");
        assertThat(study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("users", "220,200")))).contains("[200, 220] users (+10.0%)");
        assertThat(study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of()))).contains("plain-jdk,").contains("[180, 198] users (+10.0%)");
        assertThat(study.plan(StudyScale.FULL, new StudyOptions(Map.of()))).contains("plain-jdk, tomcat, liberty").contains("3 repetition(s)");
    }

    @Test
    void theSeedsOppositeMovesAreFoundWhenBothModesMoveBeyondTheirSpread() {
        List<LoadStep> steps = LoadStep.of(List.of(bank("pool", 180, 400), bank("pool", 198, 300),
                bank("virtual", 180, 200), bank("virtual", 198, 570)));

        assertThat(steps).hasSize(2);
        LoadStep pool = steps.stream().filter(s -> !s.virtual()).findFirst().orElseThrow();
        assertThat(pool.change(MemoryFigure.RESIDENT)).hasValueSatisfying(c -> assertThat(c).isCloseTo(-0.25, offset(1e-6)));
        assertThat(pool.throughputChange()).hasValueSatisfying(c -> assertThat(c).isCloseTo(0.10, offset(1e-9)));
        assertThat(pool.beyondSpread(MemoryFigure.RESIDENT)).isTrue();
        assertThat(FINDINGS.stepLine(steps)).isEqualTo("a +10.0% load increase (180 → 198 users) moved resident memory by "
                + "-25.0% with the pool and +185.0% with virtual threads (seed: -25% and +185%)");
        assertThat(FINDINGS.overallStep(steps)).contains("plain-jdk pool (cpu-1) -25.0%, plain-jdk virtual (cpu-1) +185.0%")
                .contains("2 of 2 change(s) beyond the repetitions' spread").contains("in 1 of 1 runtime(s) with both modes compared")
                .doesNotContain("not comparable");
    }

    @Test
    void aChangeWithinTheRepetitionsSpreadIsSaidToBeAndDoesNotCountAsTheSeedsPattern() {
        List<LoadStep> steps = LoadStep.of(List.of(bank("pool", 180, 400), bank("pool", 198, 396),
                bank("virtual", 180, 200), bank("virtual", 198, 203)));

        assertThat(steps).allSatisfy(s -> assertThat(s.beyondSpread(MemoryFigure.RESIDENT)).isFalse());
        assertThat(FINDINGS.stepLine(steps)).contains("-1.0% (within the repetitions' spread) with the pool")
                .contains("+1.5% (within the repetitions' spread) with virtual threads");
        assertThat(FINDINGS.overallStep(steps)).contains("0 of 2 change(s) beyond").contains("in 0 of 1 runtime(s)");
    }

    @Test
    void anUntrustedLevelLeavesItsModeUncheckedAndSaysWhy() {
        CellResult unsteady = SampleRun.flagged(bank("virtual", 198, 570), List.of(Flag.NOT_STEADY));
        List<LoadStep> steps = LoadStep.of(List.of(bank("pool", 180, 400), bank("pool", 198, 300), bank("virtual", 180, 200), unsteady));
        LoadStep virtual = steps.stream().filter(LoadStep::virtual).findFirst().orElseThrow();

        assertThat(virtual.change(MemoryFigure.RESIDENT)).isEmpty();
        assertThat(virtual.describeChange(MemoryFigure.RESIDENT)).isEqualTo("not compared");
        assertThat(MemoryFindings.stepDetail(virtual)).endsWith("not compared: 198 users is flagged NS");
        assertThat(FINDINGS.stepLine(steps)).contains("-25.0% with the pool").contains("not checked for virtual (198 users is flagged NS)");
        assertThat(FINDINGS.overallStep(steps)).contains("1 step(s) not comparable").contains("in 0 of 0 runtime(s)");
        assertThat(FINDINGS.overallStep(LoadStep.of(List.of(bank("virtual", 180, 200), unsteady))))
                .contains("could not be checked: no mode had both load levels trusted");
    }

    @Test
    void atTheSameLoadVirtualThreadsMemoryIsComparedWithThePoolsOnlyWhenBothAreTrusted() {
        List<ModePair> pairs = ModePair.of(List.of(bank("pool", 180, 400), bank("virtual", 180, 200),
                bank("pool", 198, 300), bank("virtual", 198, 570)));

        assertThat(FINDINGS.overallSameLoad(pairs)).contains("resident memory was below the pool's in 1 of 2 comparable pair(s)")
                .contains("virtual / pool from 0.50x to 1.90x").contains("heap kept below it in 1 of 2")
                .contains("NMT Thread memory below it in 2 of 2").contains("seed 001").contains("0.64x");
        assertThat(pairs).filteredOn(p -> p.context().users() == 180).singleElement()
                .satisfies(p -> assertThat(MemoryFindings.sameLoadLine(p)).isEqualTo("180 users, virtual / pool: resident memory 0.50x, "
                        + "heap kept 0.50x, NMT Thread memory 0.10x, NMT Other (direct buffers) 1.00x"));

        List<ModePair> flagged = ModePair.of(List.of(bank("pool", 180, 400),
                SampleRun.flagged(bank("virtual", 180, 200), List.of(Flag.DRIVER_BOUND))));
        assertThat(FINDINGS.overallSameLoad(flagged)).contains("could not be checked");
        assertThat(MemoryFindings.sameLoadLine(flagged.get(0))).endsWith("not compared: virtual is flagged DRV");
    }

    @Test
    void aRepetitionWithoutAFigureIsLeftOutAndACellWithNoneSaysSo() {
        CellResult noMemory = StudyCellSamples.cell("plain-jdk", "temurin-25", "pool", "bank", "/bank?delayMs=100&n=1000", 180, 1_700);
        // SampleRun's cells read resident memory but took no NMT summary and no JVM counters.
        assertThat(MemoryFigure.RESIDENT.of(noMemory).samples()).isEqualTo(3);
        assertThat(MemoryFigure.DIRECT_BUFFERS.show(noMemory)).isEqualTo("no figure");
        assertThat(MemoryFigure.HEAP_KEPT.show(noMemory)).isEqualTo("no figure");
        assertThat(MemoryFigure.THREADS.show(bank("pool", 180, 400))).isEqualTo("40.0 MiB [39.2-40.8]");
        assertThat(MemoryFigure.RESIDENT.show(bank("pool", 180, 400))).isEqualTo("400 MiB [392-408]");
        assertThat(MemoryFigure.mebibytes(1536 * 1024)).isEqualTo("1.5");
    }

    @Test
    void theTableShowsEachLevelThenTheChangeWithTheSeedsFigureBesideIt() {
        List<CellResult> cells = List.of(bank("pool", 180, 400), bank("pool", 198, 300), bank("virtual", 180, 200), bank("virtual", 198, 570));
        StudySection section = STUDY.section("cpu-1, plain-jdk on temurin-25", cells, LoadStep.of(cells), ModePair.of(cells));

        assertThat(section.table().texts()).extracting(row -> row.get(0) + " " + row.get(1)).containsExactly("pool 180", "pool 198",
                "pool: change 180 → 198 users (+10.0%)", "virtual 180", "virtual 198", "virtual: change 180 → 198 users (+10.0%)");
        // Resident memory, heap kept and the NMT total fell by a quarter; the pool's threads and direct buffers did not move.
        assertThat(section.table().texts().get(2)).containsSequence("+10.0%", "-25.0%", "-25.0%", "-25.0%",
                "+0.0% (within the repetitions' spread)", "+0.0% (within the repetitions' spread)", "-25% (Liberty's pool)");
        assertThat(section.table().texts().get(5)).last().isEqualTo("+185% (virtual)");
        assertThat(section.findings().get(0)).startsWith("a +10.0% load increase");
    }
}
