package dev.vtbench.harness.service;

import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The count from a real flight recording of this JVM, and the thresholds that tell the two thread kinds apart. */
class VirtualThreadStartsTest {
    @TempDir
    Path folder;

    @Test
    void countsTheVirtualThreadsStartedDuringTheRecording() throws Exception {
        Path file = folder.resolve("probe.jfr");
        try (Recording recording = new Recording()) {
            recording.enable(VirtualThreadStarts.EVENT);
            recording.start();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                threads.add(Thread.ofVirtual().start(() -> { }));
                threads.add(Thread.ofPlatform().start(() -> { }));
            }
            for (Thread thread : threads) {
                thread.join();
            }
            recording.stop();
            recording.dump(file);
        }
        VirtualThreadStarts starts = VirtualThreadStarts.count(20, file);
        assertThat(starts.started()).as("the 20 virtual threads, not the 20 platform ones").isEqualTo(20);
        assertThat(starts.showsKind(true)).isTrue();
    }

    @Test
    void virtualNeedsVirtualThreadsForAtLeastHalfTheProbeRequests() {
        assertThat(new VirtualThreadStarts(64, 64).showsKind(true)).isTrue();
        assertThat(new VirtualThreadStarts(64, 200).showsKind(true)).as("more (the server's own) is fine").isTrue();
        assertThat(new VirtualThreadStarts(64, 63).showsKind(true)).as("a server that answers some requests on a thread it already has").isTrue();
        assertThat(new VirtualThreadStarts(64, 32).showsKind(true)).as("half").isTrue();
        assertThat(new VirtualThreadStarts(64, 31).showsKind(true)).as("under half").isFalse();
        assertThat(new VirtualThreadStarts(64, 0).showsKind(true)).isFalse();
    }

    @Test
    void platformAllowsFewerThanATenth() {
        assertThat(new VirtualThreadStarts(64, 0).showsKind(false)).isTrue();
        assertThat(new VirtualThreadStarts(64, 6).showsKind(false)).as("6 of 64 is under a tenth").isTrue();
        assertThat(new VirtualThreadStarts(64, 7).showsKind(false)).as("7 of 64 is over a tenth").isFalse();
        assertThat(new VirtualThreadStarts(64, 64).showsKind(false)).isFalse();
    }

    @Test
    void theCheckNamesTheCountsAndHowTheyWereTaken() {
        var refused = new VirtualThreadStarts(64, 0).check(true);
        assertThat(refused.passed()).as("virtual expected, none started").isFalse();
        assertThat(refused.observed()).isEqualTo("64 probe requests started 0 virtual threads (JFR jdk.VirtualThreadStart,"
                + " a recording started for the probe): requests run on platform threads");
        assertThat(new VirtualThreadStarts(64, 63).check(true).observed()).endsWith("requests run on virtual threads");
        assertThat(new VirtualThreadStarts(64, 20).check(false).observed()).endsWith("some requests run on virtual threads, others not");
    }
}
