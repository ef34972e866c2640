package dev.vtbench.harness.metrics.jvm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class VirtualThreadEventsTest {
    // Dumped from plain-jdk on Temurin 21 in virtual mode after 10 concurrent /pinned?delayMs=100, with
    // JvmOptions.SERVER_TOOL_OPTIONS; the 10 pinned events start between 12:03:14.986 and 12:03:15.532.
    private static final Instant BEFORE = Instant.parse("2026-11-22T12:03:14Z");
    private static final Instant AFTER = Instant.parse("2026-11-22T12:03:16Z");

    @TempDir
    Path folder;

    private Path recording() throws IOException {
        Path file = folder.resolve("pinned-temurin-21.jfr");
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("pinned-temurin-21.jfr"), "test resource")) {
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        }
        return file;
    }

    @Test
    void countsPinnedEventsAndTheirDurationInTheWindow() throws IOException {
        VirtualThreadEvents events = VirtualThreadEvents.count(recording(), BEFORE, AFTER);

        assertThat(events.pinned()).isEqualTo(10);
        assertThat(events.pinnedSeconds()).as("sum of the 10 durations").isCloseTo(0.984157689, within(1e-9));
        assertThat(events.pinnedMaxSeconds()).isCloseTo(0.106760748, within(1e-9));
        assertThat(events.submitFailed()).isZero();
        assertThat(events.pinnedInRecording()).isEqualTo(10);
        assertThat(events.unknown()).isEmpty();
    }

    @Test
    void leavesOutEventsThatStartedOutsideTheWindow() throws IOException {
        VirtualThreadEvents part = VirtualThreadEvents.count(recording(), Instant.parse("2026-11-22T12:03:15.000Z"),
                Instant.parse("2026-11-22T12:03:15.300Z"));
        VirtualThreadEvents later = VirtualThreadEvents.count(recording(), AFTER, AFTER.plusSeconds(60));

        assertThat(part.pinned()).as("those starting at 15.177 (2), 15.284 and 15.286").isEqualTo(4);
        assertThat(later.pinned()).isZero();
        assertThat(later.pinnedSeconds()).isZero();
        assertThat(later.pinnedInRecording()).as("the whole recording still counts them").isEqualTo(10);
    }
}
