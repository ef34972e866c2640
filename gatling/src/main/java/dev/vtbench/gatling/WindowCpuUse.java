package dev.vtbench.gatling;

import java.time.Instant;

/**
 * The load driver's own CPU time over the measurement window, so that a driver short of CPU can be
 * told from a slow server, and the wall-clock instants of the two samples, so that the harness can
 * line up its own cgroup samples of the server with exactly the same span.
 *
 * @param openedAt when the opening sample was taken, {@code null} if the window never opened
 * @param closedAt when the closing sample was taken: the window's planned end, or the end of a run
 *     that stopped before it
 * @param cpuSeconds CPU time the driver's whole JVM used between the two, {@code null} if the JVM
 *     cannot tell or the window never opened
 */
record WindowCpuUse(Instant openedAt, Instant closedAt, Double cpuSeconds) {

    static final WindowCpuUse NEVER_OPENED = new WindowCpuUse(null, null, null);

    /** A reading of the process CPU clock; {@code cpuNanos} is negative where the JVM does not support it. */
    record Reading(Instant at, long cpuNanos) {
    }

    static WindowCpuUse between(Reading opening, Reading closing) {
        boolean known = opening.cpuNanos() >= 0 && closing.cpuNanos() >= 0;
        return new WindowCpuUse(opening.at(), closing.at(),
                known ? (closing.cpuNanos() - opening.cpuNanos()) / 1e9 : null);
    }
}
