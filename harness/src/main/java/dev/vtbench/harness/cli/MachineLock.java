package dev.vtbench.harness.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One harness at a time on a machine: two would share the cores each pins its server and driver to, and the ports.
 * The commands that start containers or build images hold a lock on {@link #FILE} while they run; the kernel
 * releases it when the holder ends, however it ends, so a killed harness never leaves the machine locked. The file
 * holds the holder's process id, for the refusal to name. Only the command line takes it: tests that run cells in
 * their own JVM beside a harness they started are not refused.
 */
final class MachineLock {
    static final Path FILE = Path.of("/tmp", "vtbench-harness.lock");
    private static FileChannel channel;
    private static FileLock lock;

    private MachineLock() {}

    /**
     * Takes the lock for this JVM, if it does not hold it already.
     *
     * @throws MachineInUseException when another harness holds it
     */
    static synchronized void acquire() {
        acquire(FILE);
    }

    static synchronized void acquire(Path file) {
        if (lock != null) {
            return;
        }
        try {
            FileChannel opened = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock taken;
            try {
                taken = opened.tryLock();
            } catch (OverlappingFileLockException e) {
                taken = null;
            }
            if (taken == null) {
                opened.close();
                throw new MachineInUseException("another harness (" + holder(file) + ") is running on this machine, and two "
                        + "would share cores and ports: wait for it to finish, or stop it, then run again (lock file " + file + ")");
            }
            opened.truncate(0);
            opened.write(ByteBuffer.wrap(Long.toString(ProcessHandle.current().pid()).getBytes(StandardCharsets.US_ASCII)), 0);
            opened.force(false);
            channel = opened;
            lock = taken;
        } catch (IOException e) {
            throw new MachineInUseException("cannot take the one-harness-per-machine lock " + file + " (" + e.getMessage()
                    + "): make it writable, or remove it if no harness is running");
        }
    }

    /** Releases the lock, if this JVM holds it: an in-process command (a test's) must not keep it after it returned. */
    static synchronized void release() {
        if (lock == null) {
            return;
        }
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            // Closing the channel releases the lock whatever happened; the kernel does at exit in any case.
        } finally {
            lock = null;
            channel = null;
        }
    }

    /** "PID 812", as its holder wrote it. */
    private static String holder(Path file) {
        try {
            String pid = Files.readString(file, StandardCharsets.US_ASCII).trim();
            return pid.matches("\\d+") ? "PID " + pid : "its PID not written yet";
        } catch (IOException e) {
            return "its PID unreadable: " + e.getMessage();
        }
    }
}
