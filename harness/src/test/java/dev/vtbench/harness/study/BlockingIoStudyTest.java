package dev.vtbench.harness.study;

import com.fasterxml.jackson.databind.JsonNode;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The blocking-io study (studies/blocking-io.properties, judge = range): its judge on cells shaped like a run's. */
class BlockingIoStudyTest {
    private static final RangeClaim CLAIM = ShippedJudges.range("blocking-io");
    private static final String SEED = ClaimedStudy.named("blocking-io").seedFile();

    private static CellResult io(String runtime, String mode, double rate) {
        return StudyCellSamples.cell(runtime, "temurin-25", mode, "io", "/io?delayMs=100", 400, rate);
    }

    @Test
    void aPairAtLittlesBoundReproducesTheClaimAndOneShortOfItDoesNot() {
        ClaimJudgement judgement = ClaimJudge.judge(CLAIM, List.of(io("plain-jdk", "pool", 1_960), io("plain-jdk", "virtual", 3_800),
                io("tomcat", "pool", 1_950), io("tomcat", "virtual", 2_150)));

        assertThat(judgement.pairs()).extracting(ClaimFinding::runtime, ClaimFinding::reproduced).containsExactly(
                org.assertj.core.groups.Tuple.tuple("plain-jdk", Reproduced.YES), org.assertj.core.groups.Tuple.tuple("tomcat", Reproduced.NO));
        ClaimFinding plain = judgement.pairs().get(0);
        assertThat(plain.ratio()).as("3,800 / 1,960 req/s").isCloseTo(1.939, within(0.001));
        assertThat(plain.intervalLower()).as("three repetitions a side give a 95%% interval").isNotNull().isLessThan(plain.ratio());
        assertThat(plain.intervalUpper()).isGreaterThan(plain.ratio());
        assertThat(plain.text()).isEqualTo("plain-jdk, 400 users: virtual / pool: 93.9% higher with virtual threads: within the study's 50-110%");
        assertThat(judgement.pairs().get(1).text()).contains("10.3% higher").endsWith("less than the study's 50%");
        assertThat(judgement.reproduced()).as("1 of 2 within is not most").isEqualTo(Reproduced.NO);
        assertThat(judgement.within()).isEqualTo(1);
        assertThat(judgement.comparable()).isEqualTo(2);
        assertThat(judgement.lowestRatio()).isCloseTo(2_150 / 1_950.0, within(1e-9));
    }

    @Test
    void withoutATrustedPairTheClaimCannotBeJudged() {
        ClaimJudgement judgement = ClaimJudge.judge(CLAIM, List.of(io("plain-jdk", "pool", 1_960),
                SampleRun.flagged(io("plain-jdk", "virtual", 3_800), List.of(Flag.DRIVER_BOUND))));

        assertThat(judgement.reproduced()).isEqualTo(Reproduced.CANNOT_BE_JUDGED);
        assertThat(judgement.pairs()).singleElement().satisfies(pair -> {
            assertThat(pair.ratio()).isNull();
            assertThat(pair.reproduced()).isEqualTo(Reproduced.CANNOT_BE_JUDGED);
            assertThat(pair.text()).contains("not compared: virtual is flagged DRV");
        });
        assertThat(ClaimText.of(CLAIM).reproducedFinding(judgement)).startsWith("Cannot be judged: no comparable pair of cells");
    }

    @Test
    void studyJsonHoldsTheJudgementAsNumbers() {
        ClaimJudgement judgement = ClaimJudge.judge(CLAIM, List.of(io("plain-jdk", "pool", 2_000), io("plain-jdk", "virtual", 3_900)));
        StudyReport report = new StudyReport("blocking-io", "title", SEED, "published", "study blocking-io", StudyScale.TINY,
                Map.of(), List.of(), List.of(), List.of(), List.of(), List.of("finding"), judgement);

        JsonNode claim = StudyRunner.versioned(report).path("claim");
        assertThat(claim.path("reproduced").asText()).isEqualTo("YES");
        assertThat(claim.path("publishedLow").isNumber()).isTrue();
        assertThat(claim.path("pairs").get(0).path("ratio").isNumber()).as("a ratio is a number, not \"1.95x\"").isTrue();
        assertThat(claim.path("pairs").get(0).path("ratio").asDouble()).isCloseTo(1.95, within(1e-9));
        assertThat(claim.path("pairs").get(0).path("intervalLower").isNumber()).isTrue();
        assertThat(StudyMarkdown.render(report)).as("study.md shows each pair's numbers")
                .contains("| plain-jdk | temurin-25 | cpu-1 | 400 | pool | 1.95x |").contains("| 1.50x-2.1x | yes |");
        assertThat(StudyPage.render(report)).contains("<td>1.50x-2.1x</td><td>yes</td>");
        assertThat(StudyRunner.versioned(report).path("seedPage").asText()).as("study.json cites the seed's page in the checkout")
                .isEqualTo("docs/seeds/003_5f8efe9c214e5e54.md");
        assertThat(StudyMarkdown.render(report)).as("study.md cites it by number and page")
                .contains("Published in Seed 003 (`docs/seeds/003_5f8efe9c214e5e54.md` in the vtbench checkout): published")
                .doesNotContain("shared/seeds");
        assertThat(StudyPage.render(report)).contains("Published in Seed 003 (<code>docs/seeds/003_5f8efe9c214e5e54.md</code>")
                .doesNotContain("shared/seeds");
        assertThat(StudyRunner.versioned(new StudyReport("x", "t", SEED, "p", "c", StudyScale.TINY, Map.of(), List.of(), List.of(),
                List.of(), List.of(), List.of())).has("claim")).as("a bespoke study has no claim").isFalse();
    }

    @Test
    void tinyRunsThePlainJdkAndTheDefaultScaleRunsThePresetAsItIs() {
        RangeJudge judge = ShippedJudges.of("blocking-io", RangeJudge.class);
        assertThat(judge.planAt(StudyScale.TINY, new StudyOptions(Map.of())).runtimes()).containsExactly("plain-jdk");
        MatrixPlan plan = judge.planAt(StudyScale.DEFAULT, new StudyOptions(Map.of()));
        assertThat(plan.runtimes()).containsExactly("plain-jdk", "tomcat");
        assertThat(plan.scenarios()).containsExactly("io");
        assertThat(plan.users()).containsExactly(400);
        assertThat(judge.plan(StudyScale.TINY, new StudyOptions(Map.of()))).startsWith("GET /io on plain-jdk, every mode, closed model at [400] users");
    }
}
