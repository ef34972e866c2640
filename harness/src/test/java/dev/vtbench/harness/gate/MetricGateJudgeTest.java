package dev.vtbench.harness.gate;

import dev.vtbench.harness.load.LoadStep;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.StepFigures;
import dev.vtbench.harness.verdict.EqualLoadStep;
import dev.vtbench.harness.verdict.MetricFinding;
import dev.vtbench.harness.verdict.Verdict;
import dev.vtbench.harness.verdict.VerdictMetric;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Gates on the verdict's other figures, judged on SampleRun's cells (the server at 95% of one core, so CPU per request
 * is 950,000 µs over the OK rate; RSS 420 MiB for the pool and 540 MiB for virtual threads, plus 8 MB per repetition) and
 * on equal-load cells beside them: each gate reads the very finding the verdict prints, through the same comparison.
 */
class MetricGateJudgeTest {
    private static final CellResult POOL_HELLO = cell("pool", "hello", 8000, true);
    private static final CellResult VIRTUAL_HELLO = cell("virtual", "hello", 7600, true);
    private static final CellResult POOL_IO = cell("pool", "io", 1900, true);
    private static final CellResult VIRTUAL_IO = cell("virtual", "io", 2600, true);
    private static final List<CellResult> RUN = List.of(POOL_HELLO, VIRTUAL_HELLO, POOL_IO, VIRTUAL_IO);

    @Test
    void judgesCpuPerRequestAtCapacityOnTheVerdictsRatio() {
        GateVerdict verdict = judge("cpu-per-request virtual/pool <= 1.1 at cpu-1", RUN);
        assertThat(verdict.outcome()).as(verdict.describe()).isEqualTo(GateVerdict.Outcome.PASSED);
        assertThat(verdict.pairs()).extracting(pair -> ((PairVerdict.Judged) pair).ratio().ratio()).as("8000/7600 on hello, 1900/2600 on io")
                .satisfiesExactly(r -> assertThat(r).isCloseTo(8000 / 7600.0, within(1e-9)), r -> assertThat(r).isCloseTo(1900 / 2600.0, within(1e-9)));
        assertThat(verdict.describe()).startsWith("gate cpu-per-request virtual/pool <= 1.1 at cpu-1: PASSED\n")
                .contains("plain-jdk/temurin-25/hello (closed model, 400 users): CPU per request at capacity, cpu-per-request virtual/pool = 1.05")
                .contains("holds (<= 1.1)");
        assertThat(judge("cpu-per-request virtual/pool <= 1 at cpu-1", RUN).outcome()).as("hello spends 5% more").isEqualTo(GateVerdict.Outcome.FAILED);
    }

    @Test
    void judgesRss() {
        GateVerdict verdict = judge("rss virtual/pool <= 1.2 at cpu-1", RUN);
        assertThat(verdict.outcome()).as(verdict.describe()).isEqualTo(GateVerdict.Outcome.FAILED);
        assertThat(verdict.describe()).contains("memory (RSS), rss virtual/pool = 1.28").contains("FAILS (needs <= 1.2)");
        assertThat(judge("rss virtual/pool <= 1.3 at cpu-1", RUN).passed()).isTrue();
    }

    /** The verdict had p99 at a step while the gate read a sample without steps and could never judge one. */
    @Test
    void aP99GateAtAStepIsJudgedOnARunWithEqualLoadSteps() {
        List<CellResult> run = withSteps();
        GateVerdict verdict = judge("p99 at 50% virtual/pool <= 1.2 at cpu-1", run);
        assertThat(verdict.outcome()).as(verdict.describe()).isIn(GateVerdict.Outcome.PASSED, GateVerdict.Outcome.FAILED);
        PairVerdict.Judged judged = (PairVerdict.Judged) verdict.pairs().get(0);
        assertThat(judged.ratio().ratio()).as("12 ms against 10 ms at 950 req/s").isCloseTo(1.2, within(1e-9));
        assertThat(verdict.pairs()).as("the equal-load cells are no pairs of their own").hasSize(1);
    }

    /** The gate read CPU per request over the capacity window while the verdict read it at the step: now one finding. */
    @Test
    void aCpuGateReadsTheSameFindingAsTheVerdictAtEachLoad() {
        List<CellResult> run = withSteps();
        MetricFinding.Compared atStep = (MetricFinding.Compared) Verdict.of(run).comparisons().get(0)
                .finding(VerdictMetric.CPU_PER_REQUEST, EqualLoadStep.atPercent(50)).orElseThrow();
        PairVerdict.Judged gated = (PairVerdict.Judged) judge("cpu-per-request at 50% virtual/pool <= 2 at cpu-1", run).pairs().get(0);
        assertThat(gated.ratio()).as("the gate's ratio and interval are the verdict's").isEqualTo(atStep.ratio());
        assertThat(gated.ratio().ratio()).as("300 µs against 400 µs at the step").isCloseTo(0.75, within(1e-9));
        PairVerdict.Judged atCapacity = (PairVerdict.Judged) judge("cpu-per-request virtual/pool <= 2 at cpu-1", run).pairs().get(0);
        assertThat(atCapacity.ratio().ratio()).as("at capacity: 1900/2600").isCloseTo(1900 / 2600.0, within(1e-9));
    }

    @Test
    void aP99GateWithoutEqualLoadStepsCannotBeJudged() {
        GateVerdict verdict = judge("p99 at 50% virtual/pool <= 1.2 at cpu-1", RUN);
        assertThat(verdict.outcome()).isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        assertThat(verdict.describe()).contains("plain-jdk/temurin-25/hello: cannot be judged: the verdict has no p99 at 50% for it "
                + "(no such equal-load step in this run)");
    }

    @Test
    void aFigureUntrustedOrNotMeasuredCannotBeJudgedNamingWhy() {
        CellResult failing = SampleRun.flagged(POOL_IO, List.of(Flag.ERRORS), "2% of requests failed");
        GateVerdict flagged = judge("cpu-per-request virtual/pool <= 1.1 at cpu-1", List.of(POOL_HELLO, VIRTUAL_HELLO, failing, VIRTUAL_IO));
        assertThat(flagged.outcome()).isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        assertThat(flagged.describe()).contains("plain-jdk/temurin-25/io: cannot be judged: the verdict did not compare its cpu-per-request: "
                + "the pool: flagged ERR");
        CellResult unread = cell("pool", "io", 1900, false);
        GateVerdict missing = judge("rss virtual/pool <= 1.5 at cpu-1", List.of(unread, VIRTUAL_IO));
        assertThat(missing.describe()).contains("the verdict did not compare its rss: the pool: not measured: no reading of the server's "
                + "resident memory");
    }

    /** Each mode's /io capacity cell with an equal-load cell beside it: one step at 50% (950 req/s), p99 and CPU known. */
    private static List<CellResult> withSteps() {
        return List.of(POOL_IO, VIRTUAL_IO, equalLoad(POOL_IO, 10, 38.0), equalLoad(VIRTUAL_IO, 12, 28.5));
    }

    /** An equal-load cell of {@code capacity}'s mode: each repetition one step at 950 req/s, at this p99 and server CPU. */
    private static CellResult equalLoad(CellResult capacity, double p99Millis, double serverCpuPercent) {
        String id = capacity.cell().replace("/io", "/io/equal-load-p50");
        List<Repetition> repetitions = new ArrayList<>();
        for (Repetition r : capacity.repetitions()) {
            LoadStep load = new LoadStep(950, "2026-11-22T10:01:00Z", "2026-11-22T10:01:09Z", 9, 950 * 9, 0, Map.of(), 950,
                    Map.of("p50", p99Millis * 400, "p99", p99Millis * 1000), null, List.of(), true, 6.0, false, "", false, 0);
            ResourceUse used = new ResourceUse(9, serverCpuPercent, 0, 0, -1, Double.NaN, Double.NaN, Double.NaN, -1, false, Double.NaN);
            repetitions.add(new Repetition(r.index(), r.load(), r.gatlingReport(), r.gatlingLog(), true, r.serverStateAfter(), r.resources(),
                    r.jvm(), r.jvmDiagnostics(), r.phaseSeconds(), List.of(), r.driverWarmStart(), null,
                    List.of(new StepFigures(50, load, used, null)), null));
        }
        return new CellResult(id, capacity.status(), "", capacity.serverLog(), null, capacity.verification(), repetitions,
                capacity.throughput(), capacity.p99Millis(), List.of(), List.of());
    }

    private static GateVerdict judge(String gate, List<CellResult> cells) {
        return GateJudge.judge(RegressionGate.parse(gate), cells, List.of());
    }

    private static CellResult cell(String mode, String scenario, double rate, boolean resourcesKnown) {
        return SampleRun.measured("plain-jdk", "temurin-25", mode, 1, scenario, rate, resourcesKnown);
    }
}
