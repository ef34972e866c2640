package dev.vtbench.harness.verdict;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.RoundsEnding;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.vtbench.harness.verdict.Samples.NONE;
import static dev.vtbench.harness.verdict.Samples.list;
import static dev.vtbench.harness.verdict.Samples.over;
import static dev.vtbench.harness.verdict.Samples.sample;
import static dev.vtbench.harness.verdict.Samples.withCapacity;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The verdict's sentence, computed by VerdictSentence's rule from figures whose intervals were worked out independently
 * (see RatioIntervalTest): CPU per request 1.27 [1.17-1.38], capacity 0.81 [0.79-0.84], RSS 1.28 [1.23-1.33]. The
 * examples of docs/verdict.md are these tests' sentences.
 */
class VerdictSentenceTest {
    private static final List<Double> POOL_CAPACITY = list(8000, 8100, 7900);
    private static final List<Double> POOL_CPU = list(120, 118, 125, 119);
    private static final List<Double> POOL_RSS = list(420, 428, 436);
    private static final ModeSample POOL = sample("pool", POOL_CAPACITY, POOL_CPU, POOL_RSS);

    @Test
    void saysEachFigureAndWhichModeServesBetterOnWhat() {
        ModeSample virtual = sample("virtual", list(6500, 6600, 6400), list(152, 148, 160), list(540, 548, 556));
        assertThat(sentence(virtual, POOL)).isEqualTo("virtual threads against the pool: CPU per request 27% [17-38%] more at capacity, "
                + "81% [79-84%] of the pool's capacity, 28% [23-33%] more memory (RSS): on one CPU, the pool serves this endpoint "
                + "more cheaply at capacity, with more capacity and in less memory.");
    }

    @Test
    void namesEachModeOnceWithWhatItIsBetterAt() {
        ModeSample virtual = sample("virtual", list(9700, 9800, 9600), list(152, 148, 160), list(540, 548, 556));
        assertThat(sentence(virtual, POOL)).as("the pool cheaper and smaller, virtual threads with more capacity")
                .contains("121% [118-124%] of the pool's capacity")
                .contains(": on one CPU, the pool serves this endpoint more cheaply at capacity and in less memory; virtual threads, with "
                        + "more capacity.");
        ModeSample cheaper = sample("virtual", POOL_CAPACITY, list(96, 94, 98), POOL_RSS);
        assertThat(sentence(cheaper, POOL)).as("lower is better: less CPU per request decides for virtual threads")
                .contains("CPU per request 20% [17-24%] less at capacity").contains("on one CPU, virtual threads serve this endpoint more cheaply at capacity");
    }

    @Test
    void saysTheSameNoDifferenceASlightDifferenceAndNoInterval() {
        ModeSample virtual = sample("virtual", list(100, 130, 80), list(104, 106, 108), list(150));
        ModeSample pool = sample("pool", list(100, 105, 95), list(100, 100, 100), list(120, 121));
        assertThat(sentence(virtual, pool))
                .contains("CPU per request at capacity inconclusive after 3 rounds (ratio 1.06 [1.01-1.11])")
                .contains("101% [57-180%] of the pool's capacity (inconclusive after 3 rounds)")
                .contains("24% more memory (RSS) (one repetition: no interval)")
                .contains("on one CPU, neither mode is shown better by the figures compared");
        ModeSample same = sample("virtual", list(100, 101, 99), list(100, 130, 80), NONE);
        ModeSample samePool = sample("pool", list(100, 100.5, 99.5), list(100, 105, 95), NONE);
        assertThat(sentence(same, samePool)).contains("CPU per request at capacity inconclusive after 3 rounds (ratio 1.01 [0.57-1.80])")
                .contains("100% [98-102%] of the pool's capacity (the same within 5%)")
                .as("a figure missing on both sides, once").contains("memory (RSS) (both: not measured: no reading)");
    }

    /** Where the answer changes with the load, the sentence says so: each load's finding, and each mode's better one. */
    @Test
    void saysWhereTheAnswerChangesWithTheLoad() {
        ModeSample virtual = sample("virtual", POOL_CAPACITY, list(139, 137, 145, 138), POOL_RSS,
                new StepSample(EqualLoadStep.atPercent(50), MetricSample.trusted(list(12, 12.2, 11.8)), false, "",
                        MetricSample.trusted(list(160, 163, 157))));
        ModeSample pool = sample("pool", POOL_CAPACITY, POOL_CPU, POOL_RSS,
                new StepSample(EqualLoadStep.atPercent(50), MetricSample.trusted(list(12, 12.1, 11.9)), false, "",
                        MetricSample.trusted(list(200, 204, 196))));
        assertThat(sentence(virtual, pool)).isEqualTo("virtual threads against the pool: CPU per request 16% [11-21%] more at capacity "
                + "and 20% [16-23%] less at 50% load, p99 the same at 50% load, 100% [97-103%] of the pool's capacity (the same within 5%), "
                + "the same memory (RSS): on one CPU, the pool serves this endpoint more cheaply at capacity; virtual threads, more "
                + "cheaply at 50% load.");
    }

    /** A "same" CPU per request at a step was folded into the steps' p99 ("same p99 at 50% load"): its figure vanished. */
    @Test
    void theSameCpuPerRequestAtAStepKeepsItsOwnWords() {
        StepSample both = new StepSample(EqualLoadStep.atPercent(50), MetricSample.trusted(list(12, 12.1, 11.9)), false, "",
                MetricSample.trusted(list(200, 201, 199)));
        ModeSample virtual = sample("virtual", POOL_CAPACITY, POOL_CPU, POOL_RSS, both);
        ModeSample pool = sample("pool", POOL_CAPACITY, POOL_CPU, POOL_RSS, both);
        assertThat(sentence(virtual, pool)).contains("CPU per request the same at capacity and the same at 50% load")
                .contains("p99 the same at 50% load");
    }

    @Test
    void aModeOverCapacityAtAStepIsAFinding() {
        ModeSample virtual = sample("virtual", POOL_CAPACITY, POOL_CPU, POOL_RSS,
                new StepSample(EqualLoadStep.atPercent(75), MetricSample.trusted(list(30, 31, 29)), false, "",
                        MetricSample.trusted(list(150, 151, 149))));
        ModeSample pool = sample("pool", POOL_CAPACITY, POOL_CPU, POOL_RSS, over(75, "completed 88% of the offered requests"));
        assertThat(sentence(virtual, pool)).startsWith("virtual threads against the pool: CPU per request the same at capacity, "
                        + "the pool over capacity at 75% load, 100% [97-103%] of the pool's capacity (the same within 5%)")
                .contains("on one CPU, virtual threads serve this endpoint with more capacity (keeping up at 75% load)");
        ModeSample both = sample("virtual", POOL_CAPACITY, POOL_CPU, POOL_RSS, over(75, "latency kept growing"));
        assertThat(sentence(both, pool)).contains("both over capacity at 75% load");
    }

    @Test
    void comparesADriverBoundCapacityOnlyAsTheBoundItIs() {
        ModeSample boundAbove = withCapacity(sample("virtual", NONE, POOL_CPU, POOL_RSS), MetricSample.lowerBound(list(9700, 9800, 9600), "driver-bound"));
        assertThat(sentence(boundAbove, POOL)).as("at least 1.21: more capacity, whatever the driver hid")
                .contains("at least 121% [118-124%] of the pool's capacity (virtual threads' figure is a lower bound: their driver limited them)")
                .contains("virtual threads serve this endpoint with more capacity");
        ModeSample boundBelow = withCapacity(sample("virtual", NONE, POOL_CPU, POOL_RSS), MetricSample.lowerBound(list(6500, 6600, 6400), "driver-bound"));
        assertThat(sentence(boundBelow, POOL)).as("at least 0.81 says nothing about which serves more")
                .contains("at least 81% [79-84%] of the pool's capacity").contains("neither mode is shown better");
        ModeSample poolBound = withCapacity(POOL, MetricSample.lowerBound(POOL_CAPACITY, "driver-bound"));
        assertThat(sentence(sample("virtual", list(6500, 6600, 6400), POOL_CPU, POOL_RSS), poolBound))
                .as("at most 0.81: the pool has more capacity, however much more")
                .contains("at most 81% [79-84%] of the pool's capacity (the pool's figure is a lower bound: its driver limited it)")
                .contains("the pool serves this endpoint with more capacity");
        assertThat(sentence(boundAbove, poolBound)).as("two bounds: nothing to compare")
                .contains("not compared: capacity (both are lower bounds (virtual threads at least 9700 req/s, the pool at least 8000 "
                        + "req/s: driver-bound))");
    }

    /** A lower bound within 5% of the other mode's figure read "(the same within 5%)": a bound says only "at least". */
    @Test
    void aBoundIsNeverTheSame() {
        ModeSample bound = withCapacity(sample("virtual", NONE, POOL_CPU, POOL_RSS), MetricSample.lowerBound(list(8000, 8100, 7900), "driver-bound"));
        assertThat(sentence(bound, POOL)).contains("at least 100% [97-103%] of the pool's capacity (inconclusive after 4 rounds)")
                .doesNotContain("the same within 5%");
    }

    @Test
    void namesWhatWasNotComparedAndWhy() {
        ModeSample flagged = new ModeSample(CellKey.parse("plain-jdk/temurin-25/virtual/cpu-0.5/io/c400"), 0.5,
                MetricSample.untrusted(list(1, 2), "flagged NOISE"), MetricSample.missing("FAILED: the server died"),
                MetricSample.missing("FAILED: the server died"), List.of());
        ModeSample fixed = new ModeSample(CellKey.parse("plain-jdk/temurin-25/fixed/cpu-0.5/io/c400"), 0.5,
                MetricSample.trusted(list(1, 2)), MetricSample.untrusted(list(3), "flagged NS (1 never steady)"),
                MetricSample.trusted(list(1, 2)), List.of());
        assertThat(sentence(flagged, fixed)).isEqualTo("virtual threads against the fixed mode: no figure compared: on 0.5 CPU, nothing can "
                + "be decided; not compared: CPU per request at capacity (virtual threads: FAILED: the server died; the fixed mode: flagged "
                + "NS (1 never steady)), capacity (virtual threads: flagged NOISE), memory (RSS) (virtual threads: FAILED: the server died).");
    }

    /** While the rounds run, a primary figure not decided yet says so; once they end, it is inconclusive. */
    @Test
    void aPrimaryFigureUndecidedIsUndecidedWhileTheRoundsRunAndInconclusiveOnceTheyEnd() {
        ModeSample virtual = sample("virtual", list(8100, 7700, 8300), POOL_CPU, POOL_RSS);
        LookSchedule looks = new LookSchedule(3, 6);
        assertThat(ModeComparison.of(virtual, POOL, new Rounds(3, looks, RoundsEnding.RUNNING)).sentence())
                .contains("of the pool's capacity (undecided after 3 rounds)");
        assertThat(ModeComparison.of(virtual, POOL, new Rounds(3, looks, RoundsEnding.BUDGET)).sentence())
                .contains("of the pool's capacity (inconclusive after 3 rounds)");
        assertThat(ModeComparison.of(virtual, POOL, new Rounds(3, looks, RoundsEnding.BUDGET)).undecided()).isTrue();
    }

    /**
     * The same three rounds, read at a first look of four (98.2%), leave a 9% difference in capacity undecided; read at
     * the last look the budget allows, which spends the whole 5%, they decide it.
     */
    @Test
    void theLastLookDecidesWhatAFirstLookOfFourLeavesUndecided() {
        ModeSample virtual = sample("virtual", list(8696, 8805, 8587), POOL_CPU, POOL_RSS);
        LookSchedule looks = new LookSchedule(3, 6);
        ModeComparison firstOfFour = ModeComparison.of(virtual, POOL, new Rounds(3, looks, RoundsEnding.RUNNING));
        assertThat(firstOfFour.sentence()).contains("of the pool's capacity (undecided after 3 rounds)");
        assertThat(firstOfFour.undecided()).isTrue();
        ModeComparison last = ModeComparison.of(virtual, POOL, new Rounds(3, looks, RoundsEnding.BUDGET, true));
        assertThat(last.sentence()).contains("109% [106-112%] of the pool's capacity,").contains("virtual threads serve this endpoint with more capacity");
        assertThat(last.undecided()).isFalse();
    }

    @Test
    void anAaCalibrationNamesTheTwin() {
        ModeSample twin = new ModeSample(CellKey.parse("plain-jdk/temurin-25/pool-twin/cpu-1/io/c400"), 1, MetricSample.trusted(POOL_CAPACITY),
                MetricSample.trusted(POOL_CPU), MetricSample.trusted(POOL_RSS.stream().map(mib -> mib * 1048576).toList()), List.of());
        assertThat(sentence(twin, POOL)).startsWith("the pool's twin against the pool: CPU per request the same at capacity, 100% [97-103%] "
                + "of the pool's capacity (the same within 5%), the same memory (RSS): on one CPU, neither mode is shown better");
        assertThat(Mode.of("pool-twin").base()).isEqualTo(Mode.POOL);
    }

    /**
     * Each side whose ratios were made of fewer values than it ran repetitions is named once, with how many counted, why
     * the others did not, and every figure it says so of, whether the ratio has an interval or not.
     */
    @Test
    void aRepetitionLeftOutOfARatioIsNamedWithWhy() {
        MetricSample oneOfTwo = MetricSample.trusted(list(219.5)).ofRepetitions(2, "1 the JIT compiling in its window (6.3%)");
        ModeSample virtual = sample("virtual", POOL_CAPACITY, POOL_CPU, POOL_RSS,
                new StepSample(EqualLoadStep.atPercent(50), MetricSample.trusted(list(12, 12.1)), false, "", oneOfTwo));
        ModeSample pool = sample("pool", POOL_CAPACITY, POOL_CPU, POOL_RSS,
                new StepSample(EqualLoadStep.atPercent(50), MetricSample.trusted(list(12, 12.1)), false, "",
                        MetricSample.trusted(list(241.7, 210.4)).ofRepetitions(3, "1 the JIT compiling in its window (8.9%)")));
        assertThat(sentence(virtual, pool)).contains("CPU per request the same at capacity and 3% less at 50% load (one repetition: "
                + "no interval)").endsWith("; counted: virtual threads 1 of 2 repetitions (1 the JIT compiling in its window (6.3%)) "
                + "for CPU per request at 50% load; the pool 2 of 3 repetitions (1 the JIT compiling in its window (8.9%)) for CPU "
                + "per request at 50% load.");

        ModeSample twoOfThree = new ModeSample(CellKey.parse("plain-jdk/temurin-25/virtual/cpu-1/io/c400"), 1,
                MetricSample.trusted(list(8000, 8050)).ofRepetitions(3, "1 never steady"),
                MetricSample.trusted(list(120, 119)).ofRepetitions(3, "1 never steady"),
                MetricSample.trusted(list(420 * 1048576.0, 424 * 1048576.0, 430 * 1048576.0)), List.of());
        assertThat(sentence(twoOfThree, POOL)).as("a ratio with an interval too; a figure every repetition gave is not named")
                .contains("of the pool's capacity (the same within 5%)")
                .endsWith("; counted: virtual threads 2 of 3 repetitions (1 never steady) for CPU per request at capacity and capacity.");
        assertThat(sentence(sample("virtual", POOL_CAPACITY, POOL_CPU, POOL_RSS), POOL)).as("every repetition counted")
                .doesNotContain("counted:");
        assertThat(MetricSample.trusted(list(1, 2)).ofRepetitions(3, "").repetitionsText()).as("a value missing with no reason")
                .isEqualTo("2 of 3 repetitions (1 not measured)");
    }

    @Test
    void saysTheCpuQuotaInWords() {
        assertThat(ModeNames.cpus(1, "cpu-1")).isEqualTo("one CPU");
        assertThat(ModeNames.cpus(2, "cpu-2")).isEqualTo("2 CPUs");
        assertThat(ModeNames.cpus(0.5, "cpu-0.5")).isEqualTo("0.5 CPU");
        assertThat(ModeNames.cpus(Double.NaN, "cpu-4")).as("a cell that never recorded its quota").isEqualTo("cpu-4");
    }

    private static String sentence(ModeSample virtual, ModeSample baseline) {
        return ModeComparison.of(virtual, baseline).sentence();
    }
}
