package dev.vtbench.harness;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.metrics.ContainerDriverFigures;
import dev.vtbench.harness.metrics.DriverUse;
import dev.vtbench.harness.metrics.EngineStats;
import dev.vtbench.harness.metrics.ResourceSampler;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.StatsReading;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A container's figures arrive through the engine's stats stream, about one reading a second, and its CPU counter
 * rises while requests keep it busy: the same path a remote engine takes, with nothing read from this machine's /proc.
 */
class EngineStatsIT {
    @TempDir
    Path logs;

    @Test
    void followsTheCpuAndMemoryOfABusyContainer() throws Exception {
        try (BackendContainer backend = new BackendContainer(TestMatrix.IMAGES.backendImage().image(), CpuSet.parse("1"),
                logs.resolve("backend.log"))) {
            backend.start();
            List<StatsReading> readings;
            ResourceUse use;
            long start = System.currentTimeMillis();
            // The backend plays each role here: the sampler's three sources are three streams of the same container.
            try (EngineStats stats = EngineStats.of(backend); HttpClient http = HttpClient.newHttpClient();
                 ResourceSampler sampler = new ResourceSampler(EngineStats.of(backend), EngineStats.of(backend), new ContainerDriverFigures(
                         List.of(new ContainerDriverFigures.Driver("driver-1", EngineStats.of(backend), CpuSet.parse("1"), List.of()))))) {
                HttpRequest request = HttpRequest.newBuilder(URI.create(backend.baseUrl() + "/health")).build();
                long until = start + 4_500;
                int answered = 0;
                while (System.currentTimeMillis() < until) {
                    if (http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                        answered++;
                    }
                }
                readings = stats.readings();
                use = sampler.within(start, System.currentTimeMillis());
                assertThat(answered).as("requests the backend answered").isPositive();
                assertThat(stats.containerId()).isEqualTo(backend.getContainerId());
            }

            assertThat(readings).as("readings in 4.5 s at about one a second").hasSizeBetween(3, 7);
            StatsReading first = readings.get(0);
            StatsReading last = readings.get(readings.size() - 1);
            assertThat(last.counters().cpuNanos()).as("the CPU counter under requests")
                    .isGreaterThan(first.counters().cpuNanos()).isPositive();
            double meanSeconds = (last.counters().atNanos() - first.counters().atNanos()) / 1e9 / (readings.size() - 1);
            assertThat(meanSeconds).as("the engine's cadence between readings, in seconds").isBetween(0.5, 2.0);
            assertThat(last.counters().periods()).as("no CFS quota on the backend, yet the counter is sent").isGreaterThanOrEqualTo(0);
            assertThat(last.counters().residentBytes()).as("resident memory (rss on this cgroup v1 machine)").isPositive();
            assertThat(last.counters().peakMemoryBytes()).as("max_usage, at least the resident memory")
                    .isGreaterThanOrEqualTo(last.counters().residentBytes());

            assertThat(use.serverCpuPercent()).as("the sampler's server CPU, through the engine").isPositive();
            assertThat(use.backendCpuPercent()).as("the sampler's backend CPU").isPositive();
            assertThat(use.serverPeakMemoryBytes()).as("the kernel peak through the engine").isPositive();
            assertThat(use.serverPeakMemoryFromLoadStart()).as("the engine cannot reset the peak").isFalse();
            assertThat(use.drivers()).as("one driver container's own figures").hasSize(1);
            DriverUse driver = use.drivers().get(0);
            assertThat(driver.cores()).as("its cpuset's size").isEqualTo(1);
            assertThat(driver.cpuPercent()).as("the driver container's CPU").isPositive();
            assertThat(driver.coresBusyPercent()).as("its cores: at least its own share").isGreaterThanOrEqualTo(driver.cpuPercentOfItsCores());
        }
    }
}
