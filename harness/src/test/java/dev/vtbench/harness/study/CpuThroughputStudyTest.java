package dev.vtbench.harness.study;

import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The cpu-throughput study (studies/cpu-throughput.properties, judge = range): its findings on cells shaped like a run's. */
class CpuThroughputStudyTest {
    private static final ClaimText CPU = ClaimText.of(ShippedJudges.range("cpu-throughput"));

    @Test
    void eachVirtualCellIsPairedWithEveryPlatformModeOfItsRuntimeProfileAndJvm() {
        List<CellResult> cells = List.of(
                SampleRun.measured("liberty", "temurin-25", "pool", 1, "cpu", 8000, true),
                SampleRun.measured("liberty", "temurin-25", "fixed", 1, "cpu", 7000, true),
                SampleRun.measured("liberty", "temurin-25", "virtual", 1, "cpu", 5600, true),
                SampleRun.measured("tomcat", "temurin-25", "pool", 1, "cpu", 9000, true),
                SampleRun.measured("tomcat", "temurin-25", "virtual", 0.5, "cpu", 4000, true));

        List<ModePair> comparisons = ModePair.of(cells);

        assertThat(comparisons).extracting(ClaimText::label)
                .containsExactly("liberty, 400 users: virtual / fixed", "liberty, 400 users: virtual / pool");
        assertThat(comparisons.get(0).ratio()).hasValueSatisfying(r -> assertThat(r).isEqualTo(0.8));
        assertThat(comparisons.get(1).ratio()).hasValueSatisfying(r -> assertThat(r).isEqualTo(0.7));
        assertThat(CPU.overallFinding(comparisons)).contains("2 of 2 comparable pair(s) within that range")
                .contains("from 0.70x to 0.80x");
    }

    @Test
    void aFlaggedCellIsShownButNeverCompared() {
        CellResult pool = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "cpu", 8000, true);
        CellResult virtual = SampleRun.flagged(SampleRun.measured("plain-jdk", "temurin-25", "virtual", 1, "cpu", 4000, true),
                List.of(Flag.NOT_STEADY));

        List<ModePair> comparisons = ModePair.of(List.of(pool, virtual));

        assertThat(comparisons).singleElement().satisfies(c -> assertThat(c.ratio()).isEmpty());
        assertThat(CPU.overallFinding(comparisons)).contains("could not be checked")
                .contains("1 pair(s) not comparable");
    }

    @Test
    void theVerdictPlacesTheRatioAgainstTheStudysRange() {
        assertThat(CPU.verdict(0.5)).contains("50.0% lower").contains("lower than the study's 10-40%");
        assertThat(CPU.verdict(0.75)).contains("25.0% lower").contains("within the study's 10-40%");
        assertThat(CPU.verdict(0.95)).contains("5.0% lower").contains("less than the study's 10%");
        assertThat(CPU.verdict(1.2)).contains("20.0% higher").contains("not lower");
    }

    @Test
    void tinyScaleRunsThePlainJdkOnlyAndOptionsOverride() {
        RangeJudge study = ShippedJudges.of("cpu-throughput", RangeJudge.class);
        assertThat(study.planAt(StudyScale.TINY, new StudyOptions(Map.of())).runtimes()).containsExactly("plain-jdk");
        assertThat(study.planAt(StudyScale.DEFAULT, new StudyOptions(Map.of())).runtimes()).containsExactly("plain-jdk", "tomcat", "liberty");
        assertThat(study.planAt(StudyScale.FULL, new StudyOptions(Map.of("users", "10,100"))).users()).containsExactly(10, 100);
    }
}
