package dev.vtbench.harness.metrics.jvm;

import java.util.Map;

/**
 * Turns successive readings of the compiler threads into a cumulative {@link JitTime}: each thread's growth since the
 * reading before, a new thread's whole time (it began after that reading, or within its half second). Not thread-safe:
 * one sampler feeds it.
 */
final class JitClock {
    private Map<Long, CompilerThreadTimes.RunAndWait> last = Map.of();
    private long onCpu;
    private long waiting;

    JitTime add(CompilerThreadTimes now) {
        for (Map.Entry<Long, CompilerThreadTimes.RunAndWait> thread : now.byThread().entrySet()) {
            CompilerThreadTimes.RunAndWait before = last.getOrDefault(thread.getKey(), new CompilerThreadTimes.RunAndWait(0, 0));
            // A thread id the kernel reused for a new thread starts below the old one's counters: count it from zero.
            boolean reused = thread.getValue().runNanos() < before.runNanos() || thread.getValue().waitNanos() < before.waitNanos();
            onCpu += thread.getValue().runNanos() - (reused ? 0 : before.runNanos());
            waiting += thread.getValue().waitNanos() - (reused ? 0 : before.waitNanos());
        }
        last = now.byThread();
        return new JitTime(onCpu, waiting, now.byThread().size());
    }
}
