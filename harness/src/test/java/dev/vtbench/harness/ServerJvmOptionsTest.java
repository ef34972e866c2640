package dev.vtbench.harness;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.matrix.DataFileException;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.ServerJvmOptions;
import dev.vtbench.harness.docker.JvmOptions;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.Contexts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The matrix key server.jvm.options: checked on load, carried by every cell, kept by the run folder, recorded with results. */
class ServerJvmOptionsTest {
    private static final Definitions DEFINITIONS = Definitions.load(DefinitionsTest.repositoryRoot());
    private static final String MATRIX = """
            runtimes = plain-jdk
            jvms = temurin-25
            profiles = cpu-1
            scenarios = cpu
            users = 50
            warmup.seconds = 5
            duration.seconds = 10
            repetitions = 1
            """;

    @TempDir
    Path dir;

    private MatrixFile load(String extra, Map<String, String> overrides) throws IOException {
        return MatrixFile.load(Files.writeString(dir.resolve("mine.properties"), MATRIX + extra), overrides, DEFINITIONS);
    }

    @Test
    void everyCellCarriesTheOptionsAndTheRunFolderKeepsThem() throws IOException {
        MatrixFile matrix = load("server.jvm.options = -Djdk.virtualThreadScheduler.parallelism=2 -XX:+UseSerialGC\n", Map.of());

        assertThat(matrix.cells()).hasSize(2).allSatisfy(cell -> {
            assertThat(cell.serverJvmOptions().options()).containsExactly("-Djdk.virtualThreadScheduler.parallelism=2", "-XX:+UseSerialGC");
            assertThat(cell.serverJvmOptions().virtualSchedulerParallelism()).hasValue(2);
        });
        assertThat(matrix.toProperties()).contains("server.jvm.options = -Djdk.virtualThreadScheduler.parallelism=2 -XX:+UseSerialGC\n");
        Path kept = Files.writeString(dir.resolve("kept.properties"), matrix.toProperties());
        assertThat(MatrixFile.load(kept, Map.of(), DEFINITIONS).cells().get(0).serverJvmOptions()).as("read back from a run folder")
                .isEqualTo(matrix.cells().get(0).serverJvmOptions());
    }

    @Test
    void noOptionsIsNoneAndAnOlderRunFolderReadsTheSame() throws IOException {
        MatrixFile matrix = load("", Map.of());
        assertThat(matrix.cells()).allSatisfy(cell -> assertThat(cell.serverJvmOptions()).isEqualTo(ServerJvmOptions.NONE));
        assertThat(matrix.toProperties()).doesNotContain("server.jvm.options");
    }

    @Test
    void theCommandLineOverridesTheFile() throws IOException {
        MatrixFile matrix = load("server.jvm.options = -XX:+UseSerialGC\n", Map.of("server.jvm.options", "-Djdk.virtualThreadScheduler.parallelism=4"));
        assertThat(matrix.cells().get(0).serverJvmOptions().options()).containsExactly("-Djdk.virtualThreadScheduler.parallelism=4");
    }

    @Test
    void aBadOptionIsRefusedNamingTheKeyTheValueAndWhatIsAccepted() {
        // Beside the malformed: what a JVM option could do on a host-network server (a JMX port without authentication,
        // a program run on error, a flags file, a file written) and options that would undo the harness's own figures.
        for (String bad : List.of("Dfoo=1", "-Dfoo=1", "-Dfoo=$(reboot)", "-Dfoo=1;ls", "-jar x.jar", "-XX:+Flag -Dx='y'",
                "-Djdk.virtualThreadScheduler.parallelism=0", "-Djdk.virtualThreadScheduler.parallelism=many",
                "-Djdk.virtualThreadScheduler.parallelism=257", "-D" + "x".repeat(250) + "=1",
                "-Dcom.sun.management.jmxremote.port=9999", "-XX:OnError=/bin/sh", "-XX:Flags=/tmp/flags",
                "-XX:HeapDumpPath=/tmp/x", "-XX:+HeapDumpOnOutOfMemoryError", "-XX:NativeMemoryTracking=off", "-XX:-UsePerfData",
                "-XX:-UseContainerSupport", "-XX:ActiveProcessorCount=4", "-XX:MaxRAMPercentage=101", "-Xmx0", "-javaagent:/x.jar",
                "-agentpath:/x.so", "-Djdk.pollerMode=3", "-Djdk.pollerMode=0", "-Djdk.httpserver.maxConnections=0",
                "-DVTBENCH_MAX_CONNECTIONS=-1", "-DVTBENCH_POOL_SIZE=10")) {
            assertThatThrownBy(() -> load("", Map.of("server.jvm.options", bad))).as("refused: %s", bad)
                    .isInstanceOf(DataFileException.class).hasMessageContaining("option --server.jvm.options")
                    .hasMessageContaining("server.jvm.options = '" + bad + "' is invalid")
                    .hasMessageContaining("-Djdk.virtualThreadScheduler.parallelism=N").hasMessageContaining("Anything else is refused");
        }
        for (String good : List.of("-Djdk.virtualThreadScheduler.parallelism=256", "-Djdk.virtualThreadScheduler.maxPoolSize=512",
                "-Djdk.virtualThreadScheduler.minRunnable=1", "-XX:+UseZGC", "-Xmx1g", "-Xms512m", "-XX:MaxRAMPercentage=75",
                "-XX:InitialRAMPercentage=12.5", "-Djdk.pollerMode=1", "-Djdk.pollerMode=2", "-Djdk.httpserver.maxConnections=8192",
                "-DVTBENCH_MAX_CONNECTIONS=1000")) {
            assertThat(ServerJvmOptions.parse(good).options()).as("accepted: %s", good).containsExactly(good);
        }
        assertThatThrownBy(() -> load("server.jvm.options = -Xss1m\n", Map.of())).isInstanceOf(DataFileException.class)
                .hasMessageContaining("line 9").hasMessageContaining("'-Xss1m' is not");
    }

    @Test
    void theServerGetsTheHarnessOptionsThenTheRunsInOneVariable() {
        assertThat(ServerContainer.toolOptions(ServerJvmOptions.NONE)).isEqualTo(JvmOptions.SERVER_TOOL_OPTIONS);
        assertThat(ServerContainer.toolOptions(ServerJvmOptions.parse("-Djdk.virtualThreadScheduler.parallelism=3")))
                .isEqualTo(JvmOptions.SERVER_TOOL_OPTIONS + " -Djdk.virtualThreadScheduler.parallelism=3");
        assertThat(ServerJvmOptions.parse("-Djdk.virtualThreadScheduler.parallelism=3 -Djdk.virtualThreadScheduler.parallelism=5")
                .virtualSchedulerParallelism()).as("the last one wins, as in the JVM").hasValue(5);
        assertThat(ServerJvmOptions.parse("-XX:+UseSerialGC").virtualSchedulerParallelism()).isEmpty();
    }

    @Test
    void resultsRecordTheOptionsAndOlderResultsReadAsNone() throws Exception {
        ObjectMapper json = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        CellContext context = SampleRun.measured("plain-jdk", "temurin-25", "virtual", 1, "cpu", 1000, true).context();
        CellContext withOptions = Contexts.from(context).serverJvmOptions("-Djdk.virtualThreadScheduler.parallelism=2", 2).build();
        assertThat(json.readValue(json.writeValueAsString(withOptions), CellContext.class)).isEqualTo(withOptions);

        var older = json.valueToTree(withOptions);
        ((com.fasterxml.jackson.databind.node.ObjectNode) older).remove(List.of("serverJvmOptions", "schedulerParallelism"));
        CellContext read = json.treeToValue(older, CellContext.class);
        assertThat(read.serverJvmOptions()).as("written before the key existed: none could be given").isEmpty();
        assertThat(read.schedulerParallelism()).as("not recorded then").isNull();
    }
}
