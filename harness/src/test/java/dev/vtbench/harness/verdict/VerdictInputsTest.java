package dev.vtbench.harness.verdict;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Contexts;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.verdict.MetricSample.Standing;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The adapter from recorded cells to the verdict's inputs, on SampleRun's cells (three repetitions at 0.97, 1 and 1.03
 * times the rate, the server at 95% of one core per CPU, RSS 420 MiB for a pool and 540 MiB for virtual threads plus
 * 8 MB per repetition index).
 */
class VerdictInputsTest {
    private static final CellResult POOL_HELLO = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "hello", 8000, true);

    @Test
    void readsEachFigureOfATrustedCellPerRepetition() {
        ModeSample pool = VerdictInputs.sample(POOL_HELLO);
        assertThat(pool.group()).isEqualTo("plain-jdk/temurin-25/cpu-1/hello");
        assertThat(pool.cpus()).isEqualTo(1);
        assertThat(pool.capacity().standing()).isEqualTo(Standing.TRUSTED);
        assertThat(pool.capacity().values()).as("each repetition's OK rate").containsExactly(7760.0, 8000.0, 8240.0);
        assertThat(pool.cpuPerRequest().standing()).isEqualTo(Standing.TRUSTED);
        assertThat(pool.cpuPerRequest().values()).as("95% of one core = 950,000 µs per second, over each OK rate")
                .satisfiesExactly(v -> assertThat(v).isCloseTo(950_000 / 7760.0, within(1e-9)), v -> assertThat(v).isCloseTo(118.75, within(1e-9)),
                        v -> assertThat(v).isCloseTo(950_000 / 8240.0, within(1e-9)));
        assertThat(pool.memory().values()).as("the sampled peak RSS in bytes")
                .containsExactly(420.0 * 1048576 + 8e6, 420.0 * 1048576 + 16e6, 420.0 * 1048576 + 24e6);
        assertThat(pool.steps()).as("no equal-load step is recorded in results yet").isEmpty();
    }

    @Test
    void eachValueSaysTheRoundItsRepetitionRanIn() {
        CellResult inRounds = new CellResult(POOL_HELLO.cell(), POOL_HELLO.status(), POOL_HELLO.reason(), POOL_HELLO.serverLog(),
                POOL_HELLO.context(), POOL_HELLO.verification(), List.of(POOL_HELLO.repetitions().get(0).inRound(2),
                POOL_HELLO.repetitions().get(1).inRound(3), POOL_HELLO.repetitions().get(2).inRound(1)), POOL_HELLO.throughput(),
                POOL_HELLO.p99Millis(), POOL_HELLO.notes(), POOL_HELLO.flags());
        ModeSample pool = VerdictInputs.sample(inRounds);
        assertThat(pool.capacity().rounds()).as("the repetitions' rounds, in the values' order").containsExactly(2, 3, 1);
        assertThat(pool.cpuPerRequest().rounds()).containsExactly(2, 3, 1);
        assertThat(VerdictInputs.sample(POOL_HELLO).capacity().rounds()).as("measured outside rounds").isEmpty();
    }

    @Test
    void aDisqualifyingFlagKeepsOutOnlyTheFiguresItDisqualifiesNamingIt() {
        ModeSample flagged = sample(SampleRun.FLAGGED);
        assertThat(flagged.capacity()).as("CV and DRV: the spread is the interval's, the driver makes it a lower bound")
                .extracting(MetricSample::standing, MetricSample::reason).containsExactly(Standing.LOWER_BOUND, "driver-bound (flagged DRV)");
        assertThat(flagged.cpuPerRequest().standing()).as("a throughput spread and a busy driver spare the CPU per request")
                .isEqualTo(Standing.TRUSTED);
        ModeSample notSteady = VerdictInputs.sample(SampleRun.flagged(POOL_HELLO, List.of(Flag.NOT_STEADY, Flag.WIDE_SPREAD)));
        assertThat(notSteady.capacity()).as("a flag that does disqualify is named alone")
                .extracting(MetricSample::standing, MetricSample::reason).containsExactly(Standing.UNTRUSTED, "flagged NS");
        ModeSample noisy = VerdictInputs.sample(SampleRun.flagged(POOL_HELLO, List.of(Flag.NOISY_MACHINE)));
        assertThat(noisy.cpuPerRequest()).as("another process on the cores disqualifies every figure")
                .extracting(MetricSample::standing, MetricSample::reason).containsExactly(Standing.UNTRUSTED, "flagged NOISE");
        assertThat(noisy.memory().standing()).isEqualTo(Standing.UNTRUSTED);
    }

    @Test
    void aSpreadAcrossRepetitionsIsCarriedByTheIntervalNotKeptOut() {
        // Three pool JVMs whose capacity and CPU per request spread by over 10%: what JVM invocations do on one CPU.
        CellResult pool = SampleRun.flagged(SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "cpu", 5_500, true),
                List.of(Flag.WIDE_SPREAD, Flag.COST_SPREAD));
        ModeSample sample = VerdictInputs.sample(pool);
        assertThat(sample.capacity().standing()).as("CV: the interval widens, the figure stays in").isEqualTo(Standing.TRUSTED);
        assertThat(sample.cpuPerRequest().standing()).as("CV-CPU likewise").isEqualTo(Standing.TRUSTED);
        assertThat(sample.capacity().values()).hasSize(3);
    }

    @Test
    void aCellLimitedOnlyByItsDriverGivesItsCapacityAsALowerBound() {
        ModeSample bound = VerdictInputs.sample(SampleRun.flagged(POOL_HELLO, List.of(Flag.DRIVER_BOUND, Flag.ONE_REPETITION)));
        assertThat(bound.capacity()).extracting(MetricSample::standing, MetricSample::reason)
                .containsExactly(Standing.LOWER_BOUND, "driver-bound (flagged DRV)");
        assertThat(bound.capacity().values()).hasSize(3);
        assertThat(bound.cpuPerRequest().standing()).as("a driver-bound cell's CPU per request holds whatever limited it")
                .isEqualTo(Standing.TRUSTED);
    }

    @Test
    void aCellThatNeverBecameSteadyHasNoFigure() {
        ModeSample never = sample(SampleRun.NEVER_STEADY);
        assertThat(never.capacity()).extracting(MetricSample::standing, MetricSample::reason)
                .containsExactly(Standing.UNTRUSTED, "flagged NS (3 never steady)");
        assertThat(never.capacity().values()).isEmpty();
        assertThat(never.capacity().curable()).as("every repetition left out: a counted one in a later round lifts NS").isTrue();
        ModeSample drifting = VerdictInputs.sample(SampleRun.flagged(POOL_HELLO, List.of(Flag.NOT_STEADY, Flag.ERRORS)));
        assertThat(drifting.cpuPerRequest().reason()).as("a window that drifted, and another flag").isEqualTo("flagged NS ERR");
        assertThat(drifting.cpuPerRequest().curable()).as("errors are the server's: more rounds keep them").isFalse();
    }

    @Test
    void aFigureNotReadIsMissingAndSaysWhich() {
        ModeSample fixed = sample("liberty/temurin-21/fixed/cpu-1/io");
        assertThat(fixed.capacity().standing()).as("DRV? does not disqualify").isEqualTo(Standing.TRUSTED);
        assertThat(fixed.cpuPerRequest()).extracting(MetricSample::standing, MetricSample::reason)
                .containsExactly(Standing.MISSING, "not measured: the server's CPU could not be read");
        assertThat(fixed.memory().reason()).isEqualTo("not measured: no reading of the server's resident memory");
        ModeSample idle = VerdictInputs.sample(SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 0, true));
        assertThat(idle.capacity()).as("no OK request at all: no value a ratio could take, whatever the flags say")
                .extracting(MetricSample::standing, MetricSample::reason)
                .containsExactly(Standing.MISSING, "not measured: no repetition has a throughput");
        assertThat(idle.cpuPerRequest().standing()).as("no request to divide the CPU by").isEqualTo(Standing.MISSING);
    }

    @Test
    void aCellThatDidNotRunHasEveryFigureMissingWithItsStatus() {
        ModeSample failed = sample("plain-jdk/temurin-21/virtual/cpu-1/io");
        assertThat(failed.cpuPerRequest()).extracting(MetricSample::standing, MetricSample::reason)
                .containsExactly(Standing.MISSING, "FAILED: the server died: <script>alert('owned')</script> & \"quoted\"");
        ModeSample skipped = sample("plain-jdk/temurin-25/virtual/cpu-4/hello");
        assertThat(skipped.cpus()).as("no context recorded").isNaN();
        assertThat(skipped.capacity().reason()).startsWith("SKIPPED: cpu-4 needs cores 1-4");
    }

    @Test
    void anOpenModelsRateIsNoCapacity() {
        CellResult open = new CellResult(POOL_HELLO.cell(), POOL_HELLO.status(), "", null, Contexts.from(POOL_HELLO.context())
                .load(new LoadSpec(Simulation.DEFAULT, LoadModel.OPEN, 0, 2000, Warmup.fixed(15), 20, Map.of())).build(),
                List.of(), POOL_HELLO.repetitions(), POOL_HELLO.throughput(), POOL_HELLO.p99Millis(), List.of(), List.of());
        ModeSample sample = VerdictInputs.sample(open);
        assertThat(sample.capacity()).as("it serves what it is offered").extracting(MetricSample::standing, MetricSample::reason)
                .containsExactly(Standing.NOT_APPLICABLE, "an open model serves what it is offered");
        assertThat(sample.steps()).as("a step at its own rate, as every mode was offered the same").singleElement()
                .satisfies(step -> assertThat(step.step()).isEqualTo(EqualLoadStep.atRate(2000)))
                .satisfies(step -> assertThat(step.cpuMicrosPerRequest().standing()).as("its cost still counts").isEqualTo(Standing.TRUSTED));
    }

    @Test
    void theVerdictPairsVirtualThreadsWithEachOtherModeOfTheirGroup() {
        Verdict verdict = Verdict.of(SampleRun.cells());
        assertThat(verdict.comparisons()).as("plain-jdk's 6 groups against the pool, Liberty's against fixed and pool; a group with no "
                        + "baseline (the FAILED temurin-21 cell, the SKIPPED cpu-4 cell) gives none")
                .extracting(c -> c.group() + " " + c.baseline().mode())
                .containsExactly("plain-jdk/temurin-25/cpu-0.5/hello pool", "plain-jdk/temurin-25/cpu-1/hello pool",
                        "plain-jdk/temurin-25/cpu-2/hello pool", "plain-jdk/temurin-25/cpu-0.5/io pool", "plain-jdk/temurin-25/cpu-1/io pool",
                        "plain-jdk/temurin-25/cpu-2/io pool", "liberty/temurin-21/cpu-1/io fixed", "liberty/temurin-21/cpu-1/io pool");
        assertThat(verdict.comparisons().get(1).sentence()).as("hello at one CPU: 0.95 of the pool's rate at the same CPU, within "
                        + "three repetitions' spread of 3%")
                .isEqualTo("virtual threads against the pool: CPU per request at capacity inconclusive after 3 rounds (ratio 1.05 "
                        + "[0.98-1.13]), p99 at capacity no difference detected (ratio 1.00 [0.39-2.57]), 95% [89-102%] of the pool's "
                        + "capacity (inconclusive after 3 rounds), 28% [23-32%] more memory (RSS): on one CPU, the pool serves this "
                        + "endpoint in less memory.");
        assertThat(Verdict.of(List.of(POOL_HELLO)).isEmpty()).as("no virtual-thread cell: no verdict").isTrue();
    }

    private static ModeSample sample(String id) {
        return VerdictInputs.sample(SampleRun.cells().stream().filter(c -> c.cell().equals(id)).findFirst().orElseThrow());
    }
}
