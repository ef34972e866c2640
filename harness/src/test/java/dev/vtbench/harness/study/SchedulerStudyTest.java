package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.Repetition;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The scheduler study's rule: each parallelism against the JVM's default, on trusted cells only, with the kernel's scheduler. */
class SchedulerStudyTest {
    private static final ParallelismJudge STUDY = ShippedJudges.of("scheduler", ParallelismJudge.class);
    private static final StudyClaim CLAIM = ClaimedStudy.named("scheduler").claim();

    /** A virtual /cpu cell around {@code rate} req/s (repetitions 3% apart) whose quota throttled this share of periods. */
    private static CellResult virtual(double rate, double throttledPercent) {
        CellResult cell = StudyCellSamples.cell("plain-jdk", "temurin-25", "virtual", "cpu", "/cpu?n=10000", 50, rate);
        List<Repetition> repetitions = cell.repetitions().stream().map(r -> {
            ResourceUse u = r.resources();
            ResourceUse throttled = new ResourceUse(u.seconds(), u.serverCpuPercent(), throttledPercent + r.index(), throttledPercent / 10,
                    u.serverSampledPeakRssBytes(), u.backendCpuPercent(), u.driverCpuPercent(), u.driverCpuPercentOfItsCores(),
                    u.serverPeakMemoryBytes(), u.serverPeakMemoryFromLoadStart(), u.driverCoresBusyPercent());
            // 20 s window: 2,000 voluntary and 500 involuntary switches.
            JvmUse jvm = new JvmUse(20, 0, 0, Map.of(), -1, -1, -1, -1, -1, -1, -1, -1, 0, 2_000, 500, 20, "");
            return new Repetition(r.index(), r.load(), r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(), r.serverStateAfter(),
                    throttled, jvm, r.jvmDiagnostics(), r.phaseSeconds(), r.noise(), r.driverWarmStart());
        }).toList();
        return new CellResult(cell.cell(), cell.status(), cell.reason(), cell.serverLog(), cell.context(), cell.verification(),
                repetitions, cell.throughput(), cell.p99Millis(), cell.notes(), cell.flags());
    }

    /** The cell as a run with this scheduler parallelism asked for records it (none: the JVM's default, the JVM reporting 1). */
    private static CellResult ran(CellResult cell, Integer parallelism) {
        var context = dev.vtbench.harness.result.Contexts.from(cell.context()).serverJvmOptions(parallelism == null ? ""
                : dev.vtbench.harness.matrix.ServerJvmOptions.parallelismOption(parallelism), parallelism == null ? 1 : parallelism).build();
        return new CellResult(cell.cell(), cell.status(), cell.reason(), cell.serverLog(), context, cell.verification(),
                cell.repetitions(), cell.throughput(), cell.p99Millis(), cell.notes(), cell.flags());
    }

    @Test
    void theJudgeTellsTheRunsApartByTheOptionsEachCellRecordedAndComparesEachParallelismWithTheDefault() {
        CellResult pool = StudyCellSamples.cell("plain-jdk", "temurin-25", "pool", "cpu", "/cpu?n=10000", 50, 1_100);
        List<CellResult> cells = List.of(ran(pool, null), ran(virtual(1_000, 10), null), ran(virtual(900, 30), 2), ran(virtual(990, 10), 4));

        StudyFindings found = STUDY.judge(cells, STUDY.planAt(StudyScale.DEFAULT, new StudyOptions(Map.of())));

        assertThat(found.sections()).singleElement().satisfies(section -> {
            assertThat(section.table().texts()).extracting(row -> row.get(0)).containsExactly("none (pool mode, platform threads)",
                    "default (availableProcessors() = 1)", "2", "4");
            assertThat(section.findings()).anySatisfy(line -> assertThat(line).startsWith("parallelism 2: 0.90x the default parallelism's"))
                    .anySatisfy(line -> assertThat(line).startsWith("parallelism 4: 0.99x"))
                    .anySatisfy(line -> assertThat(line).startsWith("virtual threads at the default parallelism: 0.91x the pool's throughput"));
        });
        assertThat(found.findings().get(0)).contains("throughput 0.90x to 0.99x the default's in 2 comparable cell(s)")
                .contains("beyond the repetitions' spread in 1 (lower in 1)");
        assertThat(found.findings().get(1)).startsWith("This study ran on Linux");
    }

    @Test
    void aParallelismIsComparedWithTheDefaultBeyondOrWithinTheSpreadWithItsThrottling() {
        ParallelismComparison lower = new ParallelismComparison(4, virtual(900, 30), virtual(1_000, 10));
        assertThat(lower.ratio()).hasValueSatisfying(r -> assertThat(r).isCloseTo(0.9, org.assertj.core.data.Offset.offset(1e-9)));
        assertThat(lower.finding()).startsWith("parallelism 4: 0.90x the default parallelism's throughput (10.0% lower), beyond the "
                + "repetitions' spread").contains("CFS-throttled periods 32.0% (3,000 ms) against 12.0% (1,000 ms) at the default, higher in every repetition");

        ParallelismComparison same = new ParallelismComparison(2, virtual(990, 10), virtual(1_000, 10));
        assertThat(same.finding()).contains("within the repetitions' spread").doesNotContain("higher in every repetition");
        assertThat(same.throttlingRose()).isFalse();
    }

    @Test
    void theFindingComparesTrustedCellsOnlyAndQuotesTheSeed() {
        List<ParallelismComparison> comparisons = List.of(new ParallelismComparison(2, virtual(990, 10), virtual(1_000, 10)),
                new ParallelismComparison(4, virtual(800, 30), virtual(1_000, 10)),
                new ParallelismComparison(8, SampleRun.flagged(virtual(700, 10), List.of(Flag.NOT_STEADY)), virtual(1_000, 10)));
        assertThat(STUDY.overallFinding(comparisons)).contains("throughput 0.80x to 0.99x the default's in 2 comparable cell(s)")
                .contains("beyond the repetitions' spread in 1 (lower in 1)").contains("throttled more in every repetition in 1")
                .contains("1 not comparable").contains("\"" + CLAIM.file().required("published.finding") + "\" ("
                        + CLAIM.file().required("published.conditions") + ")").contains("Linux kernel scheduler and Java's ForkJoinPool");

        String none = STUDY.overallFinding(List.of(new ParallelismComparison(2, virtual(990, 10),
                SampleRun.flagged(virtual(1_000, 10), List.of(Flag.DRIVER_BOUND)))));
        assertThat(none).startsWith("Seed 004's scheduler finding could not be checked").contains("1 not comparable");
        assertThat(new ParallelismComparison(2, virtual(990, 10), SampleRun.flagged(virtual(1_000, 10), List.of(Flag.DRIVER_BOUND)))
                .finding()).isEqualTo("parallelism 2: not compared with the default parallelism: the default is flagged DRV");
    }

    @Test
    void contextSwitchesArePerSecondAndPerCompletedRequest() {
        CpuContention contention = CpuContention.of(virtual(1_000, 10));
        // 2,000 voluntary switches over 20 s and over 20,000 requests (1,000/s for 20 s).
        assertThat(contention.contextSwitches()).isEqualTo("100/s, 0.100/req · 25/s, 0.025/req");
        assertThat(CpuContention.of(StudyCellSamples.cell("plain-jdk", "temurin-25", "pool", "cpu", "/cpu", 50, 1_000)).contextSwitches())
                .as("switches not read: unknown, not zero").isEqualTo("no figure");
    }

    @Test
    void theKernelsSchedulerIsStatedBesideTheSeeds() {
        assertThat(ParallelismJudge.schedulerStatement("6.18.44-fc")).contains("EEVDF, not CFS").contains("seed's kernels (2023, not named) most likely used CFS");
        assertThat(ParallelismJudge.schedulerStatement("5.15.0-91-generic")).contains("CFS (before Linux 6.6), as the seed's kernels");
    }

    @Test
    void profilesThatDoNotFitAreSaidPlainlyWithTheSeedsTwoCpus() {
        Definitions definitions = Definitions.load(Path.of("").toAbsolutePath().getParent());
        var profiles = List.of(definitions.profiles().get("cpu-0.5"), definitions.profiles().get("cpu-1"), definitions.profiles().get("cpu-2"));
        assertThat(ParallelismJudge.unfitStatement(profiles, 2)).startsWith("Profiles cpu-2 cannot run on this 2-core machine")
                .contains("2 CPUs among them: the least multi-core case of the seed's \"limited CPUs\" was not measured here");
        assertThat(ParallelismJudge.unfitStatement(profiles.subList(0, 2), 2)).startsWith("Every CPU profile asked for fits this 2-core machine.")
                .contains("Every profile measured pins the server to one core");
        assertThat(ParallelismJudge.unfitStatement(profiles, 4)).as("cpu-2 fits 4 cores and gives the server two")
                .isEqualTo("Every CPU profile asked for fits this 4-core machine.");
    }

    @Test
    void eachParallelismIsARunOfItsOwnBesideTheDefaultAndABadValueIsRefused() {
        ParallelismJudge study = STUDY;
        StudyOptions none = new StudyOptions(Map.of());
        MatrixPlan plan = study.planAt(StudyScale.DEFAULT, none);
        assertThat(study.parallelisms(StudyScale.DEFAULT, none)).containsExactly(2, 4);
        assertThat(plan.users()).containsExactly(50);
        assertThat(study.runs(StudyScale.DEFAULT, none)).extracting(ParallelismJudge.SchedulerRun::folder, run -> run.matrix(plan).modes(),
                        run -> run.matrix(plan).get("server.jvm.options").orElse(""))
                .containsExactly(org.assertj.core.groups.Tuple.tuple("run-parallelism-default", List.of("pool", "virtual"), ""),
                        org.assertj.core.groups.Tuple.tuple("run-parallelism-2", List.of("virtual"), "-Djdk.virtualThreadScheduler.parallelism=2"),
                        org.assertj.core.groups.Tuple.tuple("run-parallelism-4", List.of("virtual"), "-Djdk.virtualThreadScheduler.parallelism=4"));
        assertThat(study.parallelisms(StudyScale.TINY, none)).containsExactly(2);
        assertThatThrownBy(() -> study.plan(StudyScale.DEFAULT, new StudyOptions(Map.of("parallelism", "2,0"))))
                .hasMessageContaining("--parallelism must be a whole number from 1 to 256, was '0'");
    }
}
