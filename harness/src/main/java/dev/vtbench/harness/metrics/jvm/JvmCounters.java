package dev.vtbench.harness.metrics.jvm;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The figures the harness takes from one hsperfdata reading: collections and their pause time per collector,
 * heap in use, platform threads and safepoints. Cumulative counters grow over the JVM's life; the window's
 * share is the difference between two readings ({@link JvmUse}). -1 (NaN for seconds) where the JVM does
 * not publish a figure.
 *
 * <p>Heap in use is split because JDK 25 removed the periodic sampler (and its {@code sun.os.hrt.ticks}) that
 * refreshed the eden counter of the Serial and Parallel collectors: there eden's "used" changes only at a
 * collection (0 after a young GC), while G1 updates it whenever it hands out an eden region. The space
 * outside eden (survivors and old) is comparable everywhere; eden is reported only where it tracks allocation.
 *
 * @param wallMillis when the reading was taken (epoch milliseconds)
 * @param edenUsedBytes eden in use as the JVM last published it
 * @param heapUsedOutsideEdenBytes survivor and old spaces in use: what the last collections kept
 * @param edenTracksAllocation whether {@code edenUsedBytes} follows allocation between collections
 * @param liveThreads live platform threads (virtual threads are not counted), daemon ones included
 * @param gcCpuNanos CPU time of the collector's own threads since the JVM started ({@code sun.threads.total_gc_cpu_time},
 *     JDK 22+, JDK-8315149: nanoseconds, though labelled ticks); -1 where it is not published or does not count the
 *     collection's CPU (see {@link #countsGcCpu})
 */
public record JvmCounters(long wallMillis, List<GcCollector> collectors, long edenUsedBytes, long heapUsedOutsideEdenBytes,
                          boolean edenTracksAllocation, long liveThreads, long daemonThreads, long peakThreads,
                          long safepoints, double safepointSeconds, long gcCpuNanos) {

    private static final Pattern COLLECTOR_NAME = Pattern.compile("sun\\.gc\\.collector\\.(\\d+)\\.name");
    private static final Pattern SPACE_USED = Pattern.compile("sun\\.gc\\.generation\\.(\\d+)\\.space\\.(\\d+)\\.used");

    public static JvmCounters of(HsPerfData data, long wallMillis) {
        OptionalLong frequency = data.number("sun.os.hrt.frequency");
        List<GcCollector> collectors = new ArrayList<>();
        // By the names rather than by counting up from 0: ZGC numbers its collectors 0 and 2.
        for (PerfCounter counter : data.counters().values()) {
            Matcher collector = COLLECTOR_NAME.matcher(counter.name());
            if (collector.matches()) {
                String prefix = "sun.gc.collector." + collector.group(1) + ".";
                collectors.add(new GcCollector(counter.text() == null ? prefix : counter.text(),
                        data.number(prefix + "invocations").orElse(-1), seconds(data.number(prefix + "time"), frequency)));
            }
        }
        long eden = -1;
        long outsideEden = -1;
        for (PerfCounter counter : data.counters().values()) {
            Matcher space = SPACE_USED.matcher(counter.name());
            if (space.matches() && counter.number() != null) {
                String spaceName = data.text("sun.gc.generation." + space.group(1) + ".space." + space.group(2) + ".name").orElse("");
                if (spaceName.equals("eden")) {
                    eden = Math.max(eden, 0) + counter.number();
                } else {
                    outsideEden = Math.max(outsideEden, 0) + counter.number();
                }
            }
        }
        boolean edenTracked = data.number("sun.os.hrt.ticks").isPresent()
                || data.text("sun.gc.policy.name").orElse("").startsWith("GarbageFirst");
        return new JvmCounters(wallMillis, List.copyOf(collectors), eden, outsideEden, edenTracked,
                data.number("java.threads.live").orElse(-1), data.number("java.threads.daemon").orElse(-1),
                data.number("java.threads.livePeak").orElse(-1), data.number("sun.rt.safepoints").orElse(-1),
                seconds(data.number("sun.rt.safepointTime"), frequency),
                countsGcCpu(data) ? data.number("sun.threads.total_gc_cpu_time").orElse(-1) : -1);
    }

    /**
     * Whether the JVM's GC CPU counter holds its collections' CPU. G1 and Parallel collect on worker threads the counter
     * sums; Serial collects on the VM thread, whose time is in {@code sun.threads.cpu_time.vm} with every other VM
     * operation, and ZGC does not fill the counter: both publish 0 whatever they spend (checked on Temurin 25).
     */
    static boolean countsGcCpu(HsPerfData data) {
        String policy = data.text("sun.gc.policy.name").orElse("");
        return policy.startsWith("GarbageFirst") || policy.startsWith("ParScav");
    }

    private static double seconds(OptionalLong ticks, OptionalLong frequency) {
        return ticks.isPresent() && frequency.isPresent() && frequency.getAsLong() > 0
                ? (double) ticks.getAsLong() / frequency.getAsLong() : Double.NaN;
    }

    /** Heap in use, eden included; -1 where eden does not follow allocation (see the class comment) or is not published. */
    public long heapUsedBytes() {
        return edenTracksAllocation && edenUsedBytes >= 0 && heapUsedOutsideEdenBytes >= 0 ? edenUsedBytes + heapUsedOutsideEdenBytes : -1;
    }

    /** Collections by every collector since the JVM started; -1 if it publishes no collector. */
    public long gcInvocations() {
        return collectors.isEmpty() ? -1 : collectors.stream().mapToLong(GcCollector::invocations).sum();
    }

    /** Pause time of every collector since the JVM started; NaN if it publishes no collector. */
    public double gcPauseSeconds() {
        return collectors.isEmpty() ? Double.NaN : collectors.stream().mapToDouble(GcCollector::pauseSeconds).sum();
    }
}
