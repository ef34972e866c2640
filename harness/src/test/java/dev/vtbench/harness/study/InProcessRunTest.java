package dev.vtbench.harness.study;

import org.junit.jupiter.api.Test;

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
}
