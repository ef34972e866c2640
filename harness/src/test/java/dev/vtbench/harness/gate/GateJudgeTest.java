package dev.vtbench.harness.gate;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Contexts;
import dev.vtbench.harness.result.Flag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/**
 * A gate judged against cells built with the real records (SampleRun's: three repetitions at 0.97, 1 and 1.03 times
 * the rate given): it reads the verdict's own finding (the ratio of geometric means, here the rates' ratio exactly, with
 * Welch's 95% interval on the logs: half-width 2.776 x sqrt(2 x 0.0009 / 3), about ±6.8%), passes only where the verdict
 * compared the figure and the ratio holds, and otherwise fails, naming the pair and why.
 */
class GateJudgeTest {
    private static final CellResult POOL_HELLO = cell("pool", "hello", 8000);
    private static final CellResult VIRTUAL_HELLO = cell("virtual", "hello", 7600);
    private static final CellResult POOL_IO = cell("pool", "io", 1900);
    private static final CellResult VIRTUAL_IO = cell("virtual", "io", 2600);
    private static final List<CellResult> RUN = List.of(POOL_HELLO, VIRTUAL_HELLO, POOL_IO, VIRTUAL_IO);

    @Test
    void passesWhenEveryPairsRatioHolds() {
        GateVerdict verdict = judge("virtual/pool >= 0.9 at cpu-1", RUN);
        assertThat(verdict.outcome()).as(verdict.describe()).isEqualTo(GateVerdict.Outcome.PASSED);
        assertThat(verdict.passed()).isTrue();
        assertThat(verdict.pairs()).as("one pair per runtime, JVM, scenario and load, in the run's order")
                .extracting(PairVerdict::pair).containsExactly("plain-jdk/temurin-25/hello", "plain-jdk/temurin-25/io");
        PairVerdict.Judged hello = (PairVerdict.Judged) verdict.pairs().get(0);
        assertThat(hello.ratio().ratio()).as("the geometric means' ratio: the same factors on both sides").isCloseTo(0.95, within(1e-9));
        assertThat(hello.ratio().lower()).as("Welch's 95% interval on the logs").isCloseTo(0.887, within(0.002));
        assertThat(hello.ratio().upper()).isCloseTo(1.017, within(0.002));
        assertThat(verdict.describe()).as("the workload model the throughputs come from, and the verdict's ratio with its interval")
                .startsWith("gate virtual/pool >= 0.9 at cpu-1: PASSED\n")
                .contains("plain-jdk/temurin-25/hello (closed model, 400 users): capacity, virtual/pool = 0.95 [0.89-1.02], the verdict's "
                        + "95% interval: holds (>= 0.9); the bound lies within the interval")
                .contains("plain-jdk/temurin-25/io (closed model, 400 users): capacity, virtual/pool = 1.37").contains("holds (>= 0.9)");
    }

    @Test
    void failsNamingThePairTheRatioAndTheBound() {
        GateVerdict verdict = judge("virtual/pool >= 1 at cpu-1", RUN);
        assertThat(verdict.outcome()).as(verdict.describe()).isEqualTo(GateVerdict.Outcome.FAILED);
        assertThat(verdict.pairs()).extracting(PairVerdict::holds).as("hello misses, io holds").containsExactly(false, true);
        assertThat(verdict.describe()).startsWith("gate virtual/pool >= 1 at cpu-1: FAILED")
                .contains("plain-jdk/temurin-25/hello (closed model, 400 users): capacity, virtual/pool = 0.95").contains("FAILS (needs >= 1)")
                .as("1 lies between 0.89 and 1.02: another run may decide otherwise, and the reader is told")
                .contains("the bound lies within the interval");
        String io = judge("virtual/pool > 1.5 at cpu-1", RUN).pairs().get(1).describe(gate("virtual/pool > 1.5 at cpu-1"));
        assertThat(io).as("io at 1.37 misses 1.5, beyond its interval")
                .startsWith("plain-jdk/temurin-25/io (closed model, 400 users): capacity, virtual/pool = 1.37").endsWith("FAILS (needs > 1.5)");
    }

    @Test
    void aMissingCellCannotBeJudgedAndFailsTheGate() {
        GateVerdict stopped = GateJudge.judge(gate("virtual/pool >= 0.9 at cpu-1"), List.of(POOL_HELLO, VIRTUAL_HELLO, VIRTUAL_IO),
                RUN.stream().map(CellResult::cell).toList());
        assertThat(stopped.outcome()).as(stopped.describe()).isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        assertThat(stopped.passed()).isFalse();
        assertThat(stopped.describe()).startsWith("gate virtual/pool >= 0.9 at cpu-1: CANNOT BE JUDGED (fails)")
                .contains("plain-jdk/temurin-25/io: cannot be judged: the pool cell plain-jdk/temurin-25/pool/cpu-1/io has no result "
                        + "(the run stopped before it: `--resume` measures it)");
        GateVerdict unlisted = judge("virtual/pool >= 0.9 at cpu-1", List.of(POOL_HELLO, VIRTUAL_HELLO, VIRTUAL_IO));
        assertThat(unlisted.describe()).as("a pair whose other mode the matrix never had")
                .contains("the run has no pool cell for it (plain-jdk/temurin-25/pool/cpu-1/io is not in its matrix)");
    }

    @Test
    void aCellThatWasNotSteadyCannotBeJudged() {
        GateVerdict neverSteady = judge("virtual/pool >= 0.9 at cpu-1", List.of(POOL_IO, SampleRun.neverSteady(VIRTUAL_IO)));
        assertThat(neverSteady.outcome()).isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        assertThat(neverSteady.describe()).contains("plain-jdk/temurin-25/io: cannot be judged: the verdict did not compare its capacity: "
                + "virtual threads: flagged NS");
    }

    @Test
    void aCellWithAnotherDisqualifyingFlagCannotBeJudged() {
        CellResult erring = SampleRun.flagged(POOL_IO, List.of(Flag.ERRORS, Flag.ONE_REPETITION), "2% of requests failed");
        GateVerdict verdict = judge("virtual/pool >= 0.9 at cpu-1", List.of(erring, VIRTUAL_IO));
        assertThat(verdict.outcome()).isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        assertThat(verdict.describe()).as("named by its disqualifying codes only")
                .contains("the verdict did not compare its capacity: the pool: flagged ERR (see summary.md's notes)")
                .doesNotContain("1R");
        CellResult oneRepetition = SampleRun.flagged(POOL_IO, List.of(Flag.ONE_REPETITION));
        assertThat(judge("virtual/pool >= 0.9 at cpu-1", List.of(oneRepetition, VIRTUAL_IO)).passed())
                .as("a flag that does not disqualify keeps the pair judged").isTrue();
    }

    @Test
    void aDriverBoundCapacityJudgesOnlyWhatItsBoundGuarantees() {
        CellResult saturated = SampleRun.flagged(VIRTUAL_IO, List.of(Flag.DRIVER_BOUND), "the driver was saturated");
        assertThat(judge("virtual/pool >= 0.9 at cpu-1", List.of(POOL_IO, saturated)).passed())
                .as("virtual threads at least 1.37 times the pool's: at least 0.9, whatever the driver hid").isTrue();
        GateVerdict upper = judge("virtual/pool >= 2 at cpu-1", List.of(POOL_IO, saturated));
        assertThat(upper.outcome()).as("a lower bound under 2 cannot say the true ratio is").isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        assertThat(upper.describe()).contains("its capacity ratio 1.37 is a bound (a driver limited one side), which cannot show "
                + "whether it >= 2");
    }

    @Test
    void aFailedOrSkippedCellCannotBeJudged() {
        CellResult failed = CellResult.notRun(VIRTUAL_IO.cell(), CellStatus.FAILED, "the server died", "cells/x/server-1.log",
                VIRTUAL_IO.context(), List.of(), VIRTUAL_IO.repetitions().subList(0, 1));
        CellResult skipped = CellResult.notRun(POOL_HELLO.cell(), CellStatus.SKIPPED, "temurin-25 is not available", null, null,
                List.of(), List.of());
        GateVerdict verdict = judge("virtual/pool >= 0.9 at cpu-1", List.of(skipped, VIRTUAL_HELLO, POOL_IO, failed));
        assertThat(verdict.outcome()).isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        assertThat(verdict.describe())
                .contains("plain-jdk/temurin-25/hello: cannot be judged: the pool cell plain-jdk/temurin-25/pool/cpu-1/hello was SKIPPED: "
                        + "temurin-25 is not available")
                .contains("plain-jdk/temurin-25/io: cannot be judged: the virtual cell plain-jdk/temurin-25/virtual/cpu-1/io was FAILED: "
                        + "the server died");
    }

    @Test
    void aPairThatMissesTheBoundMakesTheGateFailEvenBesideOneNotJudged() {
        CellResult failed = CellResult.notRun(VIRTUAL_IO.cell(), CellStatus.FAILED, "the server died", null, null, List.of(), List.of());
        GateVerdict verdict = judge("virtual/pool >= 1 at cpu-1", List.of(POOL_HELLO, VIRTUAL_HELLO, POOL_IO, failed));
        assertThat(verdict.outcome()).as("a measured regression is the stronger news").isEqualTo(GateVerdict.Outcome.FAILED);
    }

    @Test
    void aProfileOrModeAbsentFromTheRunCannotBeJudged() {
        GateVerdict profile = judge("virtual/pool >= 0.9 at cpu-2", RUN);
        assertThat(profile.outcome()).isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        assertThat(profile.pairs()).isEmpty();
        assertThat(profile.describe()).isEqualTo("gate virtual/pool >= 0.9 at cpu-2: CANNOT BE JUDGED (fails)\n"
                + "  this run has no cell at cpu-2 (its profiles: cpu-1)");
        assertThat(judge("virtual/fixed >= 0.9 at cpu-1", RUN).describe()).as("a mode the profile lacks")
                .contains("this run has no fixed cell at cpu-1 (its modes there: pool, virtual)");
        GateVerdict empty = judge("virtual/pool >= 0.9 at cpu-1", List.of());
        assertThat(empty.passed()).as("no cell at all: never a pass by default").isFalse();
        assertThat(empty.describe()).contains("this run has no cell at cpu-1 (its profiles: none)");
    }

    @Test
    void onlyTheGatesProfileIsJudged() {
        List<CellResult> twoProfiles = Stream.concat(RUN.stream(), Stream.of(SampleRun.measured("plain-jdk", "temurin-25", "virtual", 0.5,
                "io", 100, true), SampleRun.measured("plain-jdk", "temurin-25", "pool", 0.5, "io", 1000, true))).toList();
        assertThat(judge("virtual/pool >= 0.9 at cpu-1", twoProfiles).passed()).as("cpu-0.5's poor ratio is not cpu-1's").isTrue();
        assertThat(judge("virtual/pool >= 0.9 at cpu-0.5", twoProfiles).describe()).contains("virtual/pool = 0.10")
                .contains("FAILS");
    }

    @Test
    void theWorkloadModelIsNamedAsRecorded() {
        CellContext closed = POOL_IO.context();
        assertThat(GateJudge.model(closed)).isEqualTo("closed model, 400 users");
        CellContext openSoak = Contexts.from(closed).load(new LoadSpec(Simulation.parse("soak"), LoadModel.OPEN, 0, 2000,
                Warmup.fixed(closed.warmupSeconds()), closed.durationSeconds(), Map.of())).build();
        assertThat(GateJudge.model(openSoak)).isEqualTo("soak, open model, 2000 req/s offered");
    }

    @Test
    void aGateTheMatrixCouldNeverAnswerIsRefusedBeforeTheRun() {
        List<String> matrix = RUN.stream().map(CellResult::cell).toList();
        GateJudge.requireAnswerable(RegressionGate.parseAll("virtual/pool >= 0.9 at cpu-1"), matrix);
        assertThatThrownBy(() -> GateJudge.requireAnswerable(RegressionGate.parseAll("virtual/pool >= 0.9 at cpu-1; virtual/pool > 1 at cpu-2"),
                matrix)).as("the second gate's profile is not measured").isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--gate 'virtual/pool > 1 at cpu-2' could never be judged: this run has no cell at cpu-2 (its profiles: cpu-1): "
                        + "add them to the run (--profiles, --modes) or gate what it measures");
    }

    private static GateVerdict judge(String gate, List<CellResult> cells) {
        return GateJudge.judge(gate(gate), cells, List.of());
    }

    private static RegressionGate gate(String text) {
        return RegressionGate.parse(text);
    }

    private static CellResult cell(String mode, String scenario, double rate) {
        return SampleRun.measured("plain-jdk", "temurin-25", mode, 1, scenario, rate, true);
    }
}
