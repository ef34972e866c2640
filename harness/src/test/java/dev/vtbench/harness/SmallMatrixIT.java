package dev.vtbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.gate.GateJudge;
import dev.vtbench.harness.gate.GateVerdict;
import dev.vtbench.harness.gate.PairVerdict;
import dev.vtbench.harness.gate.RegressionGate;
import dev.vtbench.harness.load.EqualLoadPlan;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.LimitingFactor;
import dev.vtbench.harness.result.LimitingFactors;
import dev.vtbench.harness.result.StepFigures;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.RoundsRecord;
import dev.vtbench.harness.run.MatrixRun;
import dev.vtbench.harness.run.RunSettings;
import dev.vtbench.harness.verdict.EqualLoadStep;
import dev.vtbench.harness.verdict.MetricFinding;
import dev.vtbench.harness.verdict.Rounds;
import dev.vtbench.harness.verdict.Verdict;
import dev.vtbench.harness.verdict.VerdictMetric;
import dev.vtbench.harness.view.PublishedSchemas;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The small matrix end to end (plain-jdk on temurin-25, pool and virtual, cpu-1, /io?delayMs=100, then their equal-load
 * steps at 50% of the lower capacity), short and with one repetition, checked against what physics guarantees: with 400 clients and a 100 ms call, a pool of 200 cannot
 * exceed 200 / 0.1 s = 2000 req/s (Little's law), and virtual threads, bounded only by the 400 clients, must do better.
 * Each window opens when the cell's rate is steady, and the results must say so. No timing target beyond that: this is
 * a 2-core machine.
 * <p>Whether a cell becomes steady by its cap is a measurement, not something to assert on a busy 2-core machine (a
 * virtual /io cell whose driver's core is saturated can swing by 10-20% from second to second for 90 s). A cell not
 * steady by its cap must take the path of one (flagged NS, no figure, its steps skipped naming it, a report all the
 * same), and Little's law is then checked on its last seconds, which it bounds as well as a window. What limited each
 * cell is computed from real figures: the pool's threads and the clients for /io. The verdict is written from these
 * cells. The same logic on CPU-bound cells, cells never steady, a driver-bound open load and rounds of repetitions is
 * RecordedRunsTest's, on recorded runs.
 */
class SmallMatrixIT {
    private static final int USERS = 400;
    private static final int POOL_SIZE = 200;
    /** /io's call to the backend. */
    private static final int DELAY_MS = 100;
    /** Little's law: the pool of 200 with a 100 ms call serves at most 2,000 req/s, the 400 clients at most 4,000. */
    private static final double POOL_BOUND = POOL_SIZE / (DELAY_MS / 1000.0);
    private static final double CLIENTS_BOUND = USERS / (DELAY_MS / 1000.0);
    /** Where a cell's rate never settled: its last seconds, which Little's law bounds as well as a window. */
    private static final int TAIL_SECONDS = 10;
    private static final LoadSpec IO_LOAD = LoadSpec.closed(USERS, Warmup.untilSteady(5, 90), 8);
    /**
     * One step at 50% of the lower capacity, warmed and ramped briefly: the plumbing of equal-load steps, not a study. Its
     * settle may last 20 s: a JIT still compiling when the settle runs out has the steps measured again, which costs more.
     */
    private static final LoadSpec STEPS = LoadSpec.equalLoad(Simulation.equalLoadSteps().orElseThrow(),
            EqualLoadPlan.parse(List.of("50%")), 5, Map.of("vtbench.steps.rampSeconds", "2", "vtbench.steps.warmupSeconds", "5",
                    "vtbench.steps.settleMinSeconds", "0", "vtbench.steps.settleMaxSeconds", "20"));
    static final String POOL_IO = "plain-jdk/temurin-25/pool/cpu-1/io/c400";
    static final String VIRTUAL_IO = "plain-jdk/temurin-25/virtual/cpu-1/io/c400";

    @TempDir
    static Path folder;
    static ResultsFolder results;
    static Map<String, CellResult> byCell;
    /** The cells asked for: every one has a result, run or skipped with its reason. */
    static List<Cell> planned;

    @BeforeAll
    static void runTheSmallMatrix() {
        // The equal-load cells after the capacity cells, whose lower capacity their step is a fraction of.
        planned = List.of(
                TestMatrix.cell("plain-jdk", "temurin-25", "pool", "cpu-1", "io", IO_LOAD),
                TestMatrix.cell("plain-jdk", "temurin-25", "virtual", "cpu-1", "io", IO_LOAD),
                TestMatrix.cell("plain-jdk", "temurin-25", "pool", "cpu-1", "io", STEPS),
                TestMatrix.cell("plain-jdk", "temurin-25", "virtual", "cpu-1", "io", STEPS));
        RunSettings settings = new RunSettings(1, ImageSource.HERMETIC);
        results = new MatrixRun(TestMatrix.DEFINITIONS, settings).run(planned, folder.resolve("run"));
        byCell = results.cells().stream().collect(Collectors.toMap(CellResult::cell, Function.identity()));
    }

    @Test
    void everyCellWasMeasured() {
        assertThat(results.cells()).as("one result per cell").hasSize(planned.size());
        for (CellResult cell : results.cells()) {
            if (cell.cell().endsWith("/" + STEPS.label()) && stepsCouldNotRun()) {
                assertThat(cell.status()).as("%s: %s", cell.cell(), cell.reason()).isEqualTo(CellStatus.SKIPPED);
                // One mode's capacity missing names that cell; both missing names the group.
                assertThat(cell.reason()).as("%s says which capacity it lacked", cell.cell())
                        .containsAnyOf("its step rates are fractions of every mode's capacity",
                                "no capacity of plain-jdk/temurin-25/cpu-1/io was measured in this run")
                        .contains("/cpu-1/io");
                continue;
            }
            assertThat(cell.status()).as("%s: %s", cell.cell(), cell.reason()).isEqualTo(CellStatus.MEASURED);
            // Over the whole run, window or not: a cell never steady has no window and so no windowed count.
            assertThat(cell.repetitions().get(0).load().timelineOkPerSecond().stream().mapToLong(Long::longValue).sum())
                    .as("%s completed requests", cell.cell()).isPositive();
            assertThat(cell.context().availableProcessors()).as("%s JVM saw one CPU", cell.cell()).isEqualTo(1);
            assertThat(cell.context().serverCpuset()).as("server and driver pinned apart").isNotEqualTo(cell.context().driverCpuset());
        }
    }

    @Test
    void eachWindowOpenedOnceTheRateWasSteadyAndTheResultsSaySo() {
        for (CellResult cell : capacityCells()) {
            var steadyState = cell.repetitions().get(0).load().steadyState();
            assertThat(steadyState.warmup()).as("%s warm-up", cell.cell()).isEqualTo("until-steady");
            assertThat(steadyState.criterion()).as("%s records its criterion", cell.cell()).isNotNull();
            if (steadyState.neverSteady()) {
                assertThat(cell.flags()).as("%s never steady is flagged", cell.cell()).contains(Flag.NOT_STEADY);
                assertThat(cell.throughput().isMissing()).as("%s never steady has no headline figure", cell.cell()).isTrue();
                assertThat(cell.trusted()).as("%s never steady is not trusted", cell.cell()).isFalse();
            } else {
                Warmup warmup = IO_LOAD.warmup();
                assertThat(steadyState.secondsToSteady()).as("%s time to steady", cell.cell())
                        .isBetween((double) warmup.minSeconds(), (double) warmup.maxSeconds());
                assertThat(steadyState.windowOpenedAtSecond()).as("%s window opens once steady", cell.cell())
                        .isGreaterThanOrEqualTo(steadyState.secondsToSteady());
                assertThat(cell.repetitions().get(0).load().measuredSeconds()).as("%s window", cell.cell()).isCloseTo(8.0, within(0.5));
            }
        }
    }

    @Test
    void poolStaysUnderLittlesLawBoundAndVirtualThreadsExceedIt() {
        CellResult poolCell = byCell.get(POOL_IO);
        CellResult virtualCell = byCell.get(VIRTUAL_IO);
        double pool = observedRate(poolCell);
        double virtual = observedRate(virtualCell);
        assertThat(pool).as("pool throughput %.0f req/s (%s) within pool size / delay = %.0f req/s", pool, whereFrom(poolCell), POOL_BOUND)
                .isLessThanOrEqualTo(POOL_BOUND * edge(poolCell));
        assertThat(virtual).as("virtual throughput %.0f req/s (%s) within users / delay", virtual, whereFrom(virtualCell))
                .isLessThanOrEqualTo(CLIENTS_BOUND * edge(virtualCell));
        assertThat(virtual).as("virtual threads (%.0f req/s, %s) beat the pool bounded by its size (%.0f req/s, %s)",
                virtual, whereFrom(virtualCell), pool, whereFrom(poolCell)).isGreaterThan(pool);
    }

    /**
     * The rate of the cell's window, counted or left out (drift, a busy JIT, a noisy machine: its flag says which); where
     * no window opened, the mean of its last full seconds, which Little's law bounds all the same.
     */
    private static double observedRate(CellResult cell) {
        var repetition = cell.repetitions().get(0);
        if (!repetition.counted()) {
            assertThat(cell.flags()).as("%s has no figure and says why: %s", cell.cell(), repetition.leftOut().text())
                    .contains(repetition.leftOut().reason().flag());
        }
        if (repetition.windowOpened()) {
            return repetition.load().throughputPerSecond();
        }
        List<Long> timeline = cell.repetitions().get(0).load().timelineOkPerSecond();
        List<Long> full = timeline.subList(0, Math.max(0, timeline.size() - 1));
        return full.subList(Math.max(0, full.size() - TAIL_SECONDS), full.size()).stream().mapToLong(Long::longValue).average()
                .orElse(Double.NaN);
    }

    /**
     * The room a bound leaves for its edges: a request that started before the window (or second) and completed inside it
     * counts, 2% over an 8 s window; over the last seconds' mean each thread can finish one more request per second than
     * 1 s / 100 ms, 10%.
     */
    private static double edge(CellResult cell) {
        return cell.repetitions().get(0).windowOpened() ? 1.02 : 1.1;
    }

    private static String whereFrom(CellResult cell) {
        var repetition = cell.repetitions().get(0);
        return !repetition.windowOpened() ? "never steady by its cap: its last " + TAIL_SECONDS + " s " + lastSeconds(cell, TAIL_SECONDS)
                : repetition.counted() ? "its window" : "its window, left out: " + repetition.leftOut().text();
    }

    /**
     * A Little's-law bound is what limited {@code cell} where its rate reached 90% of it, and is not cited where it did
     * not: what the rate reaches is a measurement, not something to assert on a 2-core machine (in a `harness/vtbench
     * test` run on a 2-core machine on 2026-11-26, nothing else running: the pool at 400 users steady below 1,800 req/s
     * with the server at 21% of its CPU, so no figure explained its pace and the harness said so). Below the bound the
     * same factor may still be named for another reason: virtual threads' 400 users set the pace when nothing else was
     * near its limit (in another such run that day: just under 90% of 4,000 req/s, the server at 45% of its CPU, the
     * driver's cores 51% busy), but then not as "% of" the bound.
     */
    private static void assertLimitedByItsBoundWhereItReachedIt(CellResult cell, double bound, LimitingFactor byTheBound,
                                                                String theBound) {
        var repetition = cell.repetitions().get(0);
        String said = cell.limitedBy().describe();
        if (!repetition.windowOpened()) {
            assertThat(cell.limitedBy().factor()).as("%s had no window, so nothing measured its limit: %s", cell.cell(), said)
                    .isEqualTo(LimitingFactor.UNKNOWN);
            return;
        }
        // The limit is read in the window, counted or left out (then said to be), so it is set against that window's rate.
        double share = repetition.load().throughputPerSecond() / bound;
        String why = String.format(java.util.Locale.ROOT, "%s at %.2f%% of its bound %.0f req/s: %s", cell.cell(), 100 * share, bound, said);
        if (share >= LimitingFactors.AT_BOUND) {
            assertThat(cell.limitedBy().factor()).as(why).isEqualTo(byTheBound);
        } else {
            assertThat(said).as(why).doesNotContain(theBound);
        }
    }

    /**
     * Whether an /io capacity has no counted window (never steady within its cap, or left out): the steps, whose rate is
     * half the lower capacity, then cannot run, and must say so.
     */
    private static boolean stepsCouldNotRun() {
        return byCell.get(POOL_IO).throughput().isMissing() || byCell.get(VIRTUAL_IO).throughput().isMissing();
    }

    /** The cells measured through the driver: every cell but steps that could not run. */
    private static List<CellResult> driven() {
        return results.cells().stream().filter(cell -> !cell.repetitions().isEmpty()).toList();
    }

    /** The closed-model cells that wait for a steady rate: their capacity is what the verdict and the steps start from. */
    private static List<CellResult> capacityCells() {
        return List.of(byCell.get(POOL_IO), byCell.get(VIRTUAL_IO));
    }

    @Test
    void whatLimitedEachCellIsComputedFromItsFigures() {
        assertLimitedByItsBoundWhereItReachedIt(byCell.get(POOL_IO), POOL_BOUND, LimitingFactor.POOL_THREADS, "of the pool's bound");
        assertLimitedByItsBoundWhereItReachedIt(byCell.get(VIRTUAL_IO), CLIENTS_BOUND, LimitingFactor.CLIENTS, "of the users' bound");
    }

    @Test
    void equalLoadStepsOfferBothModesTheSameRateOnceTheirCapacitiesAreKnown() {
        // Steps whose capacities were never steady are skipped, naming them: everyCellWasMeasured holds that case.
        if (stepsCouldNotRun()) {
            return;
        }
        CellResult pool = byCell.get("plain-jdk/temurin-25/pool/cpu-1/io/" + STEPS.label());
        CellResult virtual = byCell.get("plain-jdk/temurin-25/virtual/cpu-1/io/" + STEPS.label());
        for (CellResult cell : List.of(pool, virtual)) {
            assertThat(cell.status()).as("%s: %s", cell.cell(), cell.reason()).isEqualTo(CellStatus.MEASURED);
            StepFigures step = cell.repetitions().get(0).steps().get(0);
            assertThat(step.percent()).as("%s: its one step is 50%% of the lower capacity", cell.cell()).isEqualTo(50);
            assertThat(step.load().ok()).as("%s: requests completed in the step's window", cell.cell()).isPositive();
            assertThat(step.p99Millis()).as("%s: the step's p99", cell.cell()).isPositive();
            assertThat(step.resources().serverCpuPercent()).as("%s: the server's CPU in the step's own window", cell.cell())
                    .isPositive();
        }
        assertThat(pool.repetitions().get(0).steps().get(0).rate()).as("both modes offered the same rate")
                .isEqualTo(virtual.repetitions().get(0).steps().get(0).rate());
        // Little's law: 50% of the pool's 2000 req/s bound is at most 1000 req/s, whatever the virtual threads reached.
        assertThat(byCell.get("plain-jdk/temurin-25/pool/cpu-1/io/" + STEPS.label()).repetitions().get(0).steps().get(0).rate())
                .as("the /io step: half the lower capacity, the pool's").isLessThanOrEqualTo((int) (POOL_BOUND / 2 * 1.02));
    }

    @Test
    void theVerdictComparesTheModesOfEachGroupAndNamesWhatItCouldNot() throws IOException {
        String summary = Files.readString(results.path().resolve("summary.md"));
        assertThat(summary).as("the verdict comes before the cells' table").contains("## Verdict");
        assertThat(summary.indexOf("## Verdict")).isLessThan(summary.indexOf("| cell |"));
        assertThat(summary).as("a sentence on the two modes").contains("plain-jdk/temurin-25/cpu-1/io/c400")
                .contains("virtual threads against the pool").contains("capacity");
        if (!stepsCouldNotRun()) {
            // A step a mode fell behind (latency growing through its window on a busy machine) is a finding of its own,
            // which keeps that step's p99 out of the comparison: either way the verdict speaks of the step.
            String verdict = summary.substring(summary.indexOf("## Verdict"), summary.indexOf("| cell |"));
            assertThat(verdict).as("the step's p99, or the mode that fell behind it, in the verdict")
                    .containsAnyOf("p99 at 50% load", "over capacity");
        }
        assertThat(summary).as("the interval's method is said").contains("paired by round");
        String page = Files.readString(results.path().resolve("comparison.html"));
        assertThat(page).as("the page's verdict").contains("virtual threads against the pool");
    }

    /**
     * A p99 gate at the step, on this live run, reads the verdict's own figure: judged with its ratio where the verdict
     * compared the step's p99, not judged where it did not (a mode over capacity there, or a driver late). Which of the
     * two a busy machine gives is the run's to say; that gate and verdict agree is the harness's.
     */
    @Test
    void aP99GateAtTheStepReadsTheVerdictsFigure() {
        GateVerdict gate = GateJudge.judge(List.of(RegressionGate.parse("p99 at 50% virtual/pool <= 1.2 at cpu-1")), results).get(0);
        assertThat(gate.pairs()).as(gate.describe()).hasSize(1);
        PairVerdict pair = gate.pairs().get(0);
        Verdict verdict = Verdict.of(results.cells(), Rounds.of(RoundsRecord.read(results.path())));
        Optional<MetricFinding> finding = verdict.comparisons().stream().filter(c -> c.group().equals("plain-jdk/temurin-25/cpu-1/io/c400"))
                .findFirst().orElseThrow().finding(VerdictMetric.LATENCY_P99, EqualLoadStep.atPercent(50));
        if (finding.orElse(null) instanceof MetricFinding.Compared compared) {
            assertThat(pair).as(gate.describe()).isInstanceOfSatisfying(PairVerdict.Judged.class, judged -> {
                assertThat(judged.ratio()).as("the verdict's ratio at 50%% load").isEqualTo(compared.ratio());
                if (compared.bound() == MetricFinding.Bound.EXACT) {
                    assertThat(judged.holds()).as(judged.describe(gate.gate())).isEqualTo(compared.ratio().ratio() <= 1.2);
                }
            });
            assertThat(gate.outcome()).as(gate.describe()).isEqualTo(((PairVerdict.Judged) pair).holds()
                    ? GateVerdict.Outcome.PASSED : GateVerdict.Outcome.FAILED);
        } else {
            assertThat(pair).as("the verdict did not compare it (%s): %s", finding, gate.describe()).isInstanceOf(PairVerdict.Unjudged.class);
            assertThat(gate.outcome()).as(gate.describe()).isEqualTo(GateVerdict.Outcome.NOT_JUDGED);
        }
    }

    private static List<Long> lastSeconds(CellResult cell, int seconds) {
        List<Long> timeline = cell.repetitions().get(0).load().timelineOkPerSecond();
        return timeline.subList(Math.max(0, timeline.size() - seconds), timeline.size());
    }

    @Test
    void resultsFolderHoldsReportsMachineReadableResultsAndSummary() throws IOException {
        Path run = results.path();
        JsonNode json = new ObjectMapper().readTree(run.resolve("results.json").toFile());
        assertThat(json.path("cells")).as("results.json cells").hasSize(planned.size());
        assertThat(json.path("run").path("machine").path("cores").asText()).as("machine context").isNotEmpty();
        JsonNode first = json.path("cells").get(0).path("context");
        for (String field : List.of("jvmVendor", "jvmVersion", "serverCpuset", "driverCpuset", "imageId", "startedAt", "loadModel")) {
            assertThat(first.path(field).asText()).as("context field %s", field).isNotEmpty();
        }
        List<String> csv = Files.readAllLines(run.resolve("results.csv"));
        // A cell that did not run (the steps, when a capacity was never steady) still has its row, with its status.
        int rows = results.cells().stream().mapToInt(cell -> Math.max(1, cell.repetitions().size())).sum();
        assertThat(csv).as("CSV header + one row per cell x repetition, one per cell not run").hasSize(1 + rows);
        String page = Files.readString(run.resolve("comparison.html"));
        assertThat(page).as("comparison.html: charts, every cell, offline").contains("data-chart=").contains("plain-jdk/temurin-25/virtual/cpu-1/io/c400")
                .doesNotContain("src=\"http").doesNotContain("href=\"http");
        String summary = Files.readString(run.resolve("summary.md"));
        assertThat(summary).contains("| cell |").contains("plain-jdk/temurin-25/virtual/cpu-1/io/c400");
        // The Little's-law note sets a cell's figure against its bound: only a cell with a figure has one.
        if (capacityCells().stream().anyMatch(cell -> !cell.throughput().isMissing())) {
            assertThat(summary).as("the note on the bound of an /io cell with a figure").contains("Little's law");
        }
        for (CellResult cell : driven()) {
            Path report = run.resolve("cells").resolve(cell.cell().replace('/', '_')).resolve(cell.repetitions().get(0).gatlingReport());
            assertThat(report.resolve("index.html")).as("Gatling HTML report of %s", cell.cell()).exists();
        }
    }

    @Test
    void theFilesTheRunWroteHoldToThePublishedSchemas() throws IOException {
        PublishedSchemas.FolderCheck check = PublishedSchemas.check(results.path());

        assertThat(check.cellResults()).as("each cell's result.json").hasSize(planned.size());
        // Every cell that ran (all but steps whose rates could not be fixed) went through the driver and wrote its stats.json.
        assertThat(check.statsFiles().size()).as("the driver's stats.json files: %s", check.statsFiles()).isGreaterThanOrEqualTo(driven().size());
        assertThat(check.problems()).as("what docs/schemas/ finds wrong in results.json, cells/*/result.json and the stats.json files")
                .isEmpty();
    }
}
