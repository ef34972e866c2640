package dev.vtbench.gatling;

import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * One stretch of an equal-load step (before its window, or its window): the requests that completed in it, and the
 * arrivals it admitted, how late the driver let them arrive and how many found the in-flight bound reached. From all
 * of Gatling's threads at once.
 */
final class StepSegment {

    private final RequestOutcomes outcomes = new RequestOutcomes();
    private final LongAdder admitted = new LongAdder();
    private final LongAdder waited = new LongAdder();
    private final ConcurrentHistogram lagMicros = new ConcurrentHistogram(RequestOutcomes.SIGNIFICANT_DIGITS);

    /**
     * @param lateNanos how late the driver injected the arrival against its schedule ({@link ScheduleLateness})
     * @param mustWait whether the in-flight bound was reached when it arrived, so it waits in the driver
     */
    void admitted(long lateNanos, boolean mustWait) {
        admitted.increment();
        lagMicros.recordValue(Math.max(0, lateNanos / 1_000));
        if (mustWait) {
            waited.increment();
        }
    }

    RequestOutcomes outcomes() {
        return outcomes;
    }

    long admitted() {
        return admitted.sum();
    }

    long waited() {
        return waited.sum();
    }

    Histogram lagMicros() {
        return lagMicros.copy();
    }
}
