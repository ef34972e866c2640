package dev.vtbench.harness.metrics;

/**
 * One reading of a cgroup's counters at {@code atNanos} (a monotonic or epoch nanosecond clock, the same for every
 * reading of one container: System.nanoTime for a local read, the engine's read time through the stats API): CPU time used, CFS periods and
 * throttled periods, time throttled (all cumulative), resident memory at that moment, and the kernel's own peak
 * of the cgroup's memory charge (page cache included) since it was last reset (see {@link ContainerCgroup#resetPeakMemory};
 * through the engine, {@link EngineStats}, since the container started).
 * -1 where the kernel gave nothing: a reader must take -1 as unknown, never as zero.
 */
public record CgroupReading(long atNanos, long cpuNanos, long periods, long throttledPeriods, long throttledNanos,
                            long residentBytes, long peakMemoryBytes) {}
