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

    @TempDir
    Path proc;

    @Test
    void listenerOfTheContainersProcessIsAccepted() throws IOException {
        // 127.0.0.1:8080 listening (0A), inode 4242; a connection on the same port (01) with another inode is not a listener.
        tcp("   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000 10001        0 4242 1 0\n"
                + "   1: 0100007F:1F90 0100007F:C350 01 00000000:00000000 00:00000000 00000000 10001        0 5353 1 0\n");
        process(77, "socket:[5353]", "pipe:[1]");
        process(78, "socket:[4242]");
        assertThat(new PortOwner(proc).whyNotHeldBy(List.of(78L), 8080)).as("the container's JVM holds the listener").isEmpty();
        assertThat(new PortOwner(proc).whyNotHeldBy(List.of(77L), 8080)).as("a process holding only a connection")
                .hasValueSatisfying(why -> assertThat(why).contains("belongs to none of the container's processes [77]")
                        .contains("another program took the port"));
    }

    @Test
    void ipv6MappedListenerCounts() throws IOException {
        Files.createDirectories(proc.resolve("net"));
        Files.writeString(proc.resolve("net/tcp6"), HEADER
                + "   0: 0000000000000000FFFF00000100007F:1F90 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000 10001 0 99 1 0\n");
        process(5, "socket:[99]");
        assertThat(new PortOwner(proc).whyNotHeldBy(List.of(5L), 8080)).isEmpty();
    }

    @Test
    void nothingListeningOrAListenerOnAnotherAddressIsRefused() throws IOException {
        // 0.0.0.0:8080 is not 127.0.0.1:8080: vtbench's servers bind loopback only.
        tcp("   0: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000 0 0 4242 1 0\n");
        process(78, "socket:[4242]");
        assertThat(new PortOwner(proc).whyNotHeldBy(List.of(78L), 8080)).hasValue("nothing listens on 127.0.0.1:8080");
    }

    private void tcp(String rows) throws IOException {
        Files.createDirectories(proc.resolve("net"));
        Files.writeString(proc.resolve("net/tcp"), HEADER + rows);
    }

    private void process(long pid, String... fdTargets) throws IOException {
        Path fd = Files.createDirectories(proc.resolve(pid + "/fd"));
        for (int i = 0; i < fdTargets.length; i++) {
            Files.createSymbolicLink(fd.resolve(Integer.toString(i)), Path.of(fdTargets[i]));
        }
    }
}
