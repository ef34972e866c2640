package dev.vtbench.harness.metrics.jvm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Every task (thread) of a container, listed by its cgroup (v1: the cpu controller's {@code tasks}; v2:
 * {@code cgroup.threads}; both hold host TIDs), so that processes started in it later, such as a
 * {@code docker exec}, are counted too. Reads their context switches from the host, at no cost to the JVM.
 */
public final class ContainerTasks {
    private final Path proc;
    private final Path tasksFile;

    ContainerTasks(Path proc, Path tasksFile) {
        this.proc = proc;
        this.tasksFile = tasksFile;
    }

    /** The tasks of the cgroup that {@code process} is in. */
    public static ContainerTasks of(ContainerProcess process, Path cgroupRoot) throws FigureUnavailableException {
        Path cgroupFile = process.folder().resolve("cgroup");
        List<Path> candidates = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(cgroupFile)) {
                String[] parts = line.split(":", 3);
                if (parts.length < 3) {
                    continue;
                }
                String relative = parts[2].substring(1);
                if (List.of(parts[1].split(",")).contains("cpu")) {
                    candidates.add(0, cgroupRoot.resolve(parts[1]).resolve(relative).resolve("tasks"));
                } else if (parts[0].equals("0") && parts[1].isEmpty()) {
                    // cgroup v2 alone at the root, or beside v1 under unified/ (the hybrid layout)
                    candidates.add(cgroupRoot.resolve(relative).resolve("cgroup.threads"));
                    candidates.add(cgroupRoot.resolve("unified").resolve(relative).resolve("cgroup.threads"));
                }
            }
        } catch (IOException e) {
            throw new FigureUnavailableException("cannot read " + cgroupFile + " (" + e + "): the container has stopped", e);
        }
        for (Path candidate : candidates) {
            if (Files.isReadable(candidate)) {
                return new ContainerTasks(process.proc(), candidate);
            }
        }
        throw new FigureUnavailableException("no readable task list of the cgroup of host process " + process.hostPid()
                + " among " + candidates + ": mount the cgroup file system at " + cgroupRoot + " (and run the harness as root)");
    }

    public Path tasksFile() {
        return tasksFile;
    }

    /** The sum over the container's tasks now; tasks that end while they are read are left out. */
    public ContextSwitches read() throws IOException {
        return switchesOf(tids());
    }

    /** The container's tasks now, host thread ids. */
    List<String> tids() throws IOException {
        return Files.readAllLines(tasksFile).stream().filter(tid -> !tid.isBlank()).map(String::strip).toList();
    }

    /** The JIT compiler threads among {@code tids}, with their times on and waiting for a CPU. */
    CompilerThreadTimes compilerThreads(List<String> tids) {
        return CompilerThreadTimes.read(proc, tids);
    }

    /** The context switches summed over {@code tids}; tasks that end while they are read are left out. */
    ContextSwitches switchesOf(List<String> tids) {
        long now = System.currentTimeMillis();
        long voluntary = 0;
        long involuntary = 0;
        int tasks = 0;
        for (String tid : tids) {
            try {
                long[] counts = switches(Files.readAllLines(proc.resolve(tid).resolve("status")));
                voluntary += counts[0];
                involuntary += counts[1];
                tasks++;
            } catch (IOException e) {
                // the thread ended between the listing and now
            }
        }
        return new ContextSwitches(now, voluntary, involuntary, tasks);
    }

    private static long[] switches(List<String> status) {
        long[] counts = new long[2];
        for (String line : status) {
            if (line.startsWith("voluntary_ctxt_switches:")) {
                counts[0] = Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
            } else if (line.startsWith("nonvoluntary_ctxt_switches:")) {
                counts[1] = Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
            }
        }
        return counts;
    }
}
