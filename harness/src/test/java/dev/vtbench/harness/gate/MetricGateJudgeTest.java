package dev.vtbench.harness.gate;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.verdict.EqualLoadStep;
import dev.vtbench.harness.verdict.MetricSample;
import dev.vtbench.harness.verdict.ModeSample;
import dev.vtbench.harness.verdict.StepSample;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Gates on the verdict's other figures, judged on SampleRun's cells (the server at 95% of one core, so CPU per request
 * is 950,000 µs over the OK rate; RSS 420 MiB for the pool and 540 MiB for virtual threads, plus 8 MB per repetition):
 * the ratio of the medians, with the same "cannot be judged" rules as capacity, for the figure the gate names.
 */
class MetricGateJudgeTest {
    private static final CellResult POOL_HELLO = cell("pool", "hello", 8000, true);
    private static final CellResult VIRTUAL_HELLO = cell("virtual", "hello", 7600, true);
    private static final CellResult POOL_IO = cell("pool", "io", 1900, true);
    private static final CellResult VIRTUAL_IO = cell("virtual", "io", 2600, true);
    private static final List<CellResult> RUN = List.of(POOL_HELLO, VIRTUAL_HELLO, POOL_IO, VIRTUAL_IO);

    @Test
    void judgesCpuPerRequestOnTheRatioOfItsMedians() {
        GateVerdict verdict = judge("cpu-per-request virtual/pool <= 1.1 at cpu-1", RUN);
        assertThat(verdict.outcome()).as(verdict.describe()).isEqualTo(GateVerdict.Outcome.PASSED);
        assertThat(verdict.pairs()).extracting(pair -> ((PairVerdict.Judged) pair).ratio()).as("8000/7600 on hello, 1900/2600 on io")
                .satisfiesExactly(r -> assertThat(r).isCloseTo(8000 / 7600.0, org.assertj.core.api.Assertions.within(1e-9)),
                        r -> assertThat(r).isCloseTo(1900 / 2600.0, org.assertj.core.api.Assertions.within(1e-9)));
        assertThat(verdict.describe()).startsWith("gate cpu-per-request virtual/pool <= 1.1 at cpu-1: PASSED\n")
                .contains("plain-jdk/temurin-25/hello (closed model, 400 users): cpu-per-request virtual/pool = 1.05 "
                        + "(medians 125 / 119 µs of CPU per request)")
                .contains("holds (<= 1.1)");
        assertThat(judge("cpu-per-request virtual/pool <= 1 at cpu-1", RUN).outcome()).as("hello spends 5% more").isEqualTo(GateVerdict.Outcome.FAILED);
    }

    @Test
    void judgesRssInMebibytes() {
        GateVerdict verdict = judge("rss virtual/pool <= 1.2 at cpu-1", RUN);
        assertThat(verdict.outcome()).as(verdict.describe()).isEqualTo(GateVerdict.Outcome.FAILED);
        assertThat(verdict.describe()).contains("rss virtual/pool = 1.28 (medians 555 / 435 MiB)").contains("FAILS (needs <= 1.2)");
        assertThat(judge("rss virtual/pool <= 1.3 at cpu-1", RUN).passed()).isTrue();
    }

    @Test
    void aP99GateWithoutEqualLoadStepsCannotBeJudged() {
        GateVerdict verdict = judge("p99 at 50% virtual/pool <= 1.2 at cpu-1", RUN);
        assertThat(verdict.outcome()).isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        assertThat(verdict.describe()).contains("plain-jdk/temurin-25/hello: cannot be judged: the virtual cell plain-jdk/temurin-25/virtual/"
                + "cpu-1/hello measured no equal-load step at 50% (the run has no equal-load step: add equal-load steps to its matrix); "
                + "the pool cell plain-jdk/temurin-25/pool/cpu-1/hello measured no equal-load step at 50%");
    }

    @Test
    void aFigureUntrustedOrNotMeasuredCannotBeJudgedNamingWhy() {
        CellResult failing = SampleRun.flagged(POOL_IO, List.of(Flag.ERRORS), "2% of requests failed");
        GateVerdict flagged = judge("cpu-per-request virtual/pool <= 1.1 at cpu-1", List.of(POOL_HELLO, VIRTUAL_HELLO, failing, VIRTUAL_IO));
        assertThat(flagged.outcome()).isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        assertThat(flagged.describe()).contains("plain-jdk/temurin-25/io: cannot be judged: the pool cell plain-jdk/temurin-25/pool/cpu-1/io "
                + "has no trusted cpu-per-request: flagged ERR (see summary.md's notes)");
        CellResult unread = cell("pool", "io", 1900, false);
        GateVerdict missing = judge("rss virtual/pool <= 1.5 at cpu-1", List.of(unread, VIRTUAL_IO));
        assertThat(missing.describe()).contains("the pool cell plain-jdk/temurin-25/pool/cpu-1/io has no rss: not measured: no reading of "
                + "the server's resident memory");
        CellResult never = SampleRun.neverSteady(VIRTUAL_IO);
        assertThat(judge("cpu-per-request virtual/pool <= 1.1 at cpu-1", List.of(POOL_IO, never)).describe())
                .contains("the virtual cell plain-jdk/temurin-25/virtual/cpu-1/io has no trusted cpu-per-request: not steady: 3 of 3 "
                        + "repetition(s) never became steady");
    }

    @Test
    void aStepOverCapacityOrUntrustedIsNamedAndATrustedOneGivesItsValues() {
        GateMetric atHalf = RegressionGate.parse("p99 at 50% virtual/pool <= 1.2 at cpu-1").metric();
        StepSample quarter = new StepSample(EqualLoadStep.atPercent(25), MetricSample.trusted(List.of(9.0, 10.0)), false, "");
        StepSample half = new StepSample(new EqualLoadStep(0.5, 1200), MetricSample.trusted(List.of(12.0, 13.0)), false, "");
        assertThat(GateFigure.problem(atHalf, sample(quarter, half))).as("the step asked for, by its fraction").isEmpty();
        assertThat(GateFigure.values(atHalf, sample(quarter, half))).containsExactly(12.0, 13.0);
        assertThat(GateFigure.problem(RegressionGate.parse("p99 at 1200 req/s virtual/pool <= 1.2 at cpu-1").metric(), sample(half)))
                .as("the same step, asked by its rate").isEmpty();
        assertThat(GateFigure.problem(atHalf, sample(quarter))).hasValue("measured no equal-load step at 50% (its steps: 25%)");
        StepSample behind = new StepSample(new EqualLoadStep(0.5, 1200), MetricSample.missing("over capacity"), true,
                "completed 88% of the offered requests");
        assertThat(GateFigure.problem(atHalf, sample(quarter, behind)))
                .hasValue("was over capacity at 50% (completed 88% of the offered requests): a finding, with no p99 to compare");
        StepSample lagging = new StepSample(new EqualLoadStep(0.5, 1200), MetricSample.untrusted(List.of(12.0), "flagged LL!"), false, "");
        assertThat(GateFigure.problem(atHalf, sample(lagging))).hasValue("has no trusted p99 at 50%: flagged LL! (see summary.md's notes)");
    }

    private static ModeSample sample(StepSample... steps) {
        MetricSample some = MetricSample.trusted(List.of(1.0));
        return new ModeSample(CellKey.parse("plain-jdk/temurin-25/virtual/cpu-1/io"), 1, some, some, some, List.of(steps));
    }

    private static GateVerdict judge(String gate, List<CellResult> cells) {
        return GateJudge.judge(RegressionGate.parse(gate), cells, List.of());
    }

    private static CellResult cell(String mode, String scenario, double rate, boolean resourcesKnown) {
        return SampleRun.measured("plain-jdk", "temurin-25", mode, 1, scenario, rate, resourcesKnown);
    }
}
