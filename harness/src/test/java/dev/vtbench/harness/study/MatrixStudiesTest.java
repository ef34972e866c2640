package dev.vtbench.harness.study;

import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The findings of the studies built on a harness run, computed from sample cells shaped like real ones. */
class MatrixStudiesTest {
    private static final LevelsJudge HELLO = ShippedJudges.of("hello-concurrency", LevelsJudge.class);
    private static final JdkChangeJudge PINNING = ShippedJudges.of("pinning", JdkChangeJudge.class);
    private static final TimeToPeakJudge RAMP_UP = ShippedJudges.of("ramp-up", TimeToPeakJudge.class);
    private static final RemoteDelayJudge BANKING = ShippedJudges.of("banking", RemoteDelayJudge.class);
    private static CellResult hello(String mode, int users, double rate) {
        return StudyCellSamples.cell("plain-jdk", "temurin-25", mode, "hello", "/hello", users, rate);
    }

    @Test
    void pairsMatchRuntimeJvmProfileScenarioAndLoadOnly() {
        List<ModePair> pairs = ModePair.of(List.of(hello("pool", 10, 20_000), hello("virtual", 10, 18_000),
                hello("pool", 100, 22_000), hello("virtual", 100, 23_000),
                StudyCellSamples.cell("plain-jdk", "temurin-21", "virtual", "hello", "/hello", 100, 5_000)));

        assertThat(pairs).extracting(p -> p.context().users() + " " + p.baseline().context().jvm() + " " + p.virtual().context().jvm())
                .containsExactlyInAnyOrder("10 temurin-25 temurin-25", "100 temurin-25 temurin-25");
        assertThat(pairs).filteredOn(p -> p.context().users() == 10).singleElement()
                .satisfies(p -> assertThat(p.ratio()).hasValueSatisfying(r -> assertThat(r).isCloseTo(0.9, org.assertj.core.data.Offset.offset(1e-9))));
    }

    @Test
    void helloConcurrencyMeasuresTheFallFromTheLowestToTheHighestLevelOnTrustedCellsOnly() {
        CellResult flaggedTop = SampleRun.flagged(hello("pool", 10_000, 4_000), List.of(Flag.DRIVER_BOUND));
        List<String> falls = HELLO.falls(List.of(hello("virtual", 10, 20_000), hello("virtual", 10_000, 5_000),
                hello("pool", 10, 20_000), flaggedTop));

        assertThat(falls).anySatisfy(line -> assertThat(line).startsWith("plain-jdk virtual").contains("from 20,000 to 5,000")
                .contains("(25.0% of it)").contains("83,000 to 10,000 (12%)"));
        assertThat(falls).anySatisfy(line -> assertThat(line).startsWith("plain-jdk pool").contains("could not be checked"));
    }

    @Test
    void helloConcurrencyNeverClaimsTheSeedsGainWithoutAComparablePair() {
        List<ModePair> pairs = ModePair.of(List.of(hello("pool", 10, 20_000),
                SampleRun.flagged(hello("virtual", 10, 25_000), List.of(Flag.DRIVER_BOUND))));
        assertThat(HELLO.overallFinding(pairs)).contains("could not be checked").contains("1 pair(s) not comparable");
        assertThat(HELLO.overallFinding(ModePair.of(List.of(hello("pool", 10, 20_000), hello("virtual", 10, 25_000)))))
                .contains("from 1.25x to 1.25x").contains("1 faster").contains("no 4.0x gain");
    }

    @Test
    void aDriverBoundPairHasNoThroughputRatioButStillACpuPerRequestRatio() {
        // Both servers at 95% of one core: 47.5 µs per request for the pool's 20,000 req/s, 38 µs for virtual's 25,000.
        ModePair driverBound = ModePair.of(List.of(hello("pool", 10, 20_000),
                SampleRun.flagged(hello("virtual", 10, 25_000), List.of(Flag.DRIVER_BOUND)))).get(0);
        ModePair costSpread = ModePair.of(List.of(hello("pool", 10, 20_000),
                SampleRun.flagged(hello("virtual", 10, 25_000), List.of(Flag.COST_SPREAD)))).get(0);

        assertThat(driverBound.ratio()).as("capacity: virtual's is only a lower bound").isEmpty();
        assertThat(driverBound.cpuPerRequestRatio()).as("cost: both the servers' own").hasValueSatisfying(
                ratio -> assertThat(ratio).isCloseTo(0.8, org.assertj.core.api.Assertions.within(1e-9)));
        assertThat(driverBound.cpuPerRequestRatioFigure().text()).isEqualTo("0.80x");
        assertThat(costSpread.ratio()).as("CV-CPU leaves the capacity alone").isPresent();
        assertThat(costSpread.cpuPerRequestRatioFigure().value()).as("no number without a comparable pair").isNull();
        assertThat(HELLO.overallFinding(List.of(driverBound))).as("the finding says the cost where capacity cannot")
                .contains("could not be checked").contains("1 pair(s) not comparable")
                .endsWith("; CPU per request (server CPU per OK request, whatever limited the throughput), virtual / pool from 0.80x to "
                        + "0.80x over 1 pair(s).");
        assertThat(ClaimText.of(ShippedJudges.range("cpu-throughput")).overallFinding(List.of(costSpread))).as("no comparable cost: nothing said of it")
                .doesNotContain("CPU per request");
        assertThat(HELLO.costFinding(List.of(driverBound))).as("the seed's 4x as a cost, answered by a driver-bound pair")
                .isEqualTo("Seed 000's claim as CPU per request (4.0x faster at a CPU quota is 0.25x the CPU per request): virtual / pool "
                        + "from 0.80x to 0.80x over 1 pair(s), 1 cheaper with virtual threads; never 0.25x the cost.");
        assertThat(HELLO.costFinding(List.of(costSpread))).as("no pair trusted for its cost: which figure is missing")
                .contains("could not be checked: no pair of cells both trusted for their CPU per request")
                .contains("1 pair(s) not comparable");
    }

    @Test
    void theCpuThroughputStudyHoldsTheCostAgainstTheSeedsRangeSeenFromTheServer() {
        ModePair within = ModePair.of(List.of(StudyCellSamples.cell("plain-jdk", "temurin-25", "pool", "cpu", "/cpu?n=10000", 50, 6_000),
                SampleRun.flagged(StudyCellSamples.cell("plain-jdk", "temurin-25", "virtual", "cpu", "/cpu?n=10000", 50, 4_800),
                        List.of(Flag.DRIVER_BOUND)))).get(0);
        assertThat(ClaimText.of(ShippedJudges.range("cpu-throughput")).costFinding(List.of(within))).as("the same CPU per sample cell: the ratio of the rates inverted")
                .startsWith("Seed 004's finding as CPU per request (10-40% lower throughput at a CPU quota is 1.11x-1.67x the CPU per "
                        + "request with virtual threads): 1 of 1 pair(s) within that range, 1 costlier with virtual threads at all; "
                        + "virtual / pool from 1.25x to 1.25x");
    }

    private static CellResult pinnedCell(String jvm, String mode, double rate, long pinnedEvents) {
        CellResult cell = StudyCellSamples.cell("plain-jdk", jvm, mode, "pinned", "/pinned?delayMs=100", 100, rate);
        return mode.equals("virtual") ? StudyCellSamples.pinned(cell, pinnedEvents) : cell;
    }

    @Test
    void pinningIsReproducedOnlyWithPinningEventsBeforeJdk24NoneAfterAndAGainOnThePool() {
        List<ModePair> reproduced = ModePair.of(List.of(pinnedCell("temurin-21", "pool", 950, 0), pinnedCell("temurin-21", "virtual", 10, 40),
                pinnedCell("temurin-25", "pool", 950, 0), pinnedCell("temurin-25", "virtual", 960, 0)));
        assertThat(PINNING.findings(reproduced)).singleElement().asString().contains("120 pinning event(s)").endsWith(
                "reproduced (pinning before JDK 24, none after, and virtual threads gained on the pool)");

        List<ModePair> stillPinned = ModePair.of(List.of(pinnedCell("temurin-21", "pool", 950, 0), pinnedCell("temurin-21", "virtual", 10, 40),
                pinnedCell("temurin-25", "pool", 950, 0), pinnedCell("temurin-25", "virtual", 10, 40)));
        assertThat(PINNING.findings(stillPinned)).singleElement().asString().endsWith("not reproduced");

        List<ModePair> oneJdk = ModePair.of(List.of(pinnedCell("temurin-25", "pool", 950, 0), pinnedCell("temurin-25", "virtual", 960, 0)));
        assertThat(PINNING.findings(oneJdk)).singleElement().asString().contains("not checked").contains("--jvms temurin-21,temurin-25");
    }

    @Test
    void pinningReadsTheJdkFeatureReleaseFromTheVersionTheJvmReported() {
        assertThat(JdkChangeJudge.jdkMajor("21.0.9+10-LTS")).isEqualTo(21);
        assertThat(JdkChangeJudge.jdkMajor("25+36")).isEqualTo(25);
        assertThat(JdkChangeJudge.jdkMajor("unknown")).isEqualTo(-1);
    }

    private static CellResult ramp(String mode, double... seconds) {
        return StudyCellSamples.rampedIn(StudyCellSamples.cell("liberty", "temurin-25", mode, "io", "/io?delayMs=100", 400, 3_000), seconds);
    }

    @Test
    void rampUpComparesTheTimeTo90PercentOfPeakOfTrustedCells() {
        List<ModePair> pairs = ModePair.of(List.of(ramp("pool", 14, 15, 16), ramp("virtual", 10, 11, 11)));
        assertThat(TimeToPeakJudge.timeRatio(pairs.get(0))).hasValueSatisfying(r -> assertThat(r).isCloseTo(11.0 / 15, org.assertj.core.data.Offset.offset(1e-9)));
        assertThat(RAMP_UP.overallFinding(pairs)).contains("sooner in 1 of 1 comparable pair(s), 1 of them beyond").endsWith("consistent with the study.");

        List<ModePair> noisy = ModePair.of(List.of(ramp("pool", 14, 15, 16),
                SampleRun.flagged(ramp("virtual", 10, 11, 11), List.of(Flag.NOISY_MACHINE))));
        assertThat(TimeToPeakJudge.timeRatio(noisy.get(0))).isEmpty();
        assertThat(RAMP_UP.overallFinding(noisy)).contains("could not be checked");

        // A ramp's mean rate spreads by design: CV does not disqualify its time to 90%, a saturated driver does.
        List<ModePair> spread = ModePair.of(List.of(SampleRun.flagged(ramp("pool", 14, 15, 16), List.of(Flag.WIDE_SPREAD)),
                ramp("virtual", 10, 11, 11)));
        assertThat(TimeToPeakJudge.timeRatio(spread.get(0))).isPresent();
        List<ModePair> driverBound = ModePair.of(List.of(ramp("pool", 14, 15, 16),
                SampleRun.flagged(ramp("virtual", 10, 11, 11), List.of(Flag.DRIVER_BOUND, Flag.WIDE_SPREAD))));
        assertThat(TimeToPeakJudge.timeRatio(driverBound.get(0))).isEmpty();
        assertThat(driverBound.get(0).untrustedBecause(TimeToPeakJudge::disqualifies)).isEqualTo("virtual is flagged DRV");
    }

    @Test
    void bankingNamesAScenarioPerDelayWhoseLittlesLawBoundFollowsThePool() {
        dev.vtbench.harness.matrix.Scenario bank300 = DelayedScenarios.at(DelayedScenarios.shipped("bank"), 300);
        assertThat(bank300.name()).isEqualTo("bank-300ms");
        assertThat(bank300.endpoint()).isEqualTo("/bank?delayMs=300&n=1000");
        assertThat(bank300.delayMs()).contains(300);
        CellResult pool = StudyCellSamples.cell("tomcat", "temurin-25", "pool", "bank-300ms", "/bank?delayMs=300&n=1000", 400, 600);
        CellResult virtual = StudyCellSamples.cell("tomcat", "temurin-25", "virtual", "bank-300ms", "/bank?delayMs=300&n=1000", 400, 1_200);
        assertThat(RemoteDelayJudge.bound(pool, 300)).isEqualTo("667");
        assertThat(RemoteDelayJudge.bound(virtual, 300)).isEqualTo("1,333");
        assertThat(BANKING.overallFinding(ModePair.of(List.of(pool, virtual)))).contains("lower in 0 of 1").contains("2.0x to 2.0x");
    }

    @Test
    void studyOptionsRefuseAnEmptyListOfNames() {
        assertThatThrownBy(() -> HELLO.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("runtimes", ","))))
                .hasMessageContaining("--runtimes needs at least one name");
        assertThat(PINNING.defaultJvms()).containsExactly("temurin-21", "temurin-25");
        assertThat(BANKING.plan(StudyScale.TINY, new StudyOptions(Map.of()))).contains("[20] ms");
    }

    @Test
    void theTinyWindowWarmsUpForAFixedTimeAndSaysItsCellsWereNotWaitedOnToBeSteady() {
        assertThat(HELLO.planAt(StudyScale.TINY, new StudyOptions(Map.of())).keys())
                .containsEntry("warmup.seconds", "2").containsEntry("duration.seconds", "3").doesNotContainKey("warmup.min.seconds")
                .containsEntry("repetitions", "1");
        assertThat(SteadyWindow.at(StudyScale.TINY).methodLine("closed")).contains("not waited on to become steady");
        RangeJudge cpu = ShippedJudges.of("cpu-throughput", RangeJudge.class);
        assertThat(cpu.planAt(StudyScale.DEFAULT, new StudyOptions(Map.of("repetitions", "4", "users", "50,200"))).keys())
                .containsEntry("warmup.min.seconds", "10").containsEntry("warmup.max.seconds", "120")
                .containsEntry("users", "50 200").containsEntry("repetitions", "4").doesNotContainKey("warmup.seconds");
    }
}
