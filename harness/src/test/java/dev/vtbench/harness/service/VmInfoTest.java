package dev.vtbench.harness.service;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

/** VM.info as jcmd printed it for vtbench's Tomcat image under cpu-1 (--cpus=1, cpuset 1), on JDK 25 and 21. */
class VmInfoTest {

    @Test
    void readsTheProcessorsAndTheJvmOfJdk25() throws IOException {
        VmInfo vm = VmInfo.parse(captured("tomcat-temurin-25-cpu-1.txt"));
        assertThat(vm.containerProcessors()).as("the container section's active_processor_count").isEqualTo(OptionalInt.of(1));
        assertThat(vm.initialActive()).as("the CPU line's initial active count").isEqualTo(OptionalInt.of(1));
        assertThat(vm.availableProcessors()).isEqualTo(OptionalInt.of(1));
        assertThat(vm.runtime()).isEqualTo("OpenJDK Runtime Environment Temurin-25.0.3+9");
        assertThat(vm.version()).isEqualTo("25.0.3+9-LTS");
        assertThat(vm.sees(1)).as("cpu-1 is seen").isTrue();
        assertThat(vm.sees(2)).as("2 is not what the JVM sees").isFalse();
    }

    @Test
    void readsTheProcessorsAndTheJvmOfJdk21() throws IOException {
        VmInfo vm = VmInfo.parse(captured("tomcat-temurin-21-cpu-1.txt"));
        assertThat(vm.availableProcessors()).isEqualTo(OptionalInt.of(1));
        assertThat(vm.containerProcessors()).isEqualTo(OptionalInt.of(1));
        assertThat(vm.version()).isEqualTo("21.0.8+9-LTS");
        assertThat(vm.describeProcessors()).isEqualTo("active_processor_count 1 (container section), initial active 1 (CPU line)");
    }

    @Test
    void anActiveProcessorCountFlagThatDisagreesWithTheContainerIsNotTheProfile() throws IOException {
        // What -XX:ActiveProcessorCount=2 under --cpus=1 prints: availableProcessors() is 2, the container gives 1.
        String flagged = captured("tomcat-temurin-25-cpu-1.txt").replace("(initial active 1)", "(initial active 2)");
        VmInfo vm = VmInfo.parse(flagged);
        assertThat(vm.availableProcessors()).as("availableProcessors() follows the flag").isEqualTo(OptionalInt.of(2));
        assertThat(vm.sees(1)).as("the JVM does not size itself by cpu-1").isFalse();
        assertThat(vm.sees(2)).as("nor is the container 2 CPUs").isFalse();
    }

    @Test
    void outputWithoutEitherCountSeesNothing() {
        VmInfo vm = VmInfo.parse("Picked up JAVA_TOOL_OPTIONS: -Xmx32m\n1:\nsomething else\n");
        assertThat(vm.availableProcessors()).isEmpty();
        assertThat(vm.sees(1)).as("no count printed proves nothing").isFalse();
        assertThat(vm.describeProcessors()).contains("not printed");
    }

    private static String captured(String name) throws IOException {
        try (InputStream in = VmInfoTest.class.getResourceAsStream("/vminfo/" + name)) {
            assertThat(in).as("test resource vminfo/%s", name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
