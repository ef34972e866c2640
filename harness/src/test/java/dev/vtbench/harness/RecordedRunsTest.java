package dev.vtbench.harness;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.gate.GateJudge;
import dev.vtbench.harness.gate.GateVerdict;
import dev.vtbench.harness.gate.PairVerdict;
import dev.vtbench.harness.gate.RegressionGate;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Concurrency;
import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.Limit;
import dev.vtbench.harness.result.LimitingFactor;
import dev.vtbench.harness.result.LimitingFactors;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.RoundsRecord;
import dev.vtbench.harness.verdict.EqualLoadStep;
import dev.vtbench.harness.verdict.Difference;
import dev.vtbench.harness.verdict.MetricFinding;
import dev.vtbench.harness.verdict.ModeComparison;
import dev.vtbench.harness.verdict.Rounds;
import dev.vtbench.harness.verdict.Verdict;
import dev.vtbench.harness.verdict.VerdictMetric;
import dev.vtbench.harness.view.PublishedSchemas;
import dev.vtbench.harness.view.ResultsWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The harness's logic on real runs without load: four `harness/vtbench run`s recorded on a 2-core machine by
 * {@code harness/record-test-runs} (src/test/resources/recorded/), read back as the harness reads any results folder,
 * so which windows count is judged again by today's rules, the limits the tests ask for are computed again from each
 * window's figures, and the verdict and gates are computed from them; flags, notes and stored limits are the
 * recording's. Some assertions hold on any recording of these commands (Little's law, a gate reading the verdict's own
 * figure); others hold for what these figures are (one counted /cpu repetition a side, db-pool50 never steady), and
 * say so: a new recording that no longer fits one needs that case rewritten, not the rule.
 * <ul>
 *   <li>{@code first-run}: the README's first run: /cpu (10 users) and /io (100 ms, 400 users), the plain-JDK pool of
 *       200 against virtual threads on one CPU, in rounds with an equal-load step at 50%;</li>
 *   <li>{@code a-a}: the same with the pool against its twin ({@code --modes pool,pool});</li>
 *   <li>{@code db}: PostgreSQL behind a JDBC pool of 10 ({@code db}) and of 50 ({@code db-pool50}), 400 users;</li>
 *   <li>{@code driver-bound}: an open-model /hello at 30,000 req/s on the plain-JDK pool, beyond one driver core
 *       ({@code recorded/matrices/driver-bound.properties}).</li>
 * </ul>
 */
class RecordedRunsTest {
    private static final String IO = "plain-jdk/temurin-25/cpu-1/io/c400";
    private static final String CPU = "plain-jdk/temurin-25/cpu-1/cpu/c10";
    private static final String DB = "plain-jdk/temurin-25/cpu-1/db/c400";
    private static final String DB_POOL50 = "plain-jdk/temurin-25/cpu-1/db-pool50/c400";

    @Test
    void virtualThreadsServeTheFirstRunsBlockingCallWithMoreCapacityThanThePoolsBoundAllows() {
        ModeComparison io = comparison(verdict(run("first-run")), IO);
        MetricFinding capacity = io.finding(VerdictMetric.CAPACITY, null).orElseThrow();
        // The pool is capped at 2,000 req/s by Little's law; 400 users on virtual threads are not.
        assertThat(capacity).as("%s: %s", IO, io.sentence()).isInstanceOf(MetricFinding.Compared.class);
        assertThat(capacity.better()).as("capacity: %s", io.sentence()).contains(MetricFinding.Side.VIRTUAL);
        assertThat(((MetricFinding.Compared) capacity).ratio().lower()).as("the whole interval beyond 1.5").isGreaterThan(1.5);
        assertThat(io.sentence()).as("the sentence says what the finding says").contains("of the pool's capacity")
                .contains("virtual threads serve this endpoint");
    }

    @Test
    void aFigureWithOneCountedRepetitionOnASideIsNotDecided() {
        // /cpu's capacity: 2 of 3 repetitions of each mode never steady within the 60 s cap, so one value a side.
        ResultsFolder run = run("first-run");
        for (CellResult cell : cells(run, "/cpu-1/cpu/c10")) {
            long counted = cell.repetitions().stream().filter(Repetition::counted).count();
            assertThat(counted).as("%s counted repetitions", cell.cell()).isEqualTo(1);
            assertThat(cell.flags()).as("%s says some were left out", cell.cell()).contains(Flag.LEFT_OUT);
        }
        MetricFinding capacity = comparison(verdict(run), CPU).finding(VerdictMetric.CAPACITY, null).orElseThrow();
        assertThat(capacity.better()).as("one value a side decides nothing: %s", capacity).isEmpty();
        assertThat(capacity).isInstanceOfSatisfying(MetricFinding.Compared.class,
                compared -> assertThat(compared.ratio().hasInterval()).as("no interval from one value a side").isFalse());
    }

    @Test
    void aPoolAgainstItsOwnTwinIsShownDifferentOnNoFigure() {
        Verdict verdict = verdict(run("a-a"));
        assertThat(verdict.comparisons()).as("the twin against the pool in both scenarios").hasSize(2);
        for (ModeComparison comparison : verdict.comparisons()) {
            assertThat(comparison.sentence()).as("%s", comparison.group()).startsWith("the pool's twin against the pool");
            for (MetricFinding finding : comparison.findings()) {
                assertThat(finding.better()).as("%s, %s: %s", comparison.group(), finding.metric(), comparison.sentence()).isEmpty();
            }
        }
    }

    @Test
    void twoModesHeldByTheSameConnectionPoolHaveTheSameCapacityAndNeitherIsBetter() {
        ResultsFolder run = run("db");
        for (CellResult cell : cells(run, "/cpu-1/db/c400")) {
            assertThat(cell.limitedBy().factor()).as("%s: %s", cell.cell(), cell.limitedBy().describe())
                    .isEqualTo(LimitingFactor.CONNECTION_POOL);
        }
        MetricFinding capacity = comparison(verdict(run), DB).finding(VerdictMetric.CAPACITY, null).orElseThrow();
        // Three rounds at 454-465 req/s a side, each round's ratio 0.975-0.996: within 5% of 1, but at the first look's
        // confidence and two degrees of freedom the interval reaches just past 5% below it.
        assertThat(capacity).isInstanceOfSatisfying(MetricFinding.Compared.class, compared -> {
            assertThat(compared.ratio().ratio()).as("%s", compared.ratio()).isBetween(0.95, 1.05);
            assertThat(compared.difference()).as("%s", compared.ratio()).isIn(Difference.SAME, Difference.NO_DIFFERENCE_DETECTED);
        });
        assertThat(capacity.better()).as("neither better: the pool of 10 connections sets both paces").isEmpty();
    }

    @Test
    void cellsNeverSteadyHaveNoFigureAndTheVerdictComparesNothingOfThem() {
        ResultsFolder run = run("db");
        for (CellResult cell : cells(run, "/cpu-1/db-pool50/c400")) {
            assertThat(cell.repetitions()).as("%s", cell.cell()).allSatisfy(repetition -> assertThat(repetition.windowOpened()).isFalse());
            assertThat(cell.flags()).as("%s", cell.cell()).contains(Flag.NOT_STEADY);
            assertThat(cell.throughput().isMissing()).as("%s has no capacity", cell.cell()).isTrue();
            assertThat(cell.limitedBy().factor()).as("%s: nothing measured its limit", cell.cell()).isEqualTo(LimitingFactor.UNKNOWN);
        }
        ModeComparison comparison = comparison(verdict(run), DB_POOL50);
        assertThat(comparison.findings()).as(comparison.sentence()).allSatisfy(finding ->
                assertThat(finding).isInstanceOf(MetricFinding.NotCompared.class));
        assertThat(comparison.sentence()).contains("nothing can be decided");
    }

    @Test
    void noCountedWindowOfAFixedDelayExceedsItsLittlesLawBound() {
        int windows = 0;
        for (String name : List.of("first-run", "a-a", "db")) {
            // A cell not run (steps whose capacities were never steady) has no context and no window.
            for (CellResult cell : run(name).cells().stream().filter(cell -> cell.context() != null).toList()) {
                Optional<Integer> delayMs = LimitingFactors.fixedDelayMs(cell.context());
                if (delayMs.isEmpty() || delayMs.get() <= 0 || cell.context().loadModel() != LoadModel.CLOSED
                        || !cell.context().simulation().constantLoad()) {
                    continue;
                }
                double bound = Concurrency.of(cell.context()).boundPerSecond(delayMs.get());
                for (Repetition repetition : cell.repetitions().stream().filter(Repetition::counted).toList()) {
                    windows++;
                    // 2% for the window's edges: a request started before the window and completed inside it counts.
                    assertThat(repetition.load().throughputPerSecond()).as("%s repetition %d against %.0f req/s", cell.cell(),
                            repetition.index(), bound).isLessThanOrEqualTo(bound * 1.02);
                }
                assertThat(cell.flags()).as("%s", cell.cell()).doesNotContain(Flag.ABOVE_BOUND);
            }
        }
        assertThat(windows).as("counted windows of a fixed delay in the recordings").isGreaterThanOrEqualTo(10);
    }

    /**
     * A pool's Little's-law bound is what limited a window whose rate reached 90% of it, and is not cited for one below:
     * each counted /io window of the pool, judged again by today's rules from its recorded figures.
     */
    @Test
    void aPoolIsNamedTheLimitWhereItsRateReachedItsBoundAndNotBelow() {
        List<JudgedWindow> pools = countedWindowsJudgedAgain("/cpu-1/io/c400").stream()
                .filter(window -> !window.cell().context().mode().isVirtual()).toList();
        for (JudgedWindow window : pools) {
            double bound = Concurrency.of(window.cell().context()).boundPerSecond(100);
            double share = window.repetition().load().throughputPerSecond() / bound;
            String why = String.format(Locale.ROOT, "%s at %.1f%% of %.0f req/s: %s", window, 100 * share, bound,
                    window.limit().describe());
            if (share >= LimitingFactors.AT_BOUND) {
                assertThat(window.limit().factor()).as(why).isEqualTo(LimitingFactor.POOL_THREADS);
            } else {
                assertThat(window.limit().describe()).as(why).doesNotContain("of the pool's bound");
            }
        }
        assertThat(pools).as("counted /io windows of a pool").hasSizeGreaterThanOrEqualTo(6);
    }

    /** A closed model on /cpu keeps the server's one CPU busy: each counted window, judged again from its figures. */
    @Test
    void aCpuBoundWindowIsNamedLimitedByTheServersCpu() {
        List<JudgedWindow> windows = countedWindowsJudgedAgain("/cpu-1/cpu/c10");
        for (JudgedWindow window : windows) {
            assertThat(window.limit().factor()).as("%s: %s", window, window.limit().describe()).isEqualTo(LimitingFactor.SERVER_CPU);
        }
        assertThat(windows).as("counted /cpu windows").hasSizeGreaterThanOrEqualTo(4);
    }

    /**
     * An open model offering 30,000 /hello requests a second, far more than one driver core sends: the driver's cores
     * saturate while the server, offered what the driver manages, has CPU to spare. Its window judged again from its
     * figures is limited by the driver, and the capacity is a lower bound kept out of every ratio (flagged DRV, or the
     * flag of why its window was left out).
     */
    @Test
    void anOpenLoadBeyondTheDriversCoreIsLimitedByTheDriverAndItsCapacityIsNotTrusted() {
        List<CellResult> cells = run("driver-bound").cells();
        assertThat(cells).extracting(CellResult::cell).containsExactly("plain-jdk/temurin-25/pool/cpu-1/hello/o30000");
        CellResult cell = cells.get(0);
        Repetition repetition = cell.repetitions().get(0);
        Limit limit = LimitingFactors.of(cell.context(), LimitingFactors.fixedDelayMs(cell.context()), repetition);
        assertThat(limit.factor()).as("%s: %s", cell.cell(), limit.describe()).isEqualTo(LimitingFactor.DRIVER);
        assertThat(cell.flags()).as("a driver-bound capacity is a lower bound, kept out of ratios")
                .contains(repetition.counted() ? Flag.DRIVER_BOUND : repetition.leftOut().reason().flag());
        assertThat(cell.trustedFor(Figure.CAPACITY)).as("%s's capacity trusted", cell.cell()).isFalse();
        assertThat(repetition.cost().cpuMicrosPerRequest()).as("its CPU per request holds all the same").isPositive();
    }

    /** summary.md, comparison.html and results.csv written again from a recorded run, cells never steady included. */
    @Test
    void theViewsAreWrittenAgainFromARecordedRun(@TempDir Path folder) throws IOException {
        Path recorded = run("db").path();
        for (String file : List.of(ResultsFolder.RESULTS_FILE, RoundsRecord.FILE, ResultsFolder.MATRIX_FILE)) {
            Files.copy(recorded.resolve(file), folder.resolve(file));
        }
        ResultsFolder copy = ResultsFolder.open(folder);
        assertThat(ResultsWriter.rerender(copy)).extracting(path -> path.getFileName().toString())
                .contains("summary.md", "comparison.html", "results.csv");
        String summary = Files.readString(folder.resolve("summary.md"));
        String page = Files.readString(folder.resolve("comparison.html"));
        assertThat(summary).contains("## Verdict").contains("nothing can be decided");
        for (CellResult cell : copy.cells()) {
            assertThat(summary).as("summary.md names %s", cell.cell()).contains(cell.cell());
            assertThat(page).as("comparison.html names %s", cell.cell()).contains(cell.cell());
        }
        assertThat(page).as("offline").doesNotContain("src=\"http").doesNotContain("href=\"http");
        int rows = copy.cells().stream().mapToInt(cell -> Math.max(1, cell.repetitions().size())).sum();
        assertThat(Files.readAllLines(folder.resolve("results.csv"))).as("a header and a row per cell and repetition").hasSize(1 + rows);
    }

    @Test
    void aGateJudgesEachPairOnTheVerdictsOwnFigure() {
        ResultsFolder run = run("first-run");
        Verdict verdict = verdict(run);
        GateVerdict gate = GateJudge.judge(List.of(RegressionGate.parse("virtual/pool >= 1.5 at cpu-1")), run).get(0);

        for (String group : List.of(IO, CPU)) {
            MetricFinding.Compared verdicts = (MetricFinding.Compared) comparison(verdict, group).finding(VerdictMetric.CAPACITY, null)
                    .orElseThrow();
            PairVerdict pair = pairOf(gate, group);
            assertThat(pair).as(gate.describe()).isInstanceOfSatisfying(PairVerdict.Judged.class, judged -> {
                assertThat(judged.ratio()).as("%s: the verdict's ratio and interval", group).isEqualTo(verdicts.ratio());
                assertThat(judged.holds()).as("%s: %s", group, judged.describe(gate.gate())).isEqualTo(verdicts.ratio().ratio() >= 1.5);
            });
        }
        // /io: 1.6 at the least of its interval; /cpu: about 1.1 from one repetition a side (one pair of values), which the gate says.
        assertThat(gate.describe()).contains("(one pair of values: no interval)");
        assertThat(gate.outcome()).as(gate.describe()).isEqualTo(GateVerdict.Outcome.FAILED);
    }

    /**
     * A p99 gate at an equal-load step reads the verdict's figure at that step: judged with the verdict's ratio and
     * interval where the verdict compared it, and, where it did not, not judged, for the reason the verdict gives (in this
     * recording, both groups: the driver started its arrivals late at 50% load, so neither p99 there is the server's).
     */
    @Test
    void aP99GateAtAStepJudgesEachPairOnTheVerdictsStepFigure() {
        ResultsFolder run = run("first-run");
        Verdict verdict = verdict(run);
        GateVerdict gate = GateJudge.judge(List.of(RegressionGate.parse("p99 at 50% virtual/pool <= 1.2 at cpu-1")), run).get(0);

        for (String group : List.of(IO, CPU)) {
            MetricFinding finding = comparison(verdict, group).finding(VerdictMetric.LATENCY_P99, EqualLoadStep.atPercent(50))
                    .orElseThrow(() -> new AssertionError(group + ": no p99 at 50% load in the verdict"));
            PairVerdict pair = pairOf(gate, group);
            switch (finding) {
                case MetricFinding.Compared compared -> assertThat(pair).as(gate.describe()).isInstanceOfSatisfying(PairVerdict.Judged.class,
                        each -> assertThat(each.ratio()).as("%s: the verdict's ratio and interval at 50%% load", group).isEqualTo(compared.ratio()));
                case MetricFinding.NotCompared not -> assertThat(pair).as(gate.describe()).isInstanceOfSatisfying(PairVerdict.Unjudged.class,
                        each -> assertThat(each.reason()).as("%s: the verdict's own reason", group).contains(not.reason()));
                case MetricFinding.OverCapacity over -> assertThat(pair).as(gate.describe()).isInstanceOfSatisfying(PairVerdict.Unjudged.class,
                        each -> assertThat(each.reason()).as("%s: the verdict's finding", group).contains("over capacity"));
            }
        }
        assertThat(gate.describe()).as("this recording's figures").contains("the driver started arrivals late");
    }

    @Test
    void everyRecordingHoldsToThePublishedSchemas() throws IOException {
        for (String name : List.of("first-run", "a-a", "db", "driver-bound")) {
            PublishedSchemas.FolderCheck check = PublishedSchemas.check(run(name).path());
            assertThat(check.problems()).as("what docs/schemas/ finds wrong in %s's results.json", name).isEmpty();
        }
    }

    /** A counted window of a recording, with the limit today's rules give its figures. */
    private record JudgedWindow(CellResult cell, Repetition repetition, Limit limit) {
        @Override
        public String toString() {
            return cell.cell() + " repetition " + repetition.index();
        }
    }

    /** The counted windows of the cells named {@code containing} in the first run and the A/A, each judged again. */
    private static List<JudgedWindow> countedWindowsJudgedAgain(String containing) {
        List<JudgedWindow> windows = new java.util.ArrayList<>();
        for (String name : List.of("first-run", "a-a")) {
            for (CellResult cell : cells(run(name), containing)) {
                cell.repetitions().stream().filter(Repetition::counted).forEach(repetition -> windows.add(new JudgedWindow(cell,
                        repetition, LimitingFactors.of(cell.context(), LimitingFactors.fixedDelayMs(cell.context()), repetition))));
            }
        }
        return windows;
    }

    private static ResultsFolder run(String name) {
        return ResultsFolder.open(TestFolders.resource("/recorded/" + name));
    }

    private static Verdict verdict(ResultsFolder run) {
        return Verdict.of(run.cells(), Rounds.of(RoundsRecord.read(run.path())));
    }

    /** The gate's pair for the first run's group {@code group} (its /io or its /cpu). */
    private static PairVerdict pairOf(GateVerdict gate, String group) {
        String scenario = group.contains("/io/") ? "/io/" : "/cpu/";
        return gate.pairs().stream().filter(each -> each.pair().contains(scenario)).findFirst().orElseThrow();
    }

    private static ModeComparison comparison(Verdict verdict, String group) {
        return verdict.comparisons().stream().filter(comparison -> comparison.group().equals(group)).findFirst()
                .orElseThrow(() -> new AssertionError("no comparison of " + group + " in "
                        + verdict.comparisons().stream().map(ModeComparison::group).toList()));
    }

    private static List<CellResult> cells(ResultsFolder run, String containing) {
        List<CellResult> cells = run.cells().stream().filter(cell -> cell.cell().contains(containing)).toList();
        assertThat(cells).as("cells of %s", containing).hasSizeGreaterThanOrEqualTo(2);
        return cells;
    }
}
