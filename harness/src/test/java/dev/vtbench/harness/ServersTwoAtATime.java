package dev.vtbench.harness;

import dev.vtbench.harness.matrix.CpuProfile;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Servers that measure nothing (started, verified or inspected, never loaded) handled two at a time, one on each core:
 * a case runs under cpu-1 as the matrix defines it (the server on core 1, the driver's side on core 0) or under its
 * twin on the other core, never under a profile another case holds at the same moment. A start is one core's work (a
 * Liberty start on one CPU costs about 16 s), so two at once take about half as long. Not for anything measured.
 * <p>Resolve every image first, on the test's own thread: {@code TestMatrix.IMAGES} is not written for two threads.
 */
final class ServersTwoAtATime {
    static final int AT_ONCE = 2;

    private ServersTwoAtATime() {}

    /** What one case's work gave, or how it failed (its server's cores and the stack trace), and the profile it ran under. */
    record Outcome<R>(R result, CpuProfile profile, String failure) {
        /** A case whose work never ran, and why (no image, say). */
        static <R> Outcome<R> notStarted(String why) {
            return new Outcome<>(null, null, why);
        }

        /** The server's cores, for a failure's message. */
        String cores() {
            return profile == null ? "none (not started)" : profile.serverCpuset().toString();
        }
    }

    /** One case's work under {@code profile}; what it throws is kept as the case's failure. */
    @FunctionalInterface
    interface Work<C, R> {
        R on(C testCase, CpuProfile profile) throws Exception;
    }

    /** cpu-1 as the matrix defines it: the server pinned to core 1, the driver and helper services to core 0. */
    static CpuProfile cpu1() {
        return TestMatrix.DEFINITIONS.profiles().get("cpu-1");
    }

    /** cpu-1's twin: its name, quota and memory with the cores swapped, the server on core 0 and the driver's side on core 1. */
    static CpuProfile cpu1OnTheOtherCore() {
        CpuProfile cpu1 = cpu1();
        return cpu1.placedOn(cpu1.driverCpuset(), cpu1.serverCpuset());
    }

    /**
     * Does {@code work} for every case, two at a time, each under {@link #cpu1()} or {@link #cpu1OnTheOtherCore()},
     * whichever no other case holds then; fails unless all are done within {@code within}.
     *
     * @return each case's outcome
     */
    static <C, R> Map<C, Outcome<R>> run(Collection<C> cases, Duration within, Work<C, R> work) throws InterruptedException {
        BlockingQueue<CpuProfile> profiles = new ArrayBlockingQueue<>(AT_ONCE, false, List.of(cpu1(), cpu1OnTheOtherCore()));
        Map<C, Outcome<R>> outcomes = new ConcurrentHashMap<>();
        ExecutorService threads = Executors.newFixedThreadPool(AT_ONCE);
        try {
            for (C testCase : cases) {
                threads.submit(() -> {
                    CpuProfile profile = profiles.take();
                    try {
                        outcomes.put(testCase, new Outcome<>(work.on(testCase, profile), profile, null));
                    } catch (Throwable e) {
                        outcomes.put(testCase, new Outcome<>(null, profile,
                                "on cores " + profile.serverCpuset() + ": " + stackTrace(e)));
                    } finally {
                        profiles.put(profile);
                    }
                    return null;
                });
            }
        } finally {
            threads.shutdown();
        }
        boolean done = threads.awaitTermination(within.toMillis(), TimeUnit.MILLISECONDS);
        if (!done) {
            // No server left starting beside the next test: interrupted, each case's container closes as it unwinds.
            threads.shutdownNow();
            threads.awaitTermination(2, TimeUnit.MINUTES);
        }
        assertThat(done).as("every server started and checked within %s; done: %s", within, outcomes.keySet()).isTrue();
        return outcomes;
    }

    private static String stackTrace(Throwable e) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        return trace.toString();
    }
}
