package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.CoordinatedWindow;
import dev.vtbench.harness.load.LatencyHistogram;
import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.load.SteadyState;
import dev.vtbench.gatling.schema.SteadyCriterion;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MergedLoadTest {

    /** Driver 1: mostly fast with a slow tail (p50 = p99 = 100 µs); driver 2: all at 1 ms. */
    private static final Histogram FAST = histogram(Map.of(100L, 990, 10_000L, 10));
    private static final Histogram SLOW = histogram(Map.of(1_000L, 1000));

    @Test
    void countsAndThroughputsSumAndThePercentilesComeFromTheSummedHistogram() {
        LoadResult one = driver(FAST, 990, 2, "2026-11-24T10:00:03Z", "2026-11-24T10:00:13Z", List.of(50L, 99L, 99L), 1.5);
        LoadResult two = driver(SLOW, 1000, 0, "2026-11-24T10:00:04Z", "2026-11-24T10:00:14Z", List.of(70L, 100L), 2.0);

        LoadResult merged = MergedLoad.merge(List.of(one, two));

        Histogram bothFedToOne = histogram(Map.of(100L, 990, 10_000L, 10));
        bothFedToOne.add(SLOW);
        assertThat(merged.ok()).as("merged OK count = the sum of the drivers'").isEqualTo(one.ok() + two.ok());
        assertThat(merged.ko()).isEqualTo(2);
        assertThat(merged.errors()).isEqualTo(Map.of("timeout", 2L));
        assertThat(LatencyHistogram.decode(merged.latencyHistogram()).getTotalCount())
                .as("merged histogram holds every driver's requests").isEqualTo(FAST.getTotalCount() + SLOW.getTotalCount());
        assertThat(merged.latencyMicros().get("p50")).as("p50 of one histogram fed both drivers' values")
                .isEqualTo((double) bothFedToOne.getValueAtPercentile(50));
        assertThat(merged.latencyMicros().get("p99")).as("p99 of one histogram fed both drivers' values")
                .isEqualTo((double) bothFedToOne.getValueAtPercentile(99));
        double meanOfP99s = (FAST.getValueAtPercentile(99) + SLOW.getValueAtPercentile(99)) / 2.0;
        assertThat(merged.latencyMicros().get("p99")).as("not the mean of the drivers' p99s").isNotEqualTo(meanOfP99s);
        assertThat(merged.latencyMicros().get("max")).isEqualTo((double) bothFedToOne.getMaxValue());
        assertThat(merged.throughputPerSecond()).as("sum of the drivers' own throughputs").isEqualTo(99.0 + 100.0);
        assertThat(merged.timelineOkPerSecond()).as("summed second by second").containsExactly(120L, 199L, 99L);
        assertThat(merged.windowOpenedAt()).as("the latest opening").isEqualTo("2026-11-24T10:00:04Z");
        assertThat(merged.windowClosedAt()).as("the earliest close").isEqualTo("2026-11-24T10:00:13Z");
        assertThat(merged.measuredSeconds()).isEqualTo(9.0);
        assertThat(merged.driverCpuSecondsInWindow()).isEqualTo(3.5);
    }

    @Test
    void theRateIsSteadyOnlyIfEveryDriversWas() {
        LoadResult steady = withSteady(driver(FAST, 990, 0, "2026-11-24T10:00:03Z", "2026-11-24T10:00:13Z", List.of(), 1.0), true, 3.0);
        LoadResult notSteady = withSteady(driver(SLOW, 1000, 0, "", "", List.of(), 1.0), false, null);

        assertThat(MergedLoad.merge(List.of(steady, steady)).steadyState().steady()).isTrue();
        LoadResult merged = MergedLoad.merge(List.of(steady, notSteady));
        assertThat(merged.steadyState().steady()).as("one driver never steady").isFalse();
        assertThat(merged.windowOpenedAt()).as("no window every driver measured").isEmpty();
    }

    @Test
    void windowsThatNeverOverlapAreRefusedSinceNoServerFigureCoversThemAll() {
        LoadResult early = driver(FAST, 990, 0, "2026-11-24T10:00:03Z", "2026-11-24T10:00:13Z", List.of(), 1.0);
        LoadResult late = driver(SLOW, 1000, 0, "2026-11-24T10:00:20Z", "2026-11-24T10:00:30Z", List.of(), 1.0);

        assertThatThrownBy(() -> MergedLoad.merge(List.of(early, late))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("windows do not overlap").hasMessageContaining("clocks agree");
    }

    @Test
    void aCoordinatedWindowIsRecordedWithTheMergedJudgementThatOpenedIt() {
        LoadResult one = withSteady(driver(FAST, 990, 0, "2026-11-24T10:00:16Z", "2026-11-24T10:00:26Z", List.of(), 1.0), true, 15.0);
        LoadResult two = withSteady(driver(SLOW, 1000, 0, "2026-11-24T10:00:16Z", "2026-11-24T10:00:26Z", List.of(), 1.0), true, 14.0);
        SteadyCriterion.Judgement judgement = SteadyCriterion.DEFAULT.judgeLatest(java.util.Collections.nCopies(15, 2_000L));
        CoordinatedWindow window = new CoordinatedWindow("2026-11-24T10:00:16Z", 2, 15, judgement);

        LoadResult merged = MergedLoad.merge(List.of(one, two), Optional.of(window));

        assertThat(merged.steadyState().coordinatedWindow()).as("the window the harness opened, and why").isEqualTo(window);
        assertThat(merged.steadyState().secondsToSteady()).as("the summed rate's seconds to steady, not a driver's").isEqualTo(15.0);
        assertThat(merged.steadyState().steady()).isTrue();
        assertThat(merged.windowOpenedAt()).as("one window: the same opening").isEqualTo("2026-11-24T10:00:16Z");
        assertThat(merged.measuredSeconds()).isEqualTo(10.0);
        assertThat(MergedLoad.merge(List.of(one, two)).steadyState().coordinatedWindow()).as("drivers that judged themselves").isNull();
    }

    @Test
    void aResultWithoutAHistogramIsRefusedWithTheRemedy() {
        LoadResult one = driver(FAST, 990, 0, "2026-11-24T10:00:03Z", "2026-11-24T10:00:13Z", List.of(), 1.0);
        LoadResult old = new LoadResult("ThroughputSimulation", "closed", 10, 5, 0, Map.of(), 0.5, Map.of(), List.of(), 1, "3.15",
                "", "", "", null, null, List.of(), null, null, null, SteadyState.fixed(3));

        assertThatThrownBy(() -> MergedLoad.merge(List.of(one, old))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("driver 2").hasMessageContaining("no latency histogram").hasMessageContaining("single driver");
    }

    private static LoadResult driver(Histogram latencies, long ok, long ko, String opened, String closed, List<Long> timeline,
                                     double cpuSeconds) {
        return new LoadResult("ThroughputSimulation", "closed", 10, ok, ko, ko == 0 ? Map.of() : Map.of("timeout", ko),
                ok / 10.0, LatencyHistogram.percentiles(latencies), timeline, 1, "3.15", "2026-11-24T10:00:00Z", opened, closed,
                cpuSeconds, null, List.of(), null, null, null, SteadyState.fixed(3), LatencyHistogram.encode(latencies));
    }

    private static LoadResult withSteady(LoadResult result, boolean steady, Double secondsToSteady) {
        return new LoadResult(result.simulation(), result.model(), result.measuredSeconds(), result.ok(), result.ko(),
                result.errors(), result.throughputPerSecond(), result.latencyMicros(), result.timelineOkPerSecond(), 1, "3.15",
                result.startedAt(), result.windowOpenedAt(), result.windowClosedAt(), 1.0, null, List.of(), null, null, null,
                new SteadyState("until-steady", 2, 30, steady, secondsToSteady, secondsToSteady, null), result.latencyHistogram());
    }

    private static Histogram histogram(Map<Long, Integer> countsByMicros) {
        Histogram histogram = new Histogram(3);
        histogram.setAutoResize(true);
        countsByMicros.forEach((micros, count) -> histogram.recordValueWithCount(micros, count));
        return histogram;
    }
}
