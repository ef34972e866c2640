package dev.vtbench.harness.metrics;

/**
 * One reading of a cgroup's counters at {@code atNanos} (System.nanoTime): CPU time used, CFS periods and
 * throttled periods, time throttled (all cumulative) and resident memory. -1 where the kernel gave nothing.
 */
public record CgroupReading(long atNanos, long cpuNanos, long periods, long throttledPeriods, long throttledNanos,
                            long residentBytes) {}
