package dev.vtbench.harness.metrics;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One thread's CPU time (utime + stime, in USER_HZ ticks, cumulative) and the core it last ran on, from
 * /proc/PID/task/TID/stat, with its process's id and command. Read thread by thread because a process's own
 * line gives the last core of its main thread only, which in a JVM or a Go daemon is mostly asleep elsewhere.
 */
public record ThreadCpu(long pid, long tid, String command, long ticks, int lastCore) {

    /** Every thread of every process under {@code proc} (/proc on the host), by thread id; those that vanish are skipped. */
    public static Map<Long, ThreadCpu> readAll(Path proc) {
        Map<Long, ThreadCpu> threads = new HashMap<>();
        try (Stream<Path> entries = Files.list(proc)) {
            entries.filter(entry -> entry.getFileName().toString().chars().allMatch(Character::isDigit)).forEach(process -> {
                long pid = Long.parseLong(process.getFileName().toString());
                Optional<ThreadCpu> main = read(process.resolve("stat"), pid, null);
                if (main.isEmpty()) {
                    return;
                }
                String command = main.get().command();
                boolean anyThread = false;
                try (Stream<Path> tasks = Files.list(process.resolve("task"))) {
                    for (Path task : (Iterable<Path>) tasks::iterator) {
                        Optional<ThreadCpu> thread = read(task.resolve("stat"), pid, command);
                        thread.ifPresent(t -> threads.put(t.tid(), t));
                        anyThread |= thread.isPresent();
                    }
                } catch (IOException | RuntimeException e) {
                    // no task folder (or it went away): the process's own line stands for all of it
                }
                if (!anyThread) {
                    threads.put(pid, main.get());
                }
            });
        } catch (IOException e) {
            // no /proc: no thread to blame, which the caller says
        }
        return threads;
    }

    private static Optional<ThreadCpu> read(Path statFile, long pid, String processCommand) {
        try {
            return parse(pid, Files.readString(statFile), processCommand);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Parses a stat line, {@code tid (comm) state ppid ...}: comm is in parentheses and may hold spaces and
     * parentheses itself, so the fields are counted from the last ')'. Field 14 is utime, 15 stime, 39 processor.
     *
     * @param processCommand the process's command, for a thread's line (whose comm is the thread's name); null to take this line's
     */
    static Optional<ThreadCpu> parse(long pid, String line, String processCommand) {
        int open = line.indexOf('(');
        int close = line.lastIndexOf(')');
        if (open < 0 || close < open) {
            return Optional.empty();
        }
        // After ')': field 3 (state) is at index 0, so field n is at index n - 3.
        String[] fields = line.substring(close + 1).strip().split("\\s+");
        if (fields.length < 37) {
            return Optional.empty();
        }
        try {
            long tid = Long.parseLong(line.substring(0, open).strip());
            long ticks = Long.parseLong(fields[14 - 3]) + Long.parseLong(fields[15 - 3]);
            int core = Integer.parseInt(fields[39 - 3]);
            return Optional.of(new ThreadCpu(pid, tid, processCommand == null ? line.substring(open + 1, close) : processCommand,
                    ticks, core));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
