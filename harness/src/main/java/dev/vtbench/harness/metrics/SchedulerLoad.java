package dev.vtbench.harness.metrics;

/**
 * How loaded the server's virtual-thread scheduler was during a window, from its own MBean as {@code /info} reports it
 * (JDK 24+): virtual threads queued to start or continue, and mounted on a carrier. A queue that stays above zero
 * while the server's CPU has headroom means the carriers, not the CPU, held requests back.
 *
 * @param samples readings inside the window that carried the figures (0: unknown, see {@code unknown})
 * @param unknown why no figure ("" when known): a platform-thread cell, a server without /info, a JDK before 24
 */
public record SchedulerLoad(int samples, double meanQueued, long maxQueued, double meanMounted, String unknown) {

    public static SchedulerLoad unknown(String why) {
        return new SchedulerLoad(0, Double.NaN, -1, Double.NaN, why);
    }

    public boolean known() {
        return samples > 0;
    }
}
