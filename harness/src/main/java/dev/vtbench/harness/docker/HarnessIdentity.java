package dev.vtbench.harness.docker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Which harness started a container: its process id and when that process started. The id alone is not enough:
 * Linux reuses process ids, and a leftover whose harness is gone must not pass for a measurement because some new
 * process got the same number. The start is the kernel's own count, in clock ticks since boot ({@code starttime} in
 * {@code /proc/PID/stat}), which anyone can read and which never changes, unlike a wall-clock instant derived from it
 * (that moves when the clock is set), so any harness can tell whether another is alive.
 *
 * @param pid the process id; -1 when the container carries no such label
 * @param startTicks when that process started, in clock ticks since boot; -1 when unknown (a container labelled before
 *                   this label existed, or a /proc that does not say)
 */
public record HarnessIdentity(long pid, long startTicks) {
    public static final String PID_LABEL = HostContainer.LABEL + ".harness-pid";
    public static final String START_LABEL = HostContainer.LABEL + ".harness-start-ticks";
    /** In /proc/PID/stat, after the command's closing parenthesis: state is field 3, starttime field 22. */
    private static final int START_FIELD_AFTER_COMMAND = 22 - 3;
    private static final HarnessIdentity UNKNOWN = new HarnessIdentity(-1, -1);

    /** This JVM's. */
    public static HarnessIdentity current() {
        return of(ProcessHandle.current());
    }

    /** The identity of a process (its start unknown when /proc does not say). */
    public static HarnessIdentity of(ProcessHandle process) {
        return new HarnessIdentity(process.pid(), startTicks(process.pid()));
    }

    /** From a container's labels; a missing or garbled label is unknown, not an error: the container is still vtbench's. */
    public static HarnessIdentity fromLabels(Map<String, String> labels) {
        long pid = number(labels.get(PID_LABEL));
        return pid < 0 ? UNKNOWN : new HarnessIdentity(pid, number(labels.get(START_LABEL)));
    }

    /** The labels that name this harness on its containers; the lifeline reaper removes by them. */
    public Map<String, String> labels() {
        Map<String, String> labels = new HashMap<>();
        labels.put(PID_LABEL, Long.toString(pid));
        if (startTicks >= 0) {
            labels.put(START_LABEL, Long.toString(startTicks));
        }
        return labels;
    }

    public boolean isThisHarness() {
        return pid == ProcessHandle.current().pid() && (startTicks < 0 || equals(current()));
    }

    /**
     * Whether that process still runs: one with its id and, when the label says when it started, the same start
     * (otherwise the id now belongs to another process, and the harness is gone). A zombie, killed but not yet collected
     * by its parent, has ended.
     */
    public boolean isAlive() {
        return pid >= 0 && stat(pid).filter(stat -> !stat[0].equals("Z"))
                .map(stat -> startTicks < 0 || startTicks == number(stat[START_FIELD_AFTER_COMMAND])).orElse(false);
    }

    /** "harness PID 812". */
    public String describe() {
        return pid < 0 ? "an unknown harness" : "harness PID " + pid;
    }

    private static long startTicks(long pid) {
        return stat(pid).map(stat -> number(stat[START_FIELD_AFTER_COMMAND])).orElse(-1L);
    }

    /** The fields of /proc/PID/stat after the command (which may hold spaces and parentheses), from the state on. */
    private static java.util.Optional<String[]> stat(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
            return fields.length > START_FIELD_AFTER_COMMAND ? java.util.Optional.of(fields) : java.util.Optional.empty();
        } catch (IOException | RuntimeException e) {
            return java.util.Optional.empty();
        }
    }

    private static long number(String value) {
        try {
            return value == null ? -1 : Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
