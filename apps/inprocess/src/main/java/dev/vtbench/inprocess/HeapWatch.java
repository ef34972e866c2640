package dev.vtbench.inprocess;

import com.sun.management.GarbageCollectionNotificationInfo;

import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What seed 001 read from JVisualVM, measured inside the benchmark JVM over one batch: the heap "occupied" (the most
 * the JVM had committed) and its peak use. JMH reports neither. Heap use peaks just before a collection, which a
 * sampler can miss between two readings, so the peak is the larger of what a platform thread reads every
 * {@link #SAMPLE_MILLIS} ms and what each collection found in use when it began (the JDK's GC notifications).
 */
final class HeapWatch implements AutoCloseable {
    static final long SAMPLE_MILLIS = 10;

    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final AtomicLong maxCommitted = new AtomicLong();
    private final AtomicLong peakUsed = new AtomicLong();
    private final AtomicLong samples = new AtomicLong();
    private final AtomicLong collections = new AtomicLong();
    private final List<Runnable> unsubscribe = new ArrayList<>();
    private final NotificationListener beforeEachCollection = this::collected;
    private final Thread sampler;
    /**
     * Each collector's count when the watch began: a collection numbered up to it (the set-up's System.gc(), whose
     * notification may arrive late) found the previous batch's garbage, not this batch's. By number rather than by
     * start time, since both are whole milliseconds and one can start in the watch's own millisecond.
     */
    private final Map<String, Long> collectionsBefore = new HashMap<>();

    HeapWatch() {
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            collectionsBefore.put(collector.getName(), collector.getCollectionCount());
            if (collector instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(beforeEachCollection, null, null);
                unsubscribe.add(() -> {
                    try {
                        emitter.removeNotificationListener(beforeEachCollection);
                    } catch (javax.management.ListenerNotFoundException ignored) {
                        // already gone
                    }
                });
            }
        }
        sample();
        // A platform thread: a virtual one would wait for a carrier that the jobs keep busy, and miss the peaks.
        sampler = Thread.ofPlatform().daemon().name("vtbench-heap-watch").start(this::sampleUntilClosed);
    }

    private void sampleUntilClosed() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                sample();
                Thread.sleep(SAMPLE_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void sample() {
        MemoryUsage heap = memory.getHeapMemoryUsage();
        maxCommitted.accumulateAndGet(heap.getCommitted(), Math::max);
        peakUsed.accumulateAndGet(heap.getUsed(), Math::max);
        samples.incrementAndGet();
    }

    /** A collection's notification: the heap pools' use when it began is the heap's use at that peak. */
    private void collected(Notification notification, Object handback) {
        if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            return;
        }
        var collection = GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
        var info = collection.getGcInfo();
        if (info.getId() <= collectionsBefore.getOrDefault(collection.getGcName(), 0L)) {
            return;
        }
        long used = 0;
        long committed = 0;
        for (var pool : ManagementFactory.getMemoryPoolMXBeans()) {
            MemoryUsage before = info.getMemoryUsageBeforeGc().get(pool.getName());
            if (pool.getType() == java.lang.management.MemoryType.HEAP && before != null) {
                used += before.getUsed();
                committed += before.getCommitted();
            }
        }
        peakUsed.accumulateAndGet(used, Math::max);
        maxCommitted.accumulateAndGet(committed, Math::max);
        collections.incrementAndGet();
    }

    /** The figures so far: the most committed, the peak use, how many readings and collections they come from, the maximum heap. */
    Figures figures() {
        return new Figures(maxCommitted.get(), peakUsed.get(), memory.getHeapMemoryUsage().getMax(), samples.get(), collections.get());
    }

    record Figures(long maxCommittedBytes, long peakUsedBytes, long maxHeapBytes, long samples, long collections) {}

    @Override
    public void close() {
        sampler.interrupt();
        try {
            sampler.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sample();
        unsubscribe.forEach(Runnable::run);
    }
}
