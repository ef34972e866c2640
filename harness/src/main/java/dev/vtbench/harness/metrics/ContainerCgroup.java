package dev.vtbench.harness.metrics;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Reads a container's CPU and memory accounting straight from its cgroup (v1: cpuacct, cpu, memory controllers;
 * v2: the unified hierarchy), found through /proc/PID/cgroup of its main process. These are the kernel's own
 * figures: CPU time used, CFS periods throttled by the quota, and resident memory.
 */
public final class ContainerCgroup {
    private final Path cpuacct;
    private final Path cpu;
    private final Path memory;
    private final boolean unified;

    private ContainerCgroup(Path cpuacct, Path cpu, Path memory, boolean unified) {
        this.cpuacct = cpuacct;
        this.cpu = cpu;
        this.memory = memory;
        this.unified = unified;
    }

    /** The cgroup of the process {@code pid} (a container's main process, as Docker reports it). */
    public static Optional<ContainerCgroup> ofProcess(long pid) {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc", Long.toString(pid), "cgroup"));
            Path root = Path.of("/sys/fs/cgroup");
            String cpuacct = null;
            String cpu = null;
            String memory = null;
            String unified = null;
            for (String line : lines) {
                String[] parts = line.split(":", 3);
                if (parts.length < 3) {
                    continue;
                }
                List<String> controllers = List.of(parts[1].split(","));
                if (parts[1].isEmpty() && parts[0].equals("0")) {
                    unified = parts[2];
                }
                if (controllers.contains("cpuacct")) {
                    cpuacct = String.join(",", controllers) + parts[2];
                }
                if (controllers.contains("cpu")) {
                    cpu = String.join(",", controllers) + parts[2];
                }
                if (controllers.contains("memory")) {
                    memory = "memory" + parts[2];
                }
            }
            if (cpuacct != null && cpu != null && memory != null) {
                return Optional.of(new ContainerCgroup(root.resolve(cpuacct), root.resolve(cpu), root.resolve(memory), false));
            }
            if (unified != null) {
                Path path = root.resolve(unified.substring(1));
                return Optional.of(new ContainerCgroup(path, path, path, true));
            }
        } catch (IOException | RuntimeException e) {
            // the process is gone or the hierarchy is not readable: no cgroup figures for this container
        }
        return Optional.empty();
    }

    /** One reading of the counters; cumulative values, except resident memory. */
    public CgroupReading read() {
        if (unified) {
            return new CgroupReading(System.nanoTime(), stat(cpu.resolve("cpu.stat"), "usage_usec") * 1000,
                    stat(cpu.resolve("cpu.stat"), "nr_periods"), stat(cpu.resolve("cpu.stat"), "nr_throttled"),
                    stat(cpu.resolve("cpu.stat"), "throttled_usec") * 1000, stat(memory.resolve("memory.stat"), "anon"));
        }
        return new CgroupReading(System.nanoTime(), number(cpuacct.resolve("cpuacct.usage")),
                stat(cpu.resolve("cpu.stat"), "nr_periods"), stat(cpu.resolve("cpu.stat"), "nr_throttled"),
                stat(cpu.resolve("cpu.stat"), "throttled_time"), stat(memory.resolve("memory.stat"), "rss"));
    }

    private static long number(Path file) {
        try {
            return Long.parseLong(Files.readString(file).strip());
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    private static long stat(Path file, String key) {
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith(key + " ")) {
                    return Long.parseLong(line.substring(key.length() + 1).strip());
                }
            }
        } catch (IOException | NumberFormatException e) {
            // reported as unknown below
        }
        return -1;
    }
}
