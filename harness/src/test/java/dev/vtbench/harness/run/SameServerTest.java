package dev.vtbench.harness.run;

import dev.vtbench.harness.DefinitionsTest;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.matrix.ServerJvmOptions;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** `verify` starts one server for the cells that differ only in their scenario and load, and one per anything else. */
class SameServerTest {
    private static final Definitions DEFINITIONS = Definitions.load(DefinitionsTest.repositoryRoot());
    private static final LoadSpec CLOSED = LoadSpec.closed(400, Warmup.fixed(5), 8);
    private static final LoadSpec OPEN = LoadSpec.open(1000, Warmup.fixed(5), 8);

    @Test
    void cellsThatDifferOnlyInScenarioOrLoadRunTheSameServer() {
        assertThat(VerifyRun.SameServer.of(cell("pool", "cpu-1", "io", CLOSED, ServerJvmOptions.NONE)))
                .isEqualTo(VerifyRun.SameServer.of(cell("pool", "cpu-1", "hello", OPEN, ServerJvmOptions.NONE)));
    }

    @Test
    void anotherModeProfileOrJvmOptionIsAnotherServer() {
        VerifyRun.SameServer pool = VerifyRun.SameServer.of(cell("pool", "cpu-1", "io", CLOSED, ServerJvmOptions.NONE));

        assertThat(VerifyRun.SameServer.of(cell("virtual", "cpu-1", "io", CLOSED, ServerJvmOptions.NONE))).as("mode").isNotEqualTo(pool);
        assertThat(VerifyRun.SameServer.of(cell("pool", "cpu-0.5", "io", CLOSED, ServerJvmOptions.NONE))).as("profile").isNotEqualTo(pool);
        assertThat(VerifyRun.SameServer.of(cell("pool", "cpu-1", "io", CLOSED, new ServerJvmOptions(List.of("-Xmx256m")))))
                .as("server JVM options").isNotEqualTo(pool);
    }

    private static Cell cell(String mode, String profile, String scenario, LoadSpec load, ServerJvmOptions options) {
        return new Cell(DEFINITIONS.runtimes().get("plain-jdk"), DEFINITIONS.jvms().get("temurin-25"), Mode.of(mode),
                DEFINITIONS.profiles().get(profile), DEFINITIONS.scenarios().get(scenario), load, options);
    }
}
