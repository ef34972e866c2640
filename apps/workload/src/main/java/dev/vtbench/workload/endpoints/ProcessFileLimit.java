package dev.vtbench.workload.endpoints;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The open-files limit the kernel holds for this process, read from {@code /proc/self/limits}: the soft limit is the
 * one that refuses a socket, and a container may get another than the host's. Where the file is missing (not Linux),
 * the JVM's own figure stands in.
 */
final class ProcessFileLimit {
    static final Path LIMITS = Path.of("/proc/self/limits");
    private static final String ROW = "Max open files";

    private ProcessFileLimit() {}

    /** The soft limit of a {@code /proc/PID/limits} text: a number, "unlimited", or empty when the row is missing. */
    static Optional<String> softLimit(String limits) {
        return limits.lines().filter(line -> line.startsWith(ROW)).findFirst()
                .map(line -> line.substring(ROW.length()).strip().split("\\s+")[0]);
    }

    /** This process's soft limit, or empty where {@code /proc/self/limits} cannot be read. */
    static Optional<String> ofThisProcess() {
        try {
            // By lines, as every /proc file: their reported size is 0, and a whole-file read was seen to stop short.
            return softLimit(String.join("\n", Files.readAllLines(LIMITS)));
        } catch (IOException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }
}
