package dev.vtbench.harness;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.driver.DriverContainer;
import dev.vtbench.harness.driver.DriverFleet;
import dev.vtbench.harness.load.LatencyHistogram;
import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Traffic;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.CpuSet;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Two Gatling driver containers load one server (the backend delay service, which answers /delay?ms=0) together:
 * each keeps its own results, and the merged result's count is the sum of theirs and its percentiles come from
 * the sum of their histograms.
 */
class DriverContainerIT {
    private static final CpuSet CORE_0 = CpuSet.parse("0");

    @TempDir
    Path folder;

    @Test
    void twoDriversMergeIntoOneResultWhoseCountIsTheSumAndWhosePercentilesComeFromTheMergedHistogram() throws Exception {
        MatrixImages.Outcome driverImage = TestMatrix.IMAGES.driverImage();
        assertThat(driverImage.built()).as("the driver image: %s", driverImage.skipReason()).isTrue();
        try (BackendContainer target = new BackendContainer(TestMatrix.IMAGES.backendImage().image(), CORE_0,
                folder.resolve("backend.log"))) {
            target.start();
            Path repetition = folder.resolve("repetition-1");

            DriverFleet.Outcome outcome = DriverFleet.local(driverImage.image(), List.of(CORE_0, CORE_0))
                    .run(target.baseUrl(), new Traffic.Endpoint("/delay?ms=0"), LoadSpec.closed(5, Warmup.fixed(3), 3), repetition);

            assertThat(outcome.drivers()).extracting(DriverContainer.Outcome::driver).containsExactly(1, 2);
            Histogram summed = new Histogram(3);
            summed.setAutoResize(true);
            long okSum = 0;
            for (DriverContainer.Outcome driver : outcome.drivers()) {
                LoadResult own = driver.result();
                assertThat(own.ok()).as("driver %d measured requests (log: %s)", driver.driver(), driver.log()).isPositive();
                assertThat(own.ko()).as("driver %d's failures", driver.driver()).isZero();
                assertThat(own.latencyHistogram()).as("driver %d's histogram", driver.driver()).isNotNull();
                assertThat(repetition.resolve("driver-" + driver.driver()).resolve("stats.json")).as("kept per driver").isRegularFile();
                assertThat(driver.reportFolder().resolve("index.html")).as("Gatling's report copied out").isRegularFile();
                assertThat(Files.readString(driver.log())).as("the driver's log").isNotBlank();
                Histogram histogram = LatencyHistogram.decode(own.latencyHistogram());
                assertThat(histogram.getTotalCount()).as("driver %d's histogram holds its OK requests", driver.driver()).isEqualTo(own.ok());
                summed.add(histogram);
                okSum += own.ok();
            }
            LoadResult merged = outcome.merged();
            assertThat(merged.ok()).as("merged count = the sum of the drivers' counts").isEqualTo(okSum);
            assertThat(LatencyHistogram.decode(merged.latencyHistogram()).getTotalCount()).isEqualTo(okSum);
            assertThat(merged.latencyMicros()).as("percentiles of the summed histogram")
                    .containsEntry("p50", (double) summed.getValueAtPercentile(50))
                    .containsEntry("p99", (double) summed.getValueAtPercentile(99))
                    .containsEntry("max", (double) summed.getMaxValue());
            assertThat(merged.throughputPerSecond()).isEqualTo(outcome.drivers().stream()
                    .mapToDouble(driver -> driver.result().throughputPerSecond()).sum());
        }
    }

    @Test
    void aDriverThatFailsSaysHowItEndedAndShowsItsLog() {
        LoadSpec broken = new LoadSpec(dev.vtbench.harness.load.Simulation.parse("throughput"), LoadModel.CLOSED, 1, 0, Warmup.fixed(1), 1,
                Map.of("vtbench.requestTimeoutMs", "soon"));
        DriverContainer driver = new DriverContainer(TestMatrix.IMAGES.driverImage().image(), 1, CORE_0, "http://127.0.0.1:1",
                new Traffic.Endpoint("/hello"), broken, folder);

        assertThatThrownBy(driver::run).as("a simulation that cannot start")
                .hasMessageContaining("Gatling driver 1 (container on cpus 0) exited with code")
                .hasMessageContaining("no stats file").hasMessageContaining(folder.resolve("driver-1/gatling.log").toString())
                .hasMessageContaining("vtbench.requestTimeoutMs=\"soon\" is not an integer");
    }
}
