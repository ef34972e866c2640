package dev.vtbench.gatling;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * The latencies of successful requests, in µs, and the failures by {@link FailureKind}, recorded
 * from all of Gatling's threads at once: what a measurement window or a rate-search step counts.
 */
final class RequestOutcomes {

    /** Enough to tell 1000 µs from 1001 µs, and what HdrHistogram users usually expect. */
    static final int SIGNIFICANT_DIGITS = 3;

    private final ConcurrentHistogram okMicros = new ConcurrentHistogram(SIGNIFICANT_DIGITS);
    private final Map<String, LongAdder> failuresByKind = new ConcurrentHashMap<>();

    void ok(long startedNanos, long completedNanos) {
        // Never negative, whatever the clock did.
        okMicros.recordValue(Math.max(0, TimeUnit.NANOSECONDS.toMicros(completedNanos - startedNanos)));
    }

    void failed(String kind) {
        failuresByKind.computeIfAbsent(kind, unused -> new LongAdder()).increment();
    }

    /** A consistent copy, safe to read while requests are still being recorded. */
    Histogram okLatenciesMicros() {
        return okMicros.copy();
    }

    /** Failures so far by kind, sorted by kind. */
    Map<String, Long> failuresByKind() {
        Map<String, Long> failures = new TreeMap<>();
        failuresByKind.forEach((kind, count) -> failures.put(kind, count.sum()));
        return failures;
    }

    static long ko(Map<String, Long> failuresByKind) {
        return failuresByKind.values().stream().mapToLong(Long::longValue).sum();
    }
}
