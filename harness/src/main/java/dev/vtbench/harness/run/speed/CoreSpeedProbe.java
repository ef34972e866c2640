package dev.vtbench.harness.run.speed;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Times {@link FixedWork} on one core, second by second, on a thread of its own pinned there ({@link CorePinning}): after
 * a warm-up that lets the JIT compile the work (its compiler threads run on the harness's cores, not the probed one),
 * each second's units are timed one by one and the second keeps their median, which a single unit stretched by a
 * safepoint or an interrupt does not move.
 */
public final class CoreSpeedProbe {
    /** Seconds of work before the timing starts: the JIT compiles the sort and its copy within the first. */
    static final int WARMUP_SECONDS = 2;

    private CoreSpeedProbe() {}

    /** {@code seconds} seconds of timed work on {@code core}, after the warm-up. */
    public static SpeedSeries probe(int core, int seconds) throws ProbeFailure {
        if (seconds < 1) {
            throw new IllegalArgumentException("a probe needs at least 1 second, got " + seconds);
        }
        AtomicReference<SpeedSeries> series = new AtomicReference<>();
        AtomicReference<ProbeFailure> failure = new AtomicReference<>();
        Thread thread = Thread.ofPlatform().name("vtbench-speed-probe-core-" + core).start(() -> {
            try {
                CorePinning.pinCurrentThread(core);
                series.set(time(core, seconds));
            } catch (ProbeFailure e) {
                failure.set(e);
            }
        });
        try {
            thread.join();
        } catch (InterruptedException e) {
            thread.interrupt();
            Thread.currentThread().interrupt();
            throw new ProbeFailure("interrupted while probing core " + core);
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        return series.get();
    }

    private static SpeedSeries time(int core, int seconds) {
        FixedWork work = new FixedWork();
        long warmUntil = System.nanoTime() + WARMUP_SECONDS * 1_000_000_000L;
        while (System.nanoTime() < warmUntil) {
            work.run();
        }
        List<Double> medians = new ArrayList<>(seconds);
        long[] units = new long[4096];
        long secondEnds = System.nanoTime();
        for (int second = 0; second < seconds; second++) {
            secondEnds += 1_000_000_000L;
            int count = 0;
            long now = System.nanoTime();
            while (now < secondEnds) {
                work.run();
                long done = System.nanoTime();
                if (count == units.length) {
                    units = Arrays.copyOf(units, count * 2);
                }
                units[count++] = done - now;
                now = done;
            }
            medians.add(median(units, count) / 1_000.0);
        }
        if (work.sink() == 42) {
            // Never true in practice; reading the sink keeps the work observable to the JIT.
            Thread.onSpinWait();
        }
        return new SpeedSeries(core, medians);
    }

    /** Over the second's raw times, not {@code result.Spread}: no boxing of thousands of values between two timed seconds. */
    static double median(long[] values, int count) {
        if (count == 0) {
            // A unit longer than a second (a core stopped for that long): the second's time is the whole second.
            return 1_000_000_000.0;
        }
        long[] sorted = Arrays.copyOf(values, count);
        Arrays.sort(sorted);
        return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2.0;
    }
}
