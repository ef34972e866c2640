package dev.vtbench.harness;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.driver.DriverContainer;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Traffic;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.CpuSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A Gatling driver container that cannot run its simulation: its failure says how it ended and where its log is. (Two
 * drivers loading one server and merging into one result, the count their sum and the percentiles from their summed
 * histograms, are MultiEngineIT's, live, and MergedLoadTest's, on their figures.)
 */
class DriverContainerIT {
    private static final CpuSet CORE_0 = CpuSet.parse("0");

    @TempDir
    Path folder;

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
