package dev.vtbench.harness.docker;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PortOwnerTest {
    private static final String HEADER = "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n";
    /** 127.0.0.1:8080 listening (0A), inode 4242; a connection on the same port (01), inode 5353. */
    private static final String LOOPBACK_8080 = "   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000 10001        0 4242 1 0\n"
            + "   1: 0100007F:1F90 0100007F:C350 01 00000000:00000000 00:00000000 00000000 10001        0 5353 1 0\n";

    @TempDir
    Path proc;

    @Test
    void theContainersListenerOnLoopbackIsAccepted() throws IOException {
        process(78, LOOPBACK_8080, "socket:[4242]");
        assertThat(new PortOwner(proc).whyNotHeldBy(List.of(78L), 8080)).as("the container's JVM holds the listener").isEmpty();
    }

    @Test
    void aContainerHoldingOnlyAConnectionOnThePortDidNotBindIt() throws IOException {
        process(77, LOOPBACK_8080, "socket:[5353]", "pipe:[1]");
        assertThat(new PortOwner(proc).whyNotHeldBy(List.of(77L), 8080)).as("another program holds the listener")
                .hasValueSatisfying(why -> assertThat(why).contains("none of the container's processes [77] listens on 127.0.0.1:8080")
                        .contains("another program took the port"));
    }

    @Test
    void aListenerOffLoopbackIsRefused() throws IOException {
        // 0.0.0.0:8080: on the host network, that is every interface of the machine.
        process(78, "   0: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000 0 0 4242 1 0\n", "socket:[4242]");
        assertThat(new PortOwner(proc).whyNotHeldBy(List.of(78L), 8080))
                .hasValueSatisfying(why -> assertThat(why).contains("listens on [0.0.0.0:8080 (pid 78)]"));
    }

    @Test
    void aListenerOnTheAddressTheContainerWasGivenIsExpected() throws IOException {
        process(78, "   0: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000 0 0 4242 1 0\n", "socket:[4242]");
        assertThat(new PortOwner(proc).whyNotHeldBy(List.of(78L), 8080, "0.0.0.0")).as("told to listen on every interface").isEmpty();
        assertThat(new PortOwner(proc).whyNotHeldBy(List.of(78L), 8080, "10.0.0.5")).as("told another address")
                .hasValueSatisfying(why -> assertThat(why).contains("only the address it was given (10.0.0.5)"));
    }

    private void process(long pid, String tcpRows, String... fdTargets) throws IOException {
        Files.createDirectories(proc.resolve(pid + "/net"));
        Files.writeString(proc.resolve(pid + "/net/tcp"), HEADER + tcpRows);
        Path fd = Files.createDirectories(proc.resolve(pid + "/fd"));
        for (int i = 0; i < fdTargets.length; i++) {
            Files.createSymbolicLink(fd.resolve(Integer.toString(i)), Path.of(fdTargets[i]));
        }
    }
}
