package dev.vtbench.harness.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MachineLockTest {
    @TempDir
    Path dir;

    @Test
    void aSecondHarnessIsRefusedWithTheHoldersPid() throws Exception {
        Path file = dir.resolve("vtbench-harness.lock");
        Files.writeString(file, "4242");
        try (FileChannel other = FileChannel.open(file, StandardOpenOption.WRITE); var held = other.lock()) {
            assertThatThrownBy(() -> MachineLock.acquire(file)).as("a harness while another holds the lock")
                    .isInstanceOf(MachineInUseException.class)
                    .hasMessageContaining("another harness (PID 4242) is running on this machine")
                    .hasMessageContaining("wait for it to finish, or stop it");
        } finally {
            MachineLock.release();
        }
    }

    @Test
    void theHolderWritesItsPidAndReleasesTheLockForTheNext() throws Exception {
        Path file = dir.resolve("vtbench-harness.lock");
        try {
            MachineLock.acquire(file);
            MachineLock.acquire(file);
            assertThat(Files.readString(file)).as("the holder's PID, for a refusal to name").isEqualTo(Long.toString(ProcessHandle.current().pid()));
        } finally {
            MachineLock.release();
        }
        try (FileChannel next = FileChannel.open(file, StandardOpenOption.WRITE); var taken = next.tryLock()) {
            assertThat(taken).as("the lock, free again once released").isNotNull();
        }
    }
}
