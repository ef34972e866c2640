package dev.vtbench.harness.metrics.jvm;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class JvmUseTest {

    private static JvmCounters counters(long at, long young, double youngSeconds, long eden, long outside, boolean edenTracked,
                                        long live, long safepoints) {
        return counters(at, young, youngSeconds, eden, outside, edenTracked, live, safepoints, -1);
    }

    private static JvmCounters counters(long at, long young, double youngSeconds, long eden, long outside, boolean edenTracked,
                                        long live, long safepoints, long gcCpuNanos) {
        return new JvmCounters(at, List.of(new GcCollector("young", young, youngSeconds), new GcCollector("full", 1, 0.5)),
                eden, outside, edenTracked, live, live - 2, 40, safepoints, safepoints * 0.001, gcCpuNanos);
    }

    @Test
    void takesTheCollectorsCpuInTheWindowWhereBothEndsKnowIt() {
        JvmUse counted = JvmUse.between(List.of(
                new JvmSampler.Sample(1_000, counters(1_000, 10, 0.10, 5_000, 1_000, true, 20, 100, 2_000_000_000L), null),
                new JvmSampler.Sample(2_000, counters(2_000, 15, 0.16, 2_000, 1_100, true, 25, 110, 2_250_000_000L), null)), "", "");
        JvmUse uncounted = JvmUse.between(List.of(
                new JvmSampler.Sample(1_000, counters(1_000, 10, 0.10, 5_000, 1_000, true, 20, 100), null),
                new JvmSampler.Sample(2_000, counters(2_000, 15, 0.16, 2_000, 1_100, true, 25, 110), null)), "", "");

        assertThat(counted.gcCpuSeconds()).as("2.00 s -> 2.25 s of GC threads' CPU").isCloseTo(0.25, within(1e-9));
        assertThat(uncounted.gcCpuSeconds()).as("not counted: unknown, not 0").isNaN();
        assertThat(JvmUse.unknown("no JVM").gcCpuSeconds()).isNaN();
    }

    @Test
    void takesDifferencesOfCountersAndExtremesOfLevelsBetweenTheFirstAndLastSample() {
        List<JvmSampler.Sample> samples = List.of(
                new JvmSampler.Sample(1_000, counters(1_000, 10, 0.10, 5_000, 1_000, true, 20, 100), new ContextSwitches(1_000, 500, 50, 20),
                        new JitTime(4_000_000_000L, 9_000_000_000L, 2)),
                new JvmSampler.Sample(1_500, counters(1_500, 12, 0.13, 9_000, 1_200, true, 31, 104), new ContextSwitches(1_500, 800, 60, 31),
                        new JitTime(4_010_000_000L, 9_015_000_000L, 2)),
                new JvmSampler.Sample(2_000, counters(2_000, 15, 0.16, 2_000, 1_100, true, 25, 110), new ContextSwitches(2_000, 900, 75, 25),
                        new JitTime(4_020_000_000L, 9_030_000_000L, 1)));

        JvmUse use = JvmUse.between(samples, "", "");

        assertThat(use.seconds()).isEqualTo(1.0);
        assertThat(use.gcCount()).as("young 10 -> 15, full unchanged").isEqualTo(5);
        assertThat(use.gcPauseSeconds()).isCloseTo(0.06, within(1e-9));
        assertThat(use.gcCountByCollector()).isEqualTo(Map.of("young", 5L, "full", 0L));
        assertThat(use.heapUsedMinBytes()).as("min of eden + outside").isEqualTo(3_100);
        assertThat(use.heapUsedMaxBytes()).isEqualTo(10_200);
        assertThat(use.heapUsedEndBytes()).isEqualTo(3_100);
        assertThat(use.heapUsedOutsideEdenMaxBytes()).isEqualTo(1_200);
        assertThat(use.heapUsedOutsideEdenEndBytes()).isEqualTo(1_100);
        assertThat(use.liveThreadsMax()).isEqualTo(31);
        assertThat(use.liveThreadsEnd()).isEqualTo(25);
        assertThat(use.safepoints()).isEqualTo(10);
        assertThat(use.safepointSeconds()).isCloseTo(0.010, within(1e-9));
        assertThat(use.voluntaryContextSwitches()).isEqualTo(400);
        assertThat(use.involuntaryContextSwitches()).isEqualTo(25);
        assertThat(use.tasksEnd()).isEqualTo(25);
        assertThat(use.jitCpuSeconds()).as("the compiler threads' 20 ms on a CPU in the second").isCloseTo(0.020, within(1e-9));
        assertThat(use.jitDemandShare()).as("on a CPU or waiting for one: 50 ms of the 1 s").isCloseTo(0.050, within(1e-9));
        assertThat(use.unknown()).as("every figure known").isEmpty();
    }

    @Test
    void leavesTheHeapWithEdenUnknownWhereEdenDoesNotFollowAllocation() {
        List<JvmSampler.Sample> samples = List.of(
                new JvmSampler.Sample(1_000, counters(1_000, 1, 0.0, 0, 1_000, false, 20, 1), null),
                new JvmSampler.Sample(1_500, counters(1_500, 2, 0.0, 0, 2_000, false, 20, 2), null));

        JvmUse use = JvmUse.between(samples, "", "no task list");

        assertThat(use.heapUsedMinBytes()).isEqualTo(-1);
        assertThat(use.heapUsedMaxBytes()).isEqualTo(-1);
        assertThat(use.heapUsedEndBytes()).isEqualTo(-1);
        assertThat(use.heapUsedOutsideEdenEndBytes()).as("still known").isEqualTo(2_000);
        assertThat(use.voluntaryContextSwitches()).isEqualTo(-1);
        assertThat(use.unknown()).as("both reasons").contains("eden's use only at collections").contains("context switches: no task list");
    }

    @Test
    void needsTwoSamplesInTheWindowAndSaysSo() {
        JvmUse none = JvmUse.between(List.of(), "uid 10001 has no entry in /etc/passwd", "");
        JvmUse one = JvmUse.between(List.of(new JvmSampler.Sample(1_000, counters(1_000, 1, 0, 0, 0, true, 1, 1), null)), "", "");

        assertThat(none.gcCount()).isEqualTo(-1);
        assertThat(none.gcPauseSeconds()).isNaN();
        assertThat(none.unknown()).contains("JVM counters: uid 10001 has no entry in /etc/passwd");
        assertThat(one.unknown()).contains("1 hsperfdata reading(s) in the window, 2 needed");
    }
}
