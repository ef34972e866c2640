package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PollerThreadsTest {

    @Test
    void theMasterPollerMeansVirtualThreadPollersAndReadPollersPlatformOnes() {
        assertThat(PollerThreads.fromThreadNames(List.of("main", "MasterPoller", "VirtualThread-unblocker")).mode())
                .as("JDK 22+ on Linux by default, jdk.pollerMode=2").isEqualTo(2L);
        assertThat(PollerThreads.fromThreadNames(List.of("Read-Poller", "Write-Poller")).mode())
                .as("jdk.pollerMode=1, and JDK 21").isEqualTo(1L);
        PollerThreads none = PollerThreads.fromThreadNames(List.of("main"));
        assertThat(none.mode()).isNull();
        assertThat(none.evidence()).contains("no virtual thread has waited on a socket");
    }

    @Test
    void aVirtualThreadWaitingOnASocketStartsThePollersOfThisJdk() throws Exception {
        try (var server = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            Thread reader = Thread.ofVirtual().start(() -> {
                try (var socket = new java.net.Socket(server.getInetAddress(), server.getLocalPort())) {
                    socket.getInputStream().read();
                } catch (java.io.IOException closed) {
                    // The server side closes: the read ends.
                }
            });
            try (var accepted = server.accept()) {
                // The reader is connected; the read parks it on a poller while the socket has nothing.
                Thread.sleep(200);
                assertThat(PollerThreads.ofThisJvm().mode()).as("pollers of JDK " + Runtime.version().feature()).isIn(1L, 2L);
            }
            reader.join();
        }
    }
}
