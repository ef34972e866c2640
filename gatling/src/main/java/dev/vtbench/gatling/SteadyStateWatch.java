package dev.vtbench.gatling;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;

/**
 * Calls {@link LatencyRecorder#tick} five times a second for a run whose window waits for a steady rate, so that
 * the window opens within 200 ms of the second that made the rate steady, and the run ends at its cap. One daemon
 * thread, idle but for those wake-ups: a few microseconds of the driver's core a second. A run with a fixed warm-up
 * gets no thread at all.
 */
final class SteadyStateWatch implements AutoCloseable {

    private static final long PERIOD_MILLIS = 200;

    private final ScheduledExecutorService ticker;

    private SteadyStateWatch(ScheduledExecutorService ticker) {
        this.ticker = ticker;
    }

    static SteadyStateWatch startFor(LatencyRecorder recorder) {
        if (!recorder.warmupPolicy().untilSteady()) {
            return new SteadyStateWatch(null);
        }
        return ticking(recorder::tick);
    }

    /** Calls {@code tick} with {@link System#nanoTime()} five times a second, until closed: a run that judges its own steps. */
    static SteadyStateWatch ticking(LongConsumer tick) {
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "vtbench-steady-state");
            thread.setDaemon(true);
            return thread;
        });
        ticker.scheduleAtFixedRate(() -> tickOrSay(tick), PERIOD_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
        return new SteadyStateWatch(ticker);
    }

    /** A task that throws is never run again: say why in the driver's log rather than wait silently for the cap. */
    private static void tickOrSay(LongConsumer tick) {
        try {
            tick.accept(System.nanoTime());
        } catch (RuntimeException e) {
            System.err.println("vtbench: steady-state judgement failed: " + e);
        }
    }

    @Override
    public void close() {
        if (ticker != null) {
            ticker.shutdownNow();
        }
    }
}
