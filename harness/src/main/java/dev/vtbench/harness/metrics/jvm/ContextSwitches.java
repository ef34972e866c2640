package dev.vtbench.harness.metrics.jvm;

/**
 * Context switches summed over a container's tasks (threads) at one moment, as the kernel counts them per task
 * in /proc/TID/status. Voluntary: the thread blocked (I/O, a lock, parking). Involuntary: the scheduler took the
 * CPU away, which under a CFS quota includes throttling. Cumulative per task; -1 where nothing could be read.
 *
 * @param tasks how many tasks were summed
 */
public record ContextSwitches(long wallMillis, long voluntary, long involuntary, int tasks) {}
