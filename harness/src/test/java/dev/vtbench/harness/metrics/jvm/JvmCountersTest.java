package dev.vtbench.harness.metrics.jvm;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.ByteOrder;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class JvmCountersTest {

    @Test
    void takesCollectionsThreadsAndSafepointsFromTemurin21() throws IOException, PerfDataFormatException {
        JvmCounters counters = JvmCounters.of(HsPerfDataTest.fixture("temurin-21"), 1234);

        assertThat(counters.collectors()).as("Serial's collectors, pause time from ticks at 1 GHz").containsExactly(
                new GcCollector("Serial young collection pauses", 3, 0.043591820),
                new GcCollector("Serial full collection pauses", 0, 0.0));
        assertThat(counters.gcInvocations()).isEqualTo(3);
        assertThat(counters.gcPauseSeconds()).isCloseTo(0.043591820, within(1e-12));
        assertThat(counters.liveThreads()).as("live").isEqualTo(18);
        assertThat(counters.daemonThreads()).as("daemon").isEqualTo(16);
        assertThat(counters.peakThreads()).as("peak").isEqualTo(19);
        assertThat(counters.safepoints()).as("safepoints").isEqualTo(19);
        assertThat(counters.safepointSeconds()).as("time in safepoints").isCloseTo(0.068051523, within(1e-12));
        assertThat(counters.wallMillis()).isEqualTo(1234);
    }

    @Test
    void countsEdenOnlyWhereItFollowsAllocation() throws IOException, PerfDataFormatException {
        JvmCounters jdk21 = JvmCounters.of(HsPerfDataTest.fixture("temurin-21"), 0);
        JvmCounters jdk25 = JvmCounters.of(HsPerfDataTest.fixture("temurin-25"), 0);

        // JDK 21 still runs the periodic sampler that refreshes Serial's eden counter.
        assertThat(jdk21.edenTracksAllocation()).as("JDK 21 Serial").isTrue();
        assertThat(jdk21.edenUsedBytes()).isEqualTo(6_680_624);
        assertThat(jdk21.heapUsedOutsideEdenBytes()).as("survivors and old").isEqualTo(3_717_360);
        assertThat(jdk21.heapUsedBytes()).isEqualTo(6_680_624 + 3_717_360);
        // JDK 25 removed it: eden reads 0 between collections, so the heap with eden is unknown.
        assertThat(jdk25.edenTracksAllocation()).as("JDK 25 Serial").isFalse();
        assertThat(jdk25.heapUsedOutsideEdenBytes()).isEqualTo(4_156_040);
        assertThat(jdk25.heapUsedBytes()).as("unknown, not eden's stale 0").isEqualTo(-1);
    }

    @Test
    void treatsG1sEdenAsCurrentAndFindsCollectorsByName() throws PerfDataFormatException {
        HsPerfData g1 = HsPerfData.parse(new SyntheticPerfData(ByteOrder.LITTLE_ENDIAN)
                .number("sun.os.hrt.frequency", 6, 1, 1_000_000)
                .text("sun.gc.policy.name", "GarbageFirst", 16)
                .text("sun.gc.collector.0.name", "G1 young collection pauses", 32)
                .number("sun.gc.collector.0.invocations", 4, 2, 5)
                .number("sun.gc.collector.0.time", 3, 2, 2_000)
                .text("sun.gc.collector.2.name", "G1 concurrent cycle pauses", 32)
                .number("sun.gc.collector.2.invocations", 4, 2, 1)
                .number("sun.gc.collector.2.time", 3, 2, 500)
                .text("sun.gc.generation.0.space.0.name", "eden", 8)
                .number("sun.gc.generation.0.space.0.used", 2, 3, 4_194_304)
                .text("sun.gc.generation.1.space.0.name", "space", 8)
                .number("sun.gc.generation.1.space.0.used", 2, 3, 1_000)
                .toBuffer());

        JvmCounters counters = JvmCounters.of(g1, 0);

        assertThat(counters.collectors()).as("collector 2 found although there is no collector 1").extracting(GcCollector::name)
                .containsExactly("G1 young collection pauses", "G1 concurrent cycle pauses");
        assertThat(counters.gcPauseSeconds()).as("ticks at 1 MHz").isCloseTo(0.0025, within(1e-12));
        assertThat(counters.heapUsedBytes()).as("G1 publishes eden as it hands out regions").isEqualTo(4_194_304 + 1_000);
    }

    @Test
    void readsTheCollectorsCpuOnlyWhereTheJvmCountsIt() throws IOException, PerfDataFormatException {
        HsPerfData jdk25Serial = HsPerfDataTest.fixture("temurin-25");
        assertThat(jdk25Serial.number("sun.threads.total_gc_cpu_time")).as("JDK 25 publishes the counter (JDK-8315149, JDK 22+)").isPresent();
        assertThat(JvmCounters.of(jdk25Serial, 0).gcCpuNanos()).as("Serial collects on the VM thread: its counter stays 0, unknown here")
                .isEqualTo(-1);
        assertThat(JvmCounters.of(HsPerfDataTest.fixture("temurin-21"), 0).gcCpuNanos()).as("JDK 21 has no such counter").isEqualTo(-1);

        for (String policy : List.of("GarbageFirst", "ParScav:MSC")) {
            HsPerfData counted = HsPerfData.parse(new SyntheticPerfData(ByteOrder.LITTLE_ENDIAN)
                    .text("sun.gc.policy.name", policy, 16)
                    .number("sun.threads.total_gc_cpu_time", 3, 3, 43_960_300)
                    .toBuffer());
            assertThat(JvmCounters.of(counted, 0).gcCpuNanos()).as(policy + ": its worker threads' CPU, in nanoseconds").isEqualTo(43_960_300);
        }
        HsPerfData z = HsPerfData.parse(new SyntheticPerfData(ByteOrder.LITTLE_ENDIAN)
                .number("sun.threads.total_gc_cpu_time", 3, 3, 0).toBuffer());
        assertThat(JvmCounters.of(z, 0).gcCpuNanos()).as("no policy named (ZGC): its 0 is not a measured 0").isEqualTo(-1);
    }

    @Test
    void leavesUnpublishedFiguresUnknown() throws PerfDataFormatException {
        HsPerfData bare = HsPerfData.parse(new SyntheticPerfData(ByteOrder.LITTLE_ENDIAN).number("java.threads.live", 1, 3, 3).toBuffer());

        JvmCounters counters = JvmCounters.of(bare, 0);

        assertThat(counters.collectors()).isEqualTo(List.of());
        assertThat(counters.gcInvocations()).as("no collector: unknown, not 0").isEqualTo(-1);
        assertThat(counters.gcPauseSeconds()).isNaN();
        assertThat(counters.heapUsedOutsideEdenBytes()).isEqualTo(-1);
        assertThat(counters.safepointSeconds()).as("no tick frequency").isNaN();
        assertThat(counters.liveThreads()).isEqualTo(3);
    }
}
