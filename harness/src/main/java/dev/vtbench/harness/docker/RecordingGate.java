package dev.vtbench.harness.docker;

import java.time.Duration;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Decides, under one lock, whether a cell's result is recorded or the harness is stopping. A cell that fails while the
 * harness is stopped (Ctrl-C, SIGTERM) failed because its containers and driver were stopped under it: recorded as
 * FAILED, it would be skipped by `--resume`, so it must not be recorded at all. Every shutdown hook closes the gate
 * before it stops anything, so a failure its stopping caused always finds the gate closed. Ctrl-C also reaches the
 * Gatling driver directly, which may die a moment before the harness's hooks run: so a failure waits a short grace for
 * the gate to close before it is recorded. A recording in progress holds the lock, so a hook that closes the gate
 * waits for it to finish instead of cutting it off.
 */
public final class RecordingGate {
    /** The harness's one gate, closed by its shutdown hooks. */
    public static final RecordingGate RESULTS = new RecordingGate();
    /** How long a failure waits for a stop that may have caused it: far longer than a JVM takes to start its hooks. */
    public static final Duration FAILURE_GRACE = Duration.ofSeconds(2);

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition closedSignal = lock.newCondition();
    private boolean closed;

    /** Closes the gate; waits for a recording in progress to finish. The first thing each shutdown hook does. */
    public void close() {
        lock.lock();
        try {
            closed = true;
            closedSignal.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Waits for a recording in progress to finish: the last thing a shutdown hook does, so the JVM does not end mid-write. */
    public void awaitRecording() {
        lock.lock();
        lock.unlock();
    }

    public boolean closed() {
        lock.lock();
        try {
            return closed;
        } finally {
            lock.unlock();
        }
    }

    /** Records what was measured before any stop, even while stopping: its figures are real. */
    public void recordMeasured(Runnable write) {
        lock.lock();
        try {
            write.run();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Records a cell that did not measure, unless the gate is closed or closes within {@code grace}; returns whether
     * it recorded.
     */
    public boolean recordUnlessStopping(Duration grace, Runnable write) {
        lock.lock();
        try {
            long nanos = grace.toNanos();
            while (!closed && nanos > 0) {
                nanos = closedSignal.awaitNanos(nanos);
            }
            if (closed) {
                return false;
            }
            write.run();
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            lock.unlock();
        }
    }
}
