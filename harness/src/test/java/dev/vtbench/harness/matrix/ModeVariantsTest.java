package dev.vtbench.harness.matrix;

import dev.vtbench.harness.DefinitionsTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A variant of a mode (mode.virtual-par2.jvm.options): declared by a runtime or by a matrix for itself, run only where a
 * matrix names it, as its base under its own name, with its JVM options after the run's, and refused where it cannot be
 * what its name says.
 */
class ModeVariantsTest {
    private static final Definitions SHIPPED = Definitions.load(DefinitionsTest.repositoryRoot());

    @TempDir
    Path dir;

    private DataFile file(String content) throws IOException {
        Path path = Files.writeString(dir.resolve("runtime.properties"), content);
        return DataFile.load(path, RuntimeDefinition.KEYS, ModeVariants::isKey);
    }

    private MatrixFile matrix(String content) throws IOException {
        return MatrixFile.load(Files.writeString(dir.resolve("mine.properties"), content), Map.of(), SHIPPED);
    }

    @Test
    void aRuntimeDeclaresVariantsOfItsModesBesideTheModesEveryMatrixRuns() throws IOException {
        RuntimeDefinition runtime = RuntimeDefinition.from(file("""
                description = test
                modes = pool virtual
                pool.size = 200
                context = apps/plain-jdk
                startup.timeout.seconds = 60
                mode.virtual-par2.jvm.options = -Djdk.virtualThreadScheduler.parallelism=2
                mode.virtual-poller1.jvm.options = -Djdk.pollerMode=1
                """), DefinitionsTest.repositoryRoot());

        assertThat(runtime.modes()).as("what every mode means").containsExactly("pool", "virtual");
        assertThat(runtime.modesAndVariants()).containsExactly("pool", "virtual", "virtual-par2", "virtual-poller1");
        assertThat(runtime.knows("virtual-par2")).isTrue();
        assertThat(runtime.variants().of("virtual-poller1").pollerMode()).contains(1);
        assertThat(runtime.variants().of("virtual").isEmpty()).as("a base mode sets nothing").isTrue();
        assertThatThrownBy(() -> runtime.requireMode("virtual-par3")).hasMessageContaining("expected one of [pool, virtual, virtual-par2, virtual-poller1]");
    }

    @Test
    void aVariantMustNameABaseOfTheRuntimeAndSetAnAcceptedOption() throws IOException {
        String runtime = """
                description = test
                modes = pool virtual
                pool.size = 200
                context = apps/plain-jdk
                startup.timeout.seconds = 60
                """;
        assertThatThrownBy(() -> RuntimeDefinition.from(file(runtime + "mode.fixed-small.jvm.options = -Xmx1g\n"), DefinitionsTest.repositoryRoot()))
                .as("no base fixed").isInstanceOf(DataFileException.class).hasMessageContaining("whose BASE is one of [pool, virtual]");
        assertThatThrownBy(() -> RuntimeDefinition.from(file(runtime + "mode.virtual.jvm.options = -Xmx1g\n"), DefinitionsTest.repositoryRoot()))
                .as("a base is no variant").hasMessageContaining("mode.BASE-VARIANT.jvm.options");
        assertThatThrownBy(() -> RuntimeDefinition.from(file(runtime + "mode.virtual-x.jvm.options = -XX:OnError=sh\n"), DefinitionsTest.repositoryRoot()))
                .as("an option that could run a program").hasMessageContaining("'-XX:OnError=sh' is not");
        assertThatThrownBy(() -> RuntimeDefinition.from(file(runtime + "mode.virtual-x.jvm.options =\n"), DefinitionsTest.repositoryRoot()))
                .as("nothing set").hasMessageContaining("required key 'mode.virtual-x.jvm.options' is missing");
    }

    @Test
    void aVariantIsAVirtualModeWhenItsBaseIsAndRunsWithItsOptionsAfterTheRuns() throws IOException {
        MatrixFile planted = matrix("""
                runtimes = tomcat
                jvms = temurin-25
                profiles = cpu-1
                scenarios = io
                modes = pool virtual-capped
                mode.virtual-capped.jvm.options = -DVTBENCH_MAX_CONNECTIONS=1000 -Djdk.virtualThreadScheduler.parallelism=2
                server.jvm.options = -Djdk.virtualThreadScheduler.parallelism=1 -Xmx512m
                users = 10
                duration.seconds = 5
                repetitions = 1
                """);

        List<Cell> cells = planted.cells();
        assertThat(cells).extracting(cell -> cell.mode().name()).containsExactly("pool", "virtual-capped");
        Cell capped = cells.get(1);
        assertThat(capped.virtual()).as("a variant of virtual runs on virtual threads").isTrue();
        assertThat(capped.serverJvmOptions().joined()).isEqualTo("-Djdk.virtualThreadScheduler.parallelism=1 -Xmx512m "
                + "-DVTBENCH_MAX_CONNECTIONS=1000 -Djdk.virtualThreadScheduler.parallelism=2");
        assertThat(capped.serverJvmOptions().virtualSchedulerParallelism()).as("the mode's, the last given").contains(2);
        assertThat(cells.get(0).serverJvmOptions().joined()).as("the pool: the run's alone").isEqualTo("-Djdk.virtualThreadScheduler.parallelism=1 -Xmx512m");
        assertThat(planted.toProperties()).as("kept for --resume").contains("mode.virtual-capped.jvm.options = -DVTBENCH_MAX_CONNECTIONS=1000");
    }

    @Test
    void aMatrixsOwnVariantGoesToEveryRuntimeOfItsBaseAndANameNoneKnowsIsRefused() throws IOException {
        MatrixFile own = matrix("""
                runtimes = plain-jdk liberty
                jvms = temurin-25
                profiles = cpu-1
                scenarios = hello
                modes = fixed-small
                mode.fixed-small.jvm.options = -Xmx256m
                users = 10
                duration.seconds = 5
                repetitions = 1
                """);
        assertThat(own.cells()).as("plain-jdk has no fixed mode").extracting(cell -> cell.runtime().name()).containsExactly("liberty");

        assertThatThrownBy(() -> matrix("""
                runtimes = plain-jdk
                jvms = temurin-25
                profiles = cpu-1
                scenarios = hello
                modes = virtual-nothing
                users = 10
                duration.seconds = 5
                repetitions = 1
                """)).isInstanceOf(DataFileException.class).hasMessageContaining("modes = 'virtual-nothing' is invalid");
    }

    @Test
    void aPollerModeIsRefusedOnAJdkThatDoesNotReadIt() throws IOException {
        String matrix = """
                runtimes = plain-jdk
                jvms = temurin-21
                profiles = cpu-1
                scenarios = io
                modes = virtual-mine
                mode.virtual-mine.jvm.options = -Djdk.pollerMode=2
                users = 10
                duration.seconds = 5
                repetitions = 1
                """;
        assertThatThrownBy(() -> matrix(matrix)).isInstanceOf(DataFileException.class)
                .hasMessageContaining("jvms = 'temurin-21' is invalid").hasMessageContaining("which mode virtual-mine of plain-jdk sets: JDK 21 does not")
                .hasMessageContaining("leave out temurin-21 or that mode");
        assertThat(matrix(matrix.replace("temurin-21", "temurin-25")).cells()).singleElement()
                .satisfies(cell -> assertThat(cell.serverJvmOptions().pollerMode()).contains(2));
        assertThatThrownBy(() -> matrix(matrix.replace("modes = virtual-mine", "modes = virtual\nserver.jvm.options = -Djdk.pollerMode=1")))
                .as("the run's own option too").hasMessageContaining("no -Djdk.pollerMode=1 with temurin-21");
    }

    @Test
    void onlyVirtualAndItsVariantsRunOnVirtualThreads() {
        assertThat(Mode.of("virtual-par2").isVirtual()).isTrue();
        assertThat(Mode.of("virtualish").isVirtual()).as("not a variant: no hyphen").isFalse();
        assertThat(Mode.of("pool-small").isVirtual()).isFalse();
        assertThat(ModeVariants.NONE.ofBases(List.of("pool")).names()).isEmpty();
        assertThat(new ModeVariants(Map.of("virtual-a", ServerJvmOptions.parse("-Xmx1g"), "pool-b", ServerJvmOptions.parse("-Xmx1g")))
                .ofBases(List.of("pool")).names()).containsExactly("pool-b");
    }
}
