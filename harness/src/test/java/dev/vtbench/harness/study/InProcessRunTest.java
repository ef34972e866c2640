package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.CpuSet;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class InProcessRunTest {

    @Test
    void readsTheCollectorAndHeapTheForkedJvmChose() {
        String output = """
                # VM options: -XX:+PrintCommandLineFlags
                -XX:InitialHeapSize=33554432 -XX:MaxHeapSize=536870912 -XX:+PrintCommandLineFlags -XX:+UseSerialGC
                # Warmup Iteration   1: 12.1 ms/op
                """;
        assertThat(InProcessRun.jvmFlags(output)).isEqualTo("collector SerialGC, maximum heap 512 MiB");
        assertThat(InProcessRun.jvmFlags("nothing printed")).isEqualTo("collector unknown, maximum heap unknown");
    }

    @Test
    void namesEachBenchmarkJmhCouldNotFinishWithItsError() {
        String output = """
                # Parameters: (implementation = FORK_JOIN, leaf = 1, size = 1000000)
                # Warmup Iteration   1: 120.3 ms/op
                # Parameters: (implementation = VIRTUAL_THREADS, leaf = 1, size = 1000000)
                # Warmup Iteration   1: <failure>

                java.lang.OutOfMemoryError: Java heap space
                \tat java.base/java.lang.VirtualThread.<init>(VirtualThread.java:1)
                """;
        assertThat(InProcessRun.failures(output))
                .containsExactly("(implementation = VIRTUAL_THREADS, leaf = 1, size = 1000000): java.lang.OutOfMemoryError: Java heap space");
        assertThat(InProcessRun.failures("# Parameters: (size = 10)\n# Warmup Iteration   1: 1.2 ms/op\n")).isEmpty();
    }

    @Test
    void aForkedJvmThatDiedIsAFailureWithItsError() {
        // As JMH 1.37 printed it for a virtual-thread sort of 1,000,000 doubles in a 1 GiB container.
        String output = """
                # Parameters: (implementation = VIRTUAL_THREADS, leaf = 1, size = 1000000)

                # Run progress: 0.00% complete, ETA 00:00:00
                # Fork: 1 of 1
                Iteration   1:
                Exception: java.lang.OutOfMemoryError thrown from the UncaughtExceptionHandler in thread "Thread-0"
                <forked VM failed with exit code 1>
                <stdout last='20 lines'>
                </stdout>
                <stderr last='20 lines'>
                Exception: java.lang.OutOfMemoryError thrown from the UncaughtExceptionHandler in thread "Thread-0"
                </stderr>
                """;
        assertThat(InProcessRun.failures(output)).containsExactly("(implementation = VIRTUAL_THREADS, leaf = 1, size = 1000000): "
                + "Exception: java.lang.OutOfMemoryError thrown from the UncaughtExceptionHandler in thread \"Thread-0\"");
    }

    @Test
    void aSectionStatesWhatRanItAndWhatDidNotFinishBeforeTheStudysFindings() {
        CpuProfile profile = new CpuProfile("cpu-1", 1, CpuSet.parse("1"), CpuSet.parse("2"), 2L << 30);
        JmhResult result = new JmhResult("sort", Map.of("size", "10"), Timings.of(List.of(1.0)), "25", "OpenJDK 64-Bit Server VM", "25+36");
        InProcessRun.Measured measured = new InProcessRun.Measured(new StudyCondition(profile, "temurin-25", "image"), List.of(result),
                "collector SerialGC, maximum heap 512 MiB", "cgroup over the run: no CFS periods (no quota)",
                List.of("(size = 20): java.lang.OutOfMemoryError"), Path.of("/runs/study/cpu-1-temurin-25"));

        StudySection section = measured.section(", note", new StudyTable(List.of("a"), List.of()), List.of("a finding"));

        assertThat(section.heading()).as("the condition").isEqualTo("cpu-1 (1 CPU of quota on core(s) 1, memory limit 2 GiB), temurin-25");
        assertThat(section.conditions()).containsExactly(
                "JVM: OpenJDK 64-Bit Server VM 25+36 (temurin-25), collector SerialGC, maximum heap 512 MiB, note",
                "cgroup over the run: no CFS periods (no quota)",
                "raw data: cpu-1-temurin-25/jmh.json, log: cpu-1-temurin-25/jmh.log");
        assertThat(section.findings()).as("what did not finish comes first")
                .containsExactly("did not finish: (size = 20): java.lang.OutOfMemoryError", "a finding");
    }
}
