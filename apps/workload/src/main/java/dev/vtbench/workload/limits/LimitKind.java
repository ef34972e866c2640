package dev.vtbench.workload.limits;

import java.util.Arrays;
import java.util.Locale;

/**
 * What a server limit caps, in one vocabulary for every runtime: the harness compares two modes' limits of the same
 * kind and name, and decides from the kind which figures a difference can cap. The kinds {@link #isThreads() of the
 * threads} differ between a pool and virtual threads by design and are recorded, not compared.
 */
public enum LimitKind {
    /** Connections the server holds open at once (Tomcat's maxConnections): beyond it a client waits to be accepted. */
    CONNECTIONS(false),
    /** Connections the kernel queues before the server accepts them (a listen backlog, net.core.somaxconn). */
    ACCEPT_QUEUE(false),
    /** How long, or for how many requests, a connection is kept between requests: a closed one must be opened again. */
    KEEP_ALIVE(false),
    /** Outgoing connections kept for reuse (the JDK's keep-alive cache for the backend calls). */
    CONNECTION_POOL(false),
    /** The heap's maximum and initial size. */
    HEAP(false),
    /** The garbage collector. */
    COLLECTOR(false),
    /** File descriptors the process may open: every connection holds one. */
    FILE_DESCRIPTORS(false),
    /** The platform threads that run requests: a pool's size, a runtime's executor. */
    REQUEST_THREADS(true),
    /** The virtual-thread scheduler's carriers: its parallelism, its maximum pool, its minimum runnable. */
    CARRIERS(true),
    /** The JDK's I/O pollers, which wake a virtual thread whose socket is ready (jdk.pollerMode). */
    POLLERS(true);

    private final boolean threads;

    LimitKind(boolean threads) {
        this.threads = threads;
    }

    /** Whether this limit is part of the threads themselves, which the benchmark varies on purpose. */
    public boolean isThreads() {
        return threads;
    }

    /** "accept-queue": as {@code /limits} writes it. */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The kind {@code /limits} wrote as {@code jsonName}. */
    public static LimitKind ofJsonName(String jsonName) {
        return Arrays.stream(values()).filter(kind -> kind.jsonName().equals(jsonName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown limit kind '" + jsonName + "': expected one of "
                        + Arrays.stream(values()).map(LimitKind::jsonName).toList()));
    }
}
