package dev.vtbench.harness.run;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.matrix.ServerJvmOptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Which scheduler parallelism a cell must prove before load. */
class CellLaunchTest {
    private static final Definitions DEFINITIONS = Definitions.load(Path.of("").toAbsolutePath().getParent());
    private static final LoadSpec LOAD = new LoadSpec(Simulation.parse("throughput"), LoadModel.CLOSED, 50, 0, Warmup.fixed(5), 10, Map.of());

    private static Cell cell(String mode, String options) {
        return new Cell(DEFINITIONS.runtimes().get("plain-jdk"), DEFINITIONS.jvms().get("temurin-25"), Mode.of(mode),
                DEFINITIONS.profiles().get("cpu-1"), DEFINITIONS.scenarios().get("cpu"), LOAD, ServerJvmOptions.parse(options));
    }

    @Test
    void aVirtualCellWhoseOptionsSizeTheSchedulerMustReportThatSize() {
        assertThat(CellLaunch.expectation(cell("virtual", "-Djdk.virtualThreadScheduler.parallelism=2")).parallelism()).hasValue(2);
    }

    @Test
    void theJvmsDefaultAndAPoolCellAreNotAsked() {
        assertThat(CellLaunch.expectation(cell("virtual", "")).parallelism()).isEmpty();
        assertThat(CellLaunch.expectation(cell("virtual", "-XX:+UseSerialGC")).parallelism()).isEmpty();
        assertThat(CellLaunch.expectation(cell("pool", "-Djdk.virtualThreadScheduler.parallelism=2")).parallelism()).isEmpty();
    }
}
