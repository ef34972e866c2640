package dev.vtbench.harness.metrics;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a container's CPU and memory accounting straight from its cgroup (v1: cpuacct, cpu, memory controllers;
 * v2: the unified hierarchy), found through /proc/PID/cgroup of its main process. These are the kernel's own
 * figures: CPU time used, CFS periods throttled by the quota, resident memory, and the peak of the memory charge.
 * A counter that cannot be read is -1, never 0.
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
        return ofProcess(Path.of("/proc"), Path.of("/sys/fs/cgroup"), pid);
    }

    /**
     * The cgroup of {@code pid} as {@code proc}/PID/cgroup names it, under the hierarchy mounted at {@code cgroupRoot}
     * (/proc and /sys/fs/cgroup on the host; a fake tree in tests). Empty when the process is gone or the file names
     * neither the three v1 controllers nor a unified (v2) path.
     */
    public static Optional<ContainerCgroup> ofProcess(Path proc, Path cgroupRoot, long pid) {
        try {
            List<String> lines = Files.readAllLines(proc.resolve(Long.toString(pid)).resolve("cgroup"));
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
                // v1 mounts joined controllers under their joined name, e.g. cpu,cpuacct.
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
                return Optional.of(new ContainerCgroup(cgroupRoot.resolve(cpuacct), cgroupRoot.resolve(cpu),
                        cgroupRoot.resolve(memory), false));
            }
            if (unified != null) {
                Path path = cgroupRoot.resolve(unified.substring(1));
                return Optional.of(new ContainerCgroup(path, path, path, true));
            }
        } catch (IOException | RuntimeException e) {
            // the process is gone or the hierarchy is not readable: no cgroup figures for this container
        }
        return Optional.empty();
    }

    /** One reading of the counters; cumulative values, except resident memory. */
    public CgroupReading read() {
        Map<String, Long> cpuStat = stat(cpu.resolve("cpu.stat"));
        Map<String, Long> memoryStat = stat(memory.resolve("memory.stat"));
        if (unified) {
            return new CgroupReading(System.nanoTime(), nanosOfMicros(cpuStat.getOrDefault("usage_usec", -1L)),
                    cpuStat.getOrDefault("nr_periods", -1L), cpuStat.getOrDefault("nr_throttled", -1L),
                    nanosOfMicros(cpuStat.getOrDefault("throttled_usec", -1L)), memoryStat.getOrDefault("anon", -1L),
                    number(memory.resolve("memory.peak")));
        }
        return new CgroupReading(System.nanoTime(), number(cpuacct.resolve("cpuacct.usage")),
                cpuStat.getOrDefault("nr_periods", -1L), cpuStat.getOrDefault("nr_throttled", -1L),
                cpuStat.getOrDefault("throttled_time", -1L), memoryStat.getOrDefault("rss", -1L),
                number(memory.resolve("memory.max_usage_in_bytes")));
    }

    /**
     * Restarts the kernel's memory peak from the current charge, so that it covers from now on rather than from the
     * container's start. Only cgroup v1 allows it (root writes 0 to memory.max_usage_in_bytes); v2's memory.peak
     * resets only for the file descriptor that wrote to it, on kernels from 6.12, so there the peak keeps covering
     * the container's whole life. Returns whether the peak was reset.
     */
    public boolean resetPeakMemory() {
        if (unified) {
            return false;
        }
        try {
            Files.writeString(memory.resolve("memory.max_usage_in_bytes"), "0");
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static long nanosOfMicros(long micros) {
        return micros < 0 ? -1 : micros * 1000;
    }

    private static long number(Path file) {
        try {
            return Long.parseLong(Files.readString(file).strip());
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    /** The "key value" lines of a stat file; a file that cannot be read gives none, so every key reads as unknown. */
    private static Map<String, Long> stat(Path file) {
        Map<String, Long> values = new HashMap<>();
        try {
            for (String line : Files.readAllLines(file)) {
                int space = line.indexOf(' ');
                if (space > 0) {
                    try {
                        values.put(line.substring(0, space), Long.parseLong(line.substring(space + 1).strip()));
                    } catch (NumberFormatException e) {
                        // a key with no number is as good as absent
                    }
                }
            }
        } catch (IOException e) {
            // reported as unknown by the caller
        }
        return values;
    }
}
