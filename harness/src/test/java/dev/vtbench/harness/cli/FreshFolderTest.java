package dev.vtbench.harness.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;

import static org.assertj.core.api.Assertions.assertThat;

/** Two runs started in the same millisecond get two folders: neither writes into the other's. */
class FreshFolderTest {

    @Test
    void twoRunsInTheSameMillisecondGetTwoFolders(@TempDir Path results) {
        LocalDateTime now = LocalDateTime.of(2026, 11, 24, 4, 0, 1, 123_000_000);
        Path first = FreshFolder.claim(results, "study-x-", now);
        Path second = FreshFolder.claim(results, "study-x-", now);
        assertThat(first.getFileName()).as("named to the millisecond").hasToString("study-x-20261124-040001-123");
        assertThat(second).as("the second run's folder").isNotEqualTo(first).hasFileName("study-x-20261124-040001-123-2");
        assertThat(Files.isDirectory(first) && Files.isDirectory(second)).as("both claimed by creating them").isTrue();
    }
}
