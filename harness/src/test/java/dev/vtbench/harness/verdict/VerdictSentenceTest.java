package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;
import dev.vtbench.harness.matrix.CellKey;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.vtbench.harness.verdict.Samples.NONE;
import static dev.vtbench.harness.verdict.Samples.list;
import static dev.vtbench.harness.verdict.Samples.over;
import static dev.vtbench.harness.verdict.Samples.sample;
import static dev.vtbench.harness.verdict.Samples.step;
import static dev.vtbench.harness.verdict.Samples.withCapacity;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The verdict's sentence, computed by VerdictSentence's rule from figures whose intervals were worked out independently
 * (see RatioIntervalTest): CPU per request 1.27 [1.17-1.38], capacity 0.81 [0.79-0.84], RSS 1.28 [1.23-1.33].
 */
class VerdictSentenceTest {
    private static final List<Double> POOL_CAPACITY = list(8000, 8100, 7900);
    private static final List<Double> POOL_CPU = list(120, 118, 125, 119);
    private static final List<Double> POOL_RSS = list(420, 428, 436);
    private static final ModeSample POOL = sample("pool", POOL_CAPACITY, POOL_CPU, POOL_RSS);

    @Test
    void saysEachFigureAndWhichModeServesBetterOnWhat() {
        ModeSample virtual = sample("virtual", list(6500, 6600, 6400), list(152, 148, 160), list(540, 548, 556));
        assertThat(sentence(virtual, POOL)).isEqualTo("virtual threads against the pool: 27% [17-38%] more CPU per request, "
                + "81% [79-84%] of the pool's capacity, 28% [23-33%] more memory (RSS): on one CPU, the pool serves this endpoint "
                + "more cheaply, with more capacity and in less memory; not compared: p99 at equal load (not measured: no "
                + "equal-load step in this run).");
    }

    @Test
    void namesEachModeOnceWithWhatItIsBetterAt() {
        ModeSample virtual = sample("virtual", list(9700, 9800, 9600), list(152, 148, 160), list(540, 548, 556));
        assertThat(sentence(virtual, POOL)).as("the pool cheaper and smaller, virtual threads with more capacity")
                .contains("121% [118-124%] of the pool's capacity")
                .contains(": on one CPU, the pool serves this endpoint more cheaply and in less memory; virtual threads, with more capacity;");
        ModeSample cheaper = sample("virtual", POOL_CAPACITY, list(96, 94, 98), POOL_RSS);
        assertThat(sentence(cheaper, POOL)).as("lower is better: less CPU per request decides for virtual threads")
                .contains("20% [17-24%] less CPU per request").contains("on one CPU, virtual threads serve this endpoint more cheaply;");
    }

    @Test
    void saysTheSameNoDifferenceASlightDifferenceAndNoInterval() {
        ModeSample virtual = sample("virtual", list(100, 130, 80), list(104, 106, 108), list(150));
        ModeSample pool = sample("pool", list(100, 105, 95), list(100, 100, 100), list(120, 121));
        assertThat(sentence(virtual, pool))
                .contains("6% [1-11%] more CPU per request, possibly under 5%")
                .contains("101% [57-180%] of the pool's capacity (no difference detected)")
                .contains("24% more memory (RSS) (one repetition: no interval)")
                .contains("on one CPU, neither mode is shown better by the figures compared");
        ModeSample same = sample("virtual", list(100, 101, 99), list(100, 130, 80), NONE);
        ModeSample samePool = sample("pool", list(100, 100.5, 99.5), list(100, 105, 95), NONE);
        assertThat(sentence(same, samePool)).contains("no difference detected in CPU per request (ratio 1.01 [0.57-1.80])")
                .contains("100% [98-102%] of the pool's capacity (the same within 5%)")
                .as("a figure missing on both sides, once").contains("memory (RSS) (both: not measured: no reading)");
    }

    @Test
    void readsEqualLoadStepsGroupingTheSameAndNamingAModeOverCapacity() {
        ModeSample virtual = sample("virtual", POOL_CAPACITY, POOL_CPU, POOL_RSS, step(25, 10, 10.1, 9.9), step(50, 12, 12.2, 11.8),
                step(75, 30, 31, 29));
        ModeSample pool = sample("pool", POOL_CAPACITY, POOL_CPU, POOL_RSS, step(25, 10, 10.05, 9.95), step(50, 12, 12.1, 11.9),
                over(75, "completed 88% of the offered requests"));
        assertThat(sentence(virtual, pool)).startsWith("virtual threads against the pool: same CPU per request, same p99 at 25% and 50% load, "
                        + "the pool over capacity at 75% load, 100% [97-103%] of the pool's capacity (the same within 5%), same memory (RSS): "
                        + "on one CPU, virtual threads serve this endpoint with lower p99 at 75% load.");
        ModeSample slower = sample("virtual", POOL_CAPACITY, POOL_CPU, POOL_RSS, step(25, 14, 14.2, 13.8), over(50, "latency kept growing"));
        ModeSample both = sample("pool", POOL_CAPACITY, POOL_CPU, POOL_RSS, step(25, 10, 10.1, 9.9), over(50, "fell behind"));
        assertThat(sentence(slower, both)).contains("40% [36-44%] higher p99 at 25% load").contains("both over capacity at 50% load")
                .contains("the pool serves this endpoint with lower p99 at 25% load");
    }

    @Test
    void takesTheCpuPerRequestAtTheHighestStepBothModesReachedWhereTheStepsReadIt() {
        StepSample pool50 = new StepSample(EqualLoadStep.atPercent(50), MetricSample.trusted(list(12, 12.1, 11.9)), false, "",
                MetricSample.trusted(list(200, 204, 196)));
        StepSample virtual50 = new StepSample(EqualLoadStep.atPercent(50), MetricSample.trusted(list(12, 12.2, 11.8)), false, "",
                MetricSample.trusted(list(250, 255, 245)));
        StepSample pool25 = new StepSample(EqualLoadStep.atPercent(25), MetricSample.trusted(list(10, 10.1, 9.9)), false, "",
                MetricSample.trusted(list(300, 306, 294)));
        // At capacity the two cost the same (POOL_CPU both): only the steps' figure can say virtual threads cost more.
        ModeSample virtual = sample("virtual", POOL_CAPACITY, POOL_CPU, POOL_RSS, pool25, virtual50);
        ModeSample pool = sample("pool", POOL_CAPACITY, POOL_CPU, POOL_RSS, pool25, pool50);
        assertThat(sentence(virtual, pool)).as("the 50%% step, the highest both reached, not capacity")
                .startsWith("virtual threads against the pool: 25% [").contains("more CPU per request at 50% load")
                .contains("the pool serves this endpoint more cheaply");
        ModeSample unread = sample("virtual", POOL_CAPACITY, POOL_CPU, POOL_RSS, step(25, 10, 10.1, 9.9));
        ModeSample unreadPool = sample("pool", POOL_CAPACITY, POOL_CPU, POOL_RSS, step(25, 10, 10.1, 9.9));
        assertThat(sentence(unread, unreadPool)).as("steps without the server's CPU: the capacity's figure")
                .startsWith("virtual threads against the pool: same CPU per request,");
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
                .contains("not compared: p99 at equal load (not measured: no equal-load step in this run), capacity (both are lower bounds "
                        + "(virtual threads at least 9700 req/s, the pool at least 8000 req/s: driver-bound))");
    }

    @Test
    void namesWhatWasNotComparedAndWhy() {
        ModeSample flagged = new ModeSample(CellKey.parse("plain-jdk/temurin-25/virtual/cpu-0.5/io/c400"), 0.5,
                MetricSample.untrusted(list(1, 2), "flagged CV"), MetricSample.missing("FAILED: the server died"),
                MetricSample.missing("FAILED: the server died"), List.of());
        ModeSample fixed = new ModeSample(CellKey.parse("plain-jdk/temurin-25/fixed/cpu-0.5/io/c400"), 0.5,
                MetricSample.trusted(list(1, 2)), MetricSample.untrusted(list(3), "not steady: 1 of 3 repetition(s) never became steady"),
                MetricSample.trusted(list(1, 2)), List.of());
        assertThat(sentence(flagged, fixed)).isEqualTo("virtual threads against the fixed mode: no figure compared: on 0.5 CPU, nothing can "
                + "be decided; not compared: CPU per request (virtual threads: FAILED: the server died; the fixed mode: not steady: 1 of 3 "
                + "repetition(s) never became steady), p99 at equal load (not measured: no equal-load step in this run), capacity "
                + "(virtual threads: flagged CV), memory (RSS) (virtual threads: FAILED: the server died).");
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
