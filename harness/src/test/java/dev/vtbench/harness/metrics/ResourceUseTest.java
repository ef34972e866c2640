package dev.vtbench.harness.metrics;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ResourceUseTest {
    private static final long SECOND = 1_000_000_000L;

    private static StatsReading server(long wallMillis, long cpuNanos, long periods, long throttled, long throttledNanos,
                                       long rss, long peak) {
        return new StatsReading(wallMillis, new CgroupReading(wallMillis * 1_000_000, cpuNanos, periods, throttled,
                throttledNanos, rss, peak));
    }

    private static StatsReading backend(long wallMillis, long cpuNanos) {
        return new StatsReading(wallMillis, new CgroupReading(wallMillis * 1_000_000, cpuNanos, -1, -1, -1, -1, -1));
    }

    private static DriverUse localDriver(LocalDriverFigures.Sample... samples) {
        return LocalDriverFigures.between(List.of(samples), 1);
    }

    @Test
    void computesEachFigureFromTheFirstAndLastReading() {
        List<StatsReading> server = List.of(
                server(10_000, 5 * SECOND, 100, 10, SECOND, 100 << 20, 150 << 20),
                server(11_000, 6 * SECOND, 110, 12, SECOND, 140 << 20, 170 << 20),
                server(14_000, 7 * SECOND, 140, 25, 2 * SECOND, 120 << 20, 180 << 20));
        List<StatsReading> backend = List.of(backend(10_500, SECOND), backend(12_500, SECOND + SECOND / 5));
        DriverUse driver = localDriver(new LocalDriverFigures.Sample(10_000, 2 * SECOND, new CoreTimes(1_000, 10_000)),
                new LocalDriverFigures.Sample(12_000, 3 * SECOND, new CoreTimes(1_100, 10_100)),
                new LocalDriverFigures.Sample(14_000, 4 * SECOND, new CoreTimes(1_380, 10_400)));

        ResourceUse use = ResourceUse.between(server, backend, List.of(driver));

        assertThat(use.seconds()).as("the server's readings span").isEqualTo(4.0);
        assertThat(use.serverCpuPercent()).as("2 s of CPU in 4 s").isCloseTo(50, within(1e-9));
        assertThat(use.serverThrottledPeriodsPercent()).as("15 of 40 periods").isCloseTo(37.5, within(1e-9));
        assertThat(use.serverThrottledSeconds()).isCloseTo(1.0, within(1e-9));
        assertThat(use.serverSampledPeakRssBytes()).as("the largest reading, not the last").isEqualTo(140L << 20);
        assertThat(use.serverPeakMemoryBytes()).as("the kernel's peak at the window's end").isEqualTo(180L << 20);
        assertThat(use.serverPeakMemoryFromLoadStart()).as("through the engine the peak covers the container's life").isFalse();
        assertThat(use.backendCpuPercent()).as("0.2 s in the backend's own 2 s of readings").isCloseTo(10, within(1e-9));
        assertThat(use.driverCpuPercent()).as("the Gatling JVM: 2 s in 4 s").isCloseTo(50, within(1e-9));
        assertThat(use.driverCpuPercentOfItsCores()).isCloseTo(50, within(1e-9));
        assertThat(use.driverCoresBusyPercent()).as("380 of 400 ticks, every process counted").isCloseTo(95, within(1e-9));
        assertThat(use.driverSaturationPercent()).as("the larger of the two").isCloseTo(95, within(1e-9));
        assertThat(use.driverFullyKnown()).isTrue();
        assertThat(use.drivers()).as("the one driver's own figures").containsExactly(driver);
    }

    @Test
    void unreadableCountersGiveUnknownNeverZeroNorANegativeDifference() {
        List<StatsReading> server = List.of(server(10_000, -1, -1, -1, -1, -1, -1), server(14_000, -1, -1, -1, -1, -1, -1));
        DriverUse driver = localDriver(new LocalDriverFigures.Sample(10_000, -1, CoreTimes.UNKNOWN),
                new LocalDriverFigures.Sample(14_000, -1, CoreTimes.UNKNOWN));

        ResourceUse use = ResourceUse.between(server, List.of(), List.of(driver));

        assertThat(use.serverCpuPercent()).as("server CPU").isNaN();
        assertThat(use.serverThrottledPeriodsPercent()).as("throttled periods: unknown, not 0%").isNaN();
        assertThat(use.serverThrottledSeconds()).as("throttled time").isNaN();
        assertThat(use.serverSampledPeakRssBytes()).as("sampled rss peak").isEqualTo(-1);
        assertThat(use.serverPeakMemoryBytes()).as("kernel peak").isEqualTo(-1);
        assertThat(use.backendCpuPercent()).as("no backend readings").isNaN();
        assertThat(use.driverCpuPercent()).as("driver exited").isNaN();
        assertThat(use.driverCoresBusyPercent()).as("no /proc/stat").isNaN();
        assertThat(use.driverSaturationPercent()).isNaN();
        assertThat(use.driverFullyKnown()).isFalse();
    }

    @Test
    void oneCounterUnknownAtEitherEndIsUnknownAndACounterThatWentBackIsToo() {
        List<StatsReading> server = List.of(server(10_000, 5 * SECOND, 100, 10, 5 * SECOND, 1, 1),
                server(14_000, 6 * SECOND, -1, 12, 4 * SECOND, 1, 1));
        DriverUse driver = localDriver(new LocalDriverFigures.Sample(10_000, 2 * SECOND, new CoreTimes(100, 1_000)),
                new LocalDriverFigures.Sample(14_000, 3 * SECOND, CoreTimes.UNKNOWN));

        ResourceUse use = ResourceUse.between(server, List.of(), List.of(driver));

        assertThat(use.serverCpuPercent()).isCloseTo(25, within(1e-9));
        assertThat(use.serverThrottledPeriodsPercent()).as("periods unreadable at the end").isNaN();
        assertThat(use.serverThrottledSeconds()).as("a throttled time that fell is no figure").isNaN();
        assertThat(use.driverCoresBusyPercent()).isNaN();
        assertThat(use.driverSaturationPercent()).as("the Gatling JVM's known share, a lower bound").isCloseTo(25, within(1e-9));
        assertThat(use.driverFullyKnown()).isFalse();
    }

    @Test
    void noPeriodWithReadableCountersIsNoThrottling() {
        List<StatsReading> server = List.of(server(10_000, SECOND, 100, 10, 0, 1, 1), server(14_000, SECOND, 100, 10, 0, 1, 1));

        assertThat(ResourceUse.between(server, List.of(), List.of()).serverThrottledPeriodsPercent()).as("an idle server").isZero();
    }

    @Test
    void severalDriversAreJudgedByTheBusiestAndTheirCpuSums() {
        DriverUse idle = new DriverUse("driver-1", 4, 100, 30);
        DriverUse saturated = new DriverUse("driver-2", 2, 190, 97);
        List<StatsReading> server = List.of(server(10_000, SECOND, 1, 0, 0, 1, 1), server(14_000, 2 * SECOND, 2, 0, 0, 1, 1));

        ResourceUse use = ResourceUse.between(server, List.of(), List.of(idle, saturated));

        assertThat(use.driverCpuPercent()).as("1.0 + 1.9 cores of load generation").isCloseTo(290, within(1e-9));
        assertThat(use.driverCpuPercentOfItsCores()).as("driver-2: 190%% of 2 cores").isCloseTo(95, within(1e-9));
        assertThat(use.driverSaturationPercent()).as("one saturated driver of two limits the load").isCloseTo(97, within(1e-9));
        assertThat(use.drivers()).as("each driver's own figures kept").containsExactly(idle, saturated);
        assertThat(use.driverFullyKnown()).isTrue();
        assertThat(ResourceUse.between(server, List.of(), List.of(idle, new DriverUse("driver-3", 2, 50, Double.NaN)))
                .driverFullyKnown()).as("one driver's cores unknown").isFalse();
    }

    @Test
    void fewerThanTwoSamplesKnowNothing() {
        assertThat(ResourceUse.between(List.of(), List.of(), List.of())).isEqualTo(ResourceUse.UNKNOWN);
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
        assertThat(use.drivers()).as("no per-driver figures then").isEmpty();
        assertThat(json.readValue(json.writeValueAsString(use), ResourceUse.class)).as("written and read back").isEqualTo(use);
    }
}
