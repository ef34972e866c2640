package dev.vtbench.harness.docker;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ContainerListenersTest {
    @TempDir
    Path proc;

    @Test
    void decodesTheKernelsLittleEndianAddresses() {
        assertThat(ContainerListeners.address("0100007F")).as("127.0.0.1").isEqualTo("127.0.0.1");
        assertThat(ContainerListeners.address("00000000")).as("any IPv4").isEqualTo("0.0.0.0");
        assertThat(ContainerListeners.address("00000000000000000000000001000000")).as("::1").isEqualTo("::1");
        assertThat(ContainerListeners.address("00000000000000000000000000000000")).as("any IPv6").isEqualTo("::");
        assertThat(ContainerListeners.address("0000000000000000FFFF00000100007F")).as("v4-mapped loopback")
                .isEqualTo("::ffff:127.0.0.1");
    }

    @Test
    void findsOnlyTheListeningSocketsTheProcessHolds() throws IOException {
        Path process = proc.resolve("42");
        Files.createDirectories(process.resolve("fd"));
        Files.createDirectories(process.resolve("net"));
        Files.createSymbolicLink(process.resolve("fd/7"), Path.of("socket:[1001]"));
        Files.createSymbolicLink(process.resolve("fd/8"), Path.of("socket:[1002]"));
        Files.createSymbolicLink(process.resolve("fd/9"), Path.of("/dev/null"));
        Files.writeString(process.resolve("net/tcp"), """
                  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
                   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000 10001        0 1001 1 0 100 0 0 10 0
                   1: 00000000:1F91 00000000:0000 0A 00000000:00000000 00:00000000 00000000 10001        0 1002 1 0 100 0 0 10 0
                   2: 00000000:1F92 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 5555 1 0 100 0 0 10 0
                   3: 0100007F:1F90 0100007F:D431 01 00000000:00000000 00:00000000 00000000 10001        0 1001 1 0 100 0 0 10 0
                """);

        List<ContainerListeners.Listener> listeners = ContainerListeners.of(proc, List.of(42L));

        assertThat(listeners).as("its two listening sockets; another process's and an established one left out")
                .extracting(ContainerListeners.Listener::toString)
                .containsExactly("127.0.0.1:8080 (pid 42)", "0.0.0.0:8081 (pid 42)");
        assertThat(listeners).as("which are on loopback").extracting(ContainerListeners.Listener::isLoopback)
                .containsExactly(true, false);
    }
}
