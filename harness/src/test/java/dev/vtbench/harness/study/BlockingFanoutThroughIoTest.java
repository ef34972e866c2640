package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Seed 003 through /io: the table and the finding from sample cells, compared only on the pool the study asked for. */
class BlockingFanoutThroughIoTest {
    private static final BlockingFanoutJudge FANOUT = ShippedJudges.of("blocking-fanout", BlockingFanoutJudge.class);
    private static final BlockingFanoutThroughIo.Plan PLAN = FANOUT.ioPlanOf(StudyScale.DEFAULT, new StudyOptions(Map.of()));

    private static CellResult io(String runtime, String mode, Integer poolSize, int users, double rate) {
        return StudyCellSamples.cell(runtime, "temurin-25", mode, poolSize, "io-100ms", "/io?delayMs=100", users, rate);
    }

    @Test
    void theDefaultPlanSendsFourHundredUsersAtAPoolOf64ThroughPlainJdk() {
        assertThat(PLAN.runtimes()).containsExactly("plain-jdk");
        assertThat(PLAN.users()).containsExactly(400);
        assertThat(PLAN.poolSize()).isEqualTo(64);
        assertThat(PLAN.scenario().endpoint()).isEqualTo("/io?delayMs=100");
        assertThat(PLAN.ceiling(1_000)).isCloseTo(15.625, org.assertj.core.data.Offset.offset(1e-9));
        BlockingFanoutThroughIo.Plan full = FANOUT.ioPlanOf(StudyScale.FULL, new StudyOptions(Map.of()));
        assertThat(full.runtimes()).containsExactly("plain-jdk", "tomcat", "liberty");
        assertThat(full.users()).containsExactly(400, 1_000);
        // 10x as in-process where Little's law allows it, else 90% of what it allows (400 users / 64 threads: 6.25x).
        assertThat(PLAN.reproducingRatio(1_000)).isEqualTo(10);
        assertThat(PLAN.reproducingRatio(400)).isCloseTo(5.625, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void theTableShowsEachCellAgainstItsBoundWithTheDerivedTimeAndTheSeedsFigure() {
        List<StudySection> sections = BlockingFanoutThroughIo.sections(List.of(io("plain-jdk", "virtual", null, 1_000, 9_000),
                io("plain-jdk", "pool", 64, 1_000, 630)), PLAN);

        assertThat(sections).singleElement().satisfies(section -> {
            assertThat(section.heading()).isEqualTo("through /io: cpu-1, plain-jdk on temurin-25");
            assertThat(section.table().header()).contains("DERIVED, not measured: 10,000 requests at this rate");
            List<List<String>> rows = section.table().texts();
            // The pool first: 640 req/s is 64 threads / 100 ms; 10,000 requests at 630/s take 15.9 s.
            assertThat(rows.get(0)).containsExactly("pool", "64 platform threads", "1,000", "630 [611-649]", "640", "98.4%", "15.9 s",
                    "162 s (pool of 64)", rows.get(0).get(8));
            assertThat(rows.get(1)).startsWith("virtual", "virtual threads", "1,000", "9,000 [8,730-9,270]", "10,000", "90.0%", "1.1 s",
                    "0.7 s (virtual threads)");
            assertThat(section.findings()).singleElement().asString().contains("virtual / pool (64 platform threads): 14x")
                    .contains("pool at 98.4% of its bound 640 req/s");
        });
    }

    @Test
    void theFindingComparesOnlyTrustedPairsOfThePoolAskedFor() {
        String reproduced = BlockingFanoutThroughIo.overallFinding(List.of(io("plain-jdk", "pool", 64, 1_000, 630),
                io("plain-jdk", "virtual", null, 1_000, 9_000)), PLAN);
        assertThat(reproduced).contains("from 14x to 14x over 1 comparable pair(s)").contains("held to 98.4% of its Little's-law bound (640 req/s)")
                .contains("; the seed's Little's-law limit on the pool reproduced ('reproduced' means virtual threads served at least 10x").contains("at most 16x at 1,000 users").contains("241x");

        String flagged = BlockingFanoutThroughIo.overallFinding(List.of(io("plain-jdk", "pool", 64, 1_000, 630),
                SampleRun.flagged(io("plain-jdk", "virtual", null, 1_000, 9_000), List.of(Flag.DRIVER_BOUND))), PLAN);
        assertThat(flagged).contains("could not be checked").contains("1 pair(s) not comparable").contains("241x");

        // A server that ignored the pool size (its default 200) is not the seed's pool, however it compares.
        List<CellResult> ignored = List.of(io("tomcat", "pool", 200, 1_000, 1_900), io("tomcat", "virtual", null, 1_000, 9_000));
        assertThat(BlockingFanoutThroughIo.overallFinding(ignored, PLAN)).contains("could not be checked");
        assertThat(BlockingFanoutThroughIo.sections(ignored, PLAN).get(0).findings()).singleElement().asString()
                .contains("NOT the 64 asked for").contains("not compared");

        // Liberty's self-tuning pool has no fixed size: compared in its section, outside the seed's finding.
        List<CellResult> liberty = List.of(io("liberty", "pool", null, 1_000, 5_000), io("liberty", "fixed", 64, 1_000, 600),
                io("liberty", "virtual", null, 1_000, 3_000));
        assertThat(BlockingFanoutThroughIo.overallFinding(liberty, PLAN)).contains("from 5.0x to 5.0x over 1 comparable pair(s)")
                .contains("not reproduced");
        assertThat(BlockingFanoutThroughIo.sections(liberty, PLAN).get(0).table().texts()).extracting(row -> row.get(0))
                .containsExactly("fixed", "pool", "virtual");
    }

    @Test
    void belowTenUsersPerPoolThreadTheRuleIsNinetyPercentOfWhatLittlesLawAllowsAndNoMoreUsersThanThePoolAreRefused() {
        BlockingFanoutThroughIo.Plan few = FANOUT.ioPlanOf(StudyScale.DEFAULT, new StudyOptions(Map.of("users", "300")));
        // 300 users / 64 threads: Little's law allows virtual threads at most 4.7x the pool's rate; 90% of it is 4.2x.
        assertThat(BlockingFanoutThroughIo.overallFinding(List.of(io("plain-jdk", "pool", 64, 300, 630),
                io("plain-jdk", "virtual", null, 300, 2_900)), few)).contains("limit on the pool reproduced (").contains("at most 4.7x at 300 users");
        assertThat(BlockingFanoutThroughIo.overallFinding(List.of(io("plain-jdk", "pool", 64, 300, 630),
                io("plain-jdk", "virtual", null, 300, 2_500)), few)).contains("limit on the pool not reproduced (");

        assertThatThrownBy(() -> FANOUT.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("users", "64"))))
                .hasMessageContaining("--users 64 must exceed the pool's 64 threads (--pool)");
        assertThatThrownBy(() -> FANOUT.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("through", "http"))))
                .hasMessageContaining("--through must name in-process, io or both").hasMessageContaining("'http'");
        assertThat(FANOUT.plan(StudyScale.TINY, new StudyOptions(Map.of("through", "io"))))
                .startsWith("through /io: GET /io?delayMs=100 on plain-jdk").contains("[200] users").doesNotContain("in-process");
    }

    @Test
    void everyRuntimesPoolIsCutToTheStudysSize() {
        Definitions cut = Definitions.load(Definitions.locateRoot()).withPoolSize(64);
        assertThat(cut.runtimes().all()).isNotEmpty().allSatisfy(runtime -> assertThat(runtime.poolSize()).isEqualTo(64));
    }
}
