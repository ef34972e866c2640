package dev.vtbench.harness.metrics;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ResourceUseTest {
    private static final long SECOND = 1_000_000_000L;

    private static CgroupReading server(long cpuNanos, long periods, long throttled, long throttledNanos, long rss, long peak) {
        return new CgroupReading(0, cpuNanos, periods, throttled, throttledNanos, rss, peak);
    }

    private static CgroupReading backend(long cpuNanos) {
        return new CgroupReading(0, cpuNanos, -1, -1, -1, -1, -1);
    }

    @Test
    void computesEachFigureFromTheFirstAndLastSample() {
        List<ResourceSampler.Sample> samples = List.of(
                new ResourceSampler.Sample(10_000, server(5 * SECOND, 100, 10, SECOND, 100 << 20, 150 << 20), backend(SECOND),
                        2 * SECOND, new CoreTimes(1_000, 10_000)),
                new ResourceSampler.Sample(12_000, server(6 * SECOND, 110, 12, SECOND, 140 << 20, 170 << 20), backend(SECOND),
                        3 * SECOND, new CoreTimes(1_100, 10_100)),
                new ResourceSampler.Sample(14_000, server(7 * SECOND, 140, 25, 2 * SECOND, 120 << 20, 180 << 20), backend(SECOND + SECOND / 5),
                        4 * SECOND, new CoreTimes(1_380, 10_400)));

        ResourceUse use = ResourceUse.between(samples, 1, true);

        assertThat(use.seconds()).isEqualTo(4.0);
        assertThat(use.serverCpuPercent()).as("2 s of CPU in 4 s").isCloseTo(50, within(1e-9));
        assertThat(use.serverThrottledPeriodsPercent()).as("15 of 40 periods").isCloseTo(37.5, within(1e-9));
        assertThat(use.serverThrottledSeconds()).isCloseTo(1.0, within(1e-9));
        assertThat(use.serverSampledPeakRssBytes()).as("the largest sample, not the last").isEqualTo(140L << 20);
        assertThat(use.serverPeakMemoryBytes()).as("the kernel's peak at the window's end").isEqualTo(180L << 20);
        assertThat(use.serverPeakMemoryFromLoadStart()).isTrue();
        assertThat(use.backendCpuPercent()).as("0.2 s in 4 s").isCloseTo(5, within(1e-9));
        assertThat(use.driverCpuPercent()).as("the Gatling JVM: 2 s in 4 s").isCloseTo(50, within(1e-9));
        assertThat(use.driverCpuPercentOfItsCores()).isCloseTo(50, within(1e-9));
        assertThat(use.driverCoresBusyPercent()).as("380 of 400 ticks, every process counted").isCloseTo(95, within(1e-9));
        assertThat(use.driverSaturationPercent()).as("the larger of the two").isCloseTo(95, within(1e-9));
        assertThat(use.driverFullyKnown()).isTrue();
    }

    @Test
    void unreadableCountersGiveUnknownNeverZeroNorANegativeDifference() {
        List<ResourceSampler.Sample> samples = List.of(
                new ResourceSampler.Sample(10_000, server(-1, -1, -1, -1, -1, -1), null, -1, CoreTimes.UNKNOWN),
                new ResourceSampler.Sample(14_000, server(-1, -1, -1, -1, -1, -1), null, -1, CoreTimes.UNKNOWN));

        ResourceUse use = ResourceUse.between(samples, 1, true);

        assertThat(use.serverCpuPercent()).as("server CPU").isNaN();
        assertThat(use.serverThrottledPeriodsPercent()).as("throttled periods: unknown, not 0%").isNaN();
        assertThat(use.serverThrottledSeconds()).as("throttled time").isNaN();
        assertThat(use.serverSampledPeakRssBytes()).as("sampled rss peak").isEqualTo(-1);
        assertThat(use.serverPeakMemoryBytes()).as("kernel peak").isEqualTo(-1);
        assertThat(use.serverPeakMemoryFromLoadStart()).as("no peak, so no span").isFalse();
        assertThat(use.backendCpuPercent()).as("no backend cgroup").isNaN();
        assertThat(use.driverCpuPercent()).as("driver exited").isNaN();
        assertThat(use.driverCoresBusyPercent()).as("no /proc/stat").isNaN();
        assertThat(use.driverSaturationPercent()).isNaN();
        assertThat(use.driverFullyKnown()).isFalse();
    }

    @Test
    void oneCounterUnknownAtEitherEndIsUnknownAndACounterThatWentBackIsToo() {
        List<ResourceSampler.Sample> samples = List.of(
                new ResourceSampler.Sample(10_000, server(5 * SECOND, 100, 10, 5 * SECOND, 1, 1), null, 2 * SECOND, new CoreTimes(100, 1_000)),
                new ResourceSampler.Sample(14_000, server(6 * SECOND, -1, 12, 4 * SECOND, 1, 1), null, 3 * SECOND, CoreTimes.UNKNOWN));

        ResourceUse use = ResourceUse.between(samples, 1, false);

        assertThat(use.serverCpuPercent()).isCloseTo(25, within(1e-9));
        assertThat(use.serverThrottledPeriodsPercent()).as("periods unreadable at the end").isNaN();
        assertThat(use.serverThrottledSeconds()).as("a throttled time that fell is no figure").isNaN();
        assertThat(use.driverCoresBusyPercent()).isNaN();
        assertThat(use.driverSaturationPercent()).as("the Gatling JVM's known share, a lower bound").isCloseTo(25, within(1e-9));
        assertThat(use.driverFullyKnown()).isFalse();
    }

    @Test
    void noPeriodWithReadableCountersIsNoThrottling() {
        List<ResourceSampler.Sample> samples = List.of(
                new ResourceSampler.Sample(10_000, server(SECOND, 100, 10, 0, 1, 1), null, 0, new CoreTimes(0, 100)),
                new ResourceSampler.Sample(14_000, server(SECOND, 100, 10, 0, 1, 1), null, 0, new CoreTimes(0, 500)));

        assertThat(ResourceUse.between(samples, 1, false).serverThrottledPeriodsPercent()).as("an idle server").isZero();
    }

    @Test
    void fewerThanTwoSamplesKnowNothing() {
        assertThat(ResourceUse.between(List.of(), 1, true)).isEqualTo(ResourceUse.UNKNOWN);
    }

    @Test
    void readsOlderResultsAsNotKnowingTheNewFigures() throws Exception {
        String older = """
                {"seconds": 19.5, "serverCpuPercent": 95.0, "serverThrottledPeriodsPercent": 12.5, "serverThrottledSeconds": 1.2,
                 "serverPeakResidentBytes": 440401920, "backendCpuPercent": 11.0, "driverCpuPercent": 30.0,
                 "driverCpuPercentOfItsCores": 30.0}""";
        ObjectMapper json = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

        ResourceUse use = json.readValue(older, ResourceUse.class);

        assertThat(use.serverSampledPeakRssBytes()).as("the old name of the sampled peak").isEqualTo(440_401_920L);
        assertThat(use.serverPeakMemoryBytes()).as("no kernel peak then: unknown, not 0").isEqualTo(-1);
        assertThat(use.driverCoresBusyPercent()).as("no cores' busy share then: unknown, not 0%").isNaN();
        assertThat(json.readValue(json.writeValueAsString(use), ResourceUse.class)).as("written and read back").isEqualTo(use);
    }
}
