package dev.vtbench.harness.metrics.jvm;

/**
 * The JIT compiler's time since sampling began, summed over its threads: on a CPU, and runnable but waiting for one.
 * Cumulative and never falling, so that the time between two samples is a difference, like every other counter of a
 * {@link JvmSampler.Sample}: HotSpot starts and stops compiler threads as the queue grows and shrinks, and a thread that
 * ends takes its own counters with it ({@link JitClock} keeps what it had).
 *
 * @param threads compiler threads running at the sample
 */
public record JitTime(long onCpuNanos, long waitingNanos, int threads) {

    /** Time the compiler wanted a CPU: on one, or waiting for one. */
    public long demandNanos() {
        return onCpuNanos + waitingNanos;
    }
}
