package dev.vtbench.harness.verdict;

import dev.vtbench.harness.load.LoadStep;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.StepFigures;
import dev.vtbench.harness.verdict.MetricFinding.NotCompared;
import dev.vtbench.harness.verdict.MetricSample.Standing;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.vtbench.harness.verdict.Samples.NONE;
import static dev.vtbench.harness.verdict.Samples.list;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The steps of an equal-load cell as the verdict reads them: a mode is over capacity at a step only when most of the
 * repetitions that reached it were; a split keeps the step's p99 out of the comparison and says so.
 */
class EqualLoadSamplesTest {
    private static final String GREW = "latency kept growing through the window: mean 400000 µs in its last third against"
            + " 80000 µs in its first";
    private static final String SHORT = "completed 9000 OK requests of 10000 offered (90.00%, below 95%)";

    /** The step at {@code percent}% of a 2,000 req/s capacity, its p99, over capacity when {@code overReason} is not empty. */
    private static StepFigures step(int percent, double p99Millis, String overReason) {
        int rate = 20 * percent;
        LoadStep load = new LoadStep(rate, "2026-11-22T10:01:00Z", "2026-11-22T10:01:20Z", 20, rate * 20L, 0, Map.of(),
                overReason.isEmpty() ? rate : rate * 0.9, Map.of("p50", p99Millis * 400, "p99", p99Millis * 1000), null, List.of(),
                true, 9.0, !overReason.isEmpty(), overReason, false, 0);
        return new StepFigures(percent, load, ResourceUse.UNKNOWN, null);
    }

    /** The same step, fallen behind with a driver that started its arrivals late: the driver's shortfall, not the server's. */
    private static StepFigures laggingDriverStep(int percent, double p99Millis, String overReason) {
        LoadStep on = step(percent, p99Millis, overReason).load();
        LoadStep lagged = new LoadStep(on.rate(), on.windowOpenedAt(), on.windowClosedAt(), on.measuredSeconds(), on.ok(), on.ko(),
                on.errors(), on.throughputPerSecond(), Map.of("p50", p99Millis * 400, "p99", p99Millis * 1000), null, List.of(),
                true, 9.0, on.overCapacity(), on.overCapacityReason(), true, 0);
        return new StepFigures(percent, lagged, ResourceUse.UNKNOWN, null);
    }

    /** The step with the server's CPU over its window known: {@code serverCpuPercent} of one core. */
    private static StepFigures withServerCpu(StepFigures step, double serverCpuPercent) {
        ResourceUse used = new ResourceUse(20, serverCpuPercent, 0, 0, -1, Double.NaN, Double.NaN, Double.NaN, -1, false, Double.NaN);
        return new StepFigures(step.percent(), step.load(), used, null);
    }

    /** A measured pool cell of plain-jdk on /io at one CPU whose repetitions reached these steps, one list each. */
    @SafeVarargs
    private static CellResult equalLoad(List<StepFigures>... stepsOfEachRepetition) {
        CellResult base = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1900, true);
        List<Repetition> repetitions = new ArrayList<>();
        for (int i = 0; i < stepsOfEachRepetition.length; i++) {
            Repetition r = base.repetitions().get(i);
            repetitions.add(new Repetition(r.index(), r.load(), r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(),
                    r.serverStateAfter(), r.resources(), r.jvm(), r.jvmDiagnostics(), r.phaseSeconds(), r.noise(),
                    r.driverWarmStart(), r.limitedBy(), stepsOfEachRepetition[i], null));
        }
        return new CellResult(base.cell(), CellStatus.MEASURED, "", base.serverLog(), base.context(), base.verification(), repetitions,
                base.throughput(), base.p99Millis(), List.of(), List.of());
    }

    /** The same cell, its repetitions measured in these rounds, in their order. */
    private static CellResult inRounds(CellResult cell, int... rounds) {
        List<Repetition> repetitions = new ArrayList<>();
        for (int i = 0; i < cell.repetitions().size(); i++) {
            repetitions.add(cell.repetitions().get(i).inRound(rounds[i]));
        }
        return new CellResult(cell.cell(), cell.status(), cell.reason(), cell.serverLog(), cell.context(), cell.verification(), repetitions,
                cell.throughput(), cell.p99Millis(), cell.notes(), cell.flags());
    }

    @Test
    void eachStepsValuesSayTheRoundOfTheirRepetitionSoThatTheVerdictPairsThem() {
        CellResult cell = inRounds(equalLoad(
                List.of(step(25, 2, ""), step(50, 300, SHORT)),
                List.of(step(25, 3, "")),
                List.of(step(25, 4, ""), step(50, 5, ""))), 3, 1, 2);
        List<StepSample> samples = EqualLoadSamples.steps(cell);
        assertThat(at(samples, 25).p99Millis().rounds()).as("in the repetitions' order").containsExactly(3, 1, 2);
        assertThat(at(samples, 50).p99Millis().values()).as("the one over capacity left out of its latency").containsExactly(5.0);
        assertThat(at(samples, 50).p99Millis().rounds()).as("and of its rounds").containsExactly(2);
        assertThat(at(samples, 25).p99Millis().values()).containsExactly(2.0, 3.0, 4.0);
        assertThat(EqualLoadSamples.steps(equalLoad(List.of(step(25, 2, "")), List.of(step(25, 3, "")))).get(0).p99Millis().rounds())
                .as("repetitions outside rounds: nothing to pair").isEmpty();
    }

    private static StepSample at(List<StepSample> samples, int percent) {
        return samples.stream().filter(s -> s.step().answers(EqualLoadStep.atPercent(percent))).findFirst().orElseThrow();
    }

    @Test
    void overCapacityInOneOfTwoRepetitionsIsNoFindingAndKeepsTheStepsP99OutOfTheComparison() {
        List<StepSample> samples = EqualLoadSamples.steps(equalLoad(
                List.of(step(25, 2, ""), step(50, 3, ""), step(75, 400, GREW)),
                List.of(step(25, 2.2, ""), step(50, 3.1, ""), step(75, 9, ""))));

        StepSample split = at(samples, 75);
        assertThat(split.overCapacity()).as("over capacity at 75%: only in one of the two repetitions that reached it").isFalse();
        assertThat(split.overCapacityReason()).as("no finding, no reason").isEmpty();
        assertThat(split.p99Millis()).as("p99 at 75%: not to compare").extracting(MetricSample::standing, MetricSample::reason)
                .containsExactly(Standing.UNTRUSTED, "over capacity in 1 of 2 repetitions");
        assertThat(at(samples, 50).p99Millis()).as("p99 at 50%: both kept up")
                .extracting(MetricSample::standing, MetricSample::values).containsExactly(Standing.TRUSTED, list(3, 3.1));

        ModeComparison comparison = ModeComparison.of(Samples.sample("virtual", NONE, NONE, NONE, Samples.step(75, 8, 8.5)),
                Samples.sample("pool", NONE, NONE, NONE, split));
        assertThat(comparison.findings()).as("the finding at 75%").filteredOn(f -> f.step() != null && f.metric() == VerdictMetric.LATENCY_P99).singleElement()
                .isInstanceOfSatisfying(NotCompared.class, notCompared -> assertThat(notCompared.reason()).as("why not compared")
                        .isEqualTo("the pool: over capacity in 1 of 2 repetitions"));
    }

    @Test
    void overCapacityInMostRepetitionsThatReachedTheStepIsAFinding() {
        List<StepSample> samples = EqualLoadSamples.steps(equalLoad(
                List.of(step(25, 2, ""), step(50, 300, SHORT)),
                List.of(step(25, 2, ""), step(50, 400, GREW)),
                List.of(step(25, 2, ""), step(50, 4, ""), step(75, 500, SHORT))));

        StepSample mostly = at(samples, 50);
        assertThat(mostly.overCapacity()).as("over capacity at 50%: two of three").isTrue();
        assertThat(mostly.overCapacityReason()).as("why, with how many")
                .isEqualTo("over capacity in 2 of 3 repetitions: " + SHORT + "; " + GREW);
        StepSample alone = at(samples, 75);
        assertThat(alone.overCapacity()).as("over capacity at 75%: the one repetition that reached it").isTrue();
        assertThat(alone.overCapacityReason()).as("why: every repetition that reached it, so no count").isEqualTo(SHORT);
        assertThat(at(samples, 25).overCapacity()).as("over capacity at 25%").isFalse();
        assertThat(at(samples, 25).p99Millis().standing()).as("p99 at 25%").isEqualTo(Standing.TRUSTED);
    }

    @Test
    void aStepTheDriverCouldNotOfferIsNoFindingAboutTheServer() {
        List<StepSample> samples = EqualLoadSamples.steps(equalLoad(
                List.of(laggingDriverStep(25, 50_000, SHORT)),
                List.of(laggingDriverStep(25, 52_000, SHORT))));

        StepSample behind = at(samples, 25);
        assertThat(behind.overCapacity()).as("over capacity at 25%: the driver fell behind in both repetitions").isFalse();
        assertThat(behind.p99Millis()).as("p99 at 25%: not to compare, and why")
                .extracting(MetricSample::standing, MetricSample::reason)
                .containsExactly(Standing.UNTRUSTED, "the driver started arrivals late");
        assertThat(laggingDriverStep(25, 50_000, SHORT).serverOverCapacity()).as("the step's own judgement").isFalse();
        assertThat(step(25, 50_000, SHORT).serverOverCapacity()).as("the same shortfall with a driver on schedule").isTrue();
    }

    @Test
    void aDriverLateYetOnItsRateSpoilsTheStepsLatencyButNotItsCpuPerRequest() {
        // 50% of 2,000 req/s: 1,000 req/s delivered in both repetitions, one of them with arrivals started late.
        List<StepSample> samples = EqualLoadSamples.steps(equalLoad(
                List.of(withServerCpu(laggingDriverStep(50, 3, ""), 20)),
                List.of(withServerCpu(step(50, 3.1, ""), 21))));

        StepSample onRate = at(samples, 50);
        assertThat(onRate.p99Millis()).as("p99 at 50%: the late arrivals are in it")
                .extracting(MetricSample::standing, MetricSample::reason)
                .containsExactly(Standing.UNTRUSTED, "the driver started arrivals late");
        assertThat(onRate.cpuMicrosPerRequest()).as("CPU per request at 50%: the same load was served, so the server's own")
                .extracting(MetricSample::standing, MetricSample::values).containsExactly(Standing.TRUSTED, list(200, 210));

        StepSample fellBehind = at(EqualLoadSamples.steps(equalLoad(
                List.of(withServerCpu(laggingDriverStep(50, 3, SHORT), 20)),
                List.of(withServerCpu(step(50, 3.1, ""), 21)))), 50);
        assertThat(fellBehind.cpuMicrosPerRequest()).as("CPU per request at 50%: the repetition that fell behind the rate was not "
                + "offered the other mode's load, and is left out of it; the other counts")
                .extracting(MetricSample::standing, MetricSample::values, MetricSample::repetitionsText)
                .containsExactly(Standing.TRUSTED, list(210), "1 of 2 repetitions (1 behind the offered rate)");
    }
}
