package dev.vtbench.harness.metrics.jvm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The JIT compiler threads of a JVM at one moment, each with its time on a CPU and its time runnable but waiting for
 * one ({@code /proc/TID/schedstat}, nanoseconds, cumulative). Both count: a compiler that has work but gets no CPU (a
 * pool of runnable request threads on one core leaves it a few percent) is busy, however little CPU it uses, and the
 * wait is where that shows. Threads are recognised by the names the JVMs give them, cut to the kernel's 15 characters:
 * HotSpot's "C1 CompilerThread0" and "C2 CompilerThread0", Graal's "JVMCI CompilerThread0", OpenJ9's "JIT Compilation
 * Thread-000".
 */
public record CompilerThreadTimes(Map<Long, RunAndWait> byThread) {

    private static final List<String> NAME_PREFIXES = List.of("C1 CompilerThre", "C2 CompilerThre", "JVMCI CompilerT", "JIT Compilation");

    /** One thread's cumulative nanoseconds on a CPU and waiting on a run queue. */
    public record RunAndWait(long runNanos, long waitNanos) {}

    public CompilerThreadTimes {
        byThread = Map.copyOf(byThread);
    }

    /** Whether a thread of this name (its {@code comm}, at most 15 characters) compiles for the JIT. */
    static boolean isCompiler(String threadName) {
        return NAME_PREFIXES.stream().anyMatch(threadName::startsWith);
    }

    /**
     * The compiler threads among {@code tids} under {@code proc}; a thread that ends while it is read is left out, as is
     * one whose schedstat the kernel does not keep (no such file).
     */
    static CompilerThreadTimes read(Path proc, List<String> tids) {
        Map<Long, RunAndWait> times = new HashMap<>();
        for (String tid : tids) {
            Path task = proc.resolve(tid);
            try {
                if (isCompiler(Files.readString(task.resolve("comm")).strip())) {
                    parse(Files.readString(task.resolve("schedstat"))).ifPresent(time -> times.put(Long.parseLong(tid), time));
                }
            } catch (IOException | RuntimeException e) {
                // the thread ended between the listing and now
            }
        }
        return new CompilerThreadTimes(times);
    }

    /** "run wait slices", the schedstat line. */
    static java.util.Optional<RunAndWait> parse(String schedstat) {
        String[] fields = schedstat.strip().split("\\s+");
        if (fields.length < 2) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new RunAndWait(Long.parseLong(fields[0]), Long.parseLong(fields[1])));
    }

    /**
     * The probe's line after "J ": {@code tid:run:wait} per compiler thread, separated by spaces; an empty line when the
     * JVM has none running.
     */
    static CompilerThreadTimes parseProbeLine(String fields) {
        Map<Long, RunAndWait> times = new HashMap<>();
        for (String thread : fields.strip().split(" ")) {
            if (thread.isEmpty()) {
                continue;
            }
            String[] parts = thread.split(":");
            if (parts.length != 3) {
                throw new IllegalArgumentException("a compiler thread's times are tid:run:wait, not '" + thread + "'");
            }
            times.put(Long.parseLong(parts[0]), new RunAndWait(Long.parseLong(parts[1]), Long.parseLong(parts[2])));
        }
        return new CompilerThreadTimes(times);
    }
}
