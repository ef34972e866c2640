package dev.vtbench.gatling;

import java.lang.management.ManagementFactory;
import java.time.InstantSource;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * Reads the driver JVM's CPU time when the measurement window opens and when it closes.
 *
 * <p>The two readings are scheduled on a timer thread for the window's exact ends, as soon as the
 * run decides them (at the first request for a fixed warm-up, once the rate is steady otherwise): sampling from the request path instead would be late by up to a
 * request's interval at low rates, and after the window closes there may be no request left to
 * sample from. Two timer wake-ups per run cost nothing; the thread is a daemon and idle otherwise.
 */
final class DriverCpuSampler implements RequestObserver {

    private static final long FINISH_WAIT_SECONDS = 5;

    private final LongSupplier processCpuNanos;
    private final InstantSource wallClock;
    private final ScheduledThreadPoolExecutor timer;
    private final AtomicReference<WindowCpuUse.Reading> atOpening = new AtomicReference<>();
    private final AtomicReference<WindowCpuUse.Reading> atClosing = new AtomicReference<>();
    /** Which closing is planned: a reading for an earlier one that fires late must not stand for the later one. */
    private final AtomicLong closing = new AtomicLong();

    /** @param processCpuNanos the JVM's CPU time so far, negative if unknown */
    DriverCpuSampler(LongSupplier processCpuNanos, InstantSource wallClock) {
        this.processCpuNanos = processCpuNanos;
        this.wallClock = wallClock;
        this.timer = new ScheduledThreadPoolExecutor(1, task -> {
            Thread thread = new Thread(task, "vtbench-driver-cpu");
            thread.setDaemon(true);
            return thread;
        });
        // On finish, readings already due still run; a planned one that is not due belongs to a window the run never reached.
        timer.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    }

    static DriverCpuSampler forThisJvm() {
        LongSupplier cpu = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os::getProcessCpuTime
                : () -> -1;
        return new DriverCpuSampler(cpu, InstantSource.system());
    }

    @Override
    public void windowOpened(MeasurementWindow window) {
        window(window.opensAtNanos(), window.closesAtNanos());
    }

    /** Reads the CPU clock at {@code opensAtNanos} and at {@code closesAtNanos}, as soon as a window's ends are decided. */
    void window(long opensAtNanos, long closesAtNanos) {
        readAt(opensAtNanos, atOpening);
        windowClosesAt(closesAtNanos);
    }

    /**
     * The window now closes at {@code nanoTime}, later than planned: the closing reading is taken then instead, even
     * if the one planned before was already taken. For a run whose end is decided as it goes, such as equal-load
     * steps that each extend the window until one of them is over capacity.
     */
    void windowClosesAt(long nanoTime) {
        long planned = closing.incrementAndGet();
        atClosing.set(null);
        schedule(nanoTime, () -> {
            WindowCpuUse.Reading reading = read();
            if (closing.get() == planned) {
                atClosing.compareAndSet(null, reading);
            }
        });
    }

    /** Stops the timer; call once, after the run. A window cut short by the end of the run closes now. */
    WindowCpuUse finish() {
        timer.shutdown();
        try {
            timer.awaitTermination(FINISH_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        WindowCpuUse.Reading opening = atOpening.get();
        if (opening == null) {
            return WindowCpuUse.NEVER_OPENED;
        }
        if (atClosing.get() == null) {
            atClosing.set(read());
        }
        return WindowCpuUse.between(opening, atClosing.get());
    }

    private void readAt(long nanoTime, AtomicReference<WindowCpuUse.Reading> into) {
        schedule(nanoTime, () -> into.compareAndSet(null, read()));
    }

    private void schedule(long nanoTime, Runnable reading) {
        long delay = nanoTime - System.nanoTime();
        if (delay <= 0) {
            // A window without warm-up opens with the first request: read now rather than after starting the timer thread.
            reading.run();
        } else {
            timer.schedule(reading, delay, TimeUnit.NANOSECONDS);
        }
    }

    private WindowCpuUse.Reading read() {
        return new WindowCpuUse.Reading(wallClock.instant(), processCpuNanos.getAsLong());
    }
}
