package dev.vtbench.gatling;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Counts events per whole second of a run, from any thread.
 *
 * <p>It covers warm-up too: the harness reads it to see when the rate stopped climbing, which
 * tells whether the warm-up was long enough. The capacity is fixed up front so that counting is a
 * single atomic increment; seconds beyond it are dropped, which the caller avoids by sizing it to
 * the longest possible run.
 */
final class PerSecondTimeline {

    private final AtomicLongArray counts;

    PerSecondTimeline(int capacitySeconds) {
        if (capacitySeconds < 1) {
            throw new IllegalArgumentException("capacitySeconds must be >= 1, got " + capacitySeconds);
        }
        this.counts = new AtomicLongArray(capacitySeconds);
    }

    void increment(long second) {
        if (second >= 0 && second < counts.length()) {
            counts.incrementAndGet((int) second);
        }
    }

    /**
     * The counts from second 0, at least {@code minimumSeconds} long (the planned run, zeros where
     * nothing happened) and longer only if events came later, so a tail after the plan stays visible.
     */
    List<Long> counts(int minimumSeconds) {
        int length = Math.min(minimumSeconds, counts.length());
        for (int second = counts.length() - 1; second >= length; second--) {
            if (counts.get(second) != 0) {
                length = second + 1;
                break;
            }
        }
        List<Long> result = new ArrayList<>(length);
        for (int second = 0; second < length; second++) {
            result.add(counts.get(second));
        }
        return result;
    }
}
