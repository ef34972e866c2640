package dev.vtbench.harness.load;

import java.util.Optional;

/**
 * Checks before load that every process of a cell can hold the sockets the cell needs. Open files are capped
 * (20,000 per process on this machine, and not raisable here); a cell beyond the cap would report the
 * cap's connection errors as the server's result, so it is refused instead, with the arithmetic.
 */
public final class SocketBudget {
    /** Files a JVM holds open besides sockets: jars, logs, epoll descriptors, pipes. */
    static final int RESERVE = 300;

    private SocketBudget() {}

    /**
     * @param concurrency requests in flight (closed model: users)
     * @param callsBackend whether each request also holds a connection to the backend
     * @return why the cell cannot fit, or empty when it fits
     */
    public static Optional<String> whyItDoesNotFit(int concurrency, boolean callsBackend, long serverLimit, long driverLimit) {
        long server = concurrency + (callsBackend ? concurrency : 0) + RESERVE;
        if (server > serverLimit) {
            return Optional.of("the server would need about " + server + " open files (" + concurrency + " client connections"
                    + (callsBackend ? " + " + concurrency + " backend connections" : "") + " + " + RESERVE
                    + " for the JVM) but its limit is " + serverLimit + "; use at most "
                    + (serverLimit - RESERVE) / (callsBackend ? 2 : 1) + " users for this scenario");
        }
        long driver = concurrency + RESERVE;
        if (driver > driverLimit) {
            return Optional.of("the load driver would need about " + driver + " open files but its limit is " + driverLimit
                    + "; use at most " + (driverLimit - RESERVE) + " users");
        }
        return Optional.empty();
    }

    /**
     * Whether {@code servers} servers of {@code concurrency} requests each, every request holding a connection to the
     * backend, can all have those connections open at once within a process's open-file limit of {@code limit}: the
     * backend holds the other end of each.
     */
    public static boolean fitAtOnce(int servers, int concurrency, long limit) {
        return (long) servers * concurrency + RESERVE <= limit;
    }

    /** This process's open-file limit, which the forked driver inherits. */
    public static long ownLimit() {
        var os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.UnixOperatingSystemMXBean unix) {
            return unix.getMaxFileDescriptorCount();
        }
        return Long.MAX_VALUE;
    }
}
