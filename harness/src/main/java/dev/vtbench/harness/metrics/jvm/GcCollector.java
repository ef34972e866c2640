package dev.vtbench.harness.metrics.jvm;

/**
 * One garbage collector's cumulative counts as HotSpot publishes them ({@code sun.gc.collector.N.*}). Since
 * JDK 21 every collector's name says what it counts, e.g. "Serial young collection pauses" or "G1 concurrent
 * cycle pauses" (the remark and cleanup pauses), so its time is stop-the-world pause time.
 *
 * @param pauseSeconds accumulated time, NaN when the JVM does not publish its tick frequency
 */
public record GcCollector(String name, long invocations, double pauseSeconds) {}
