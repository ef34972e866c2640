package dev.vtbench.workload.jdkhttp;

/**
 * Tunes the JDK's built-in HTTP server for benchmark load, through the system properties it
 * reads once, when the first server is created. A value the user set with {@code -D} wins.
 */
final class JdkHttpServerDefaults {

    /**
     * The server keeps at most this many idle keep-alive connections and closes any beyond it
     * (200 by default). A load generator holding 10,000 keep-alive connections always has many
     * idle between requests, so the default would close them under its feet and the benchmark
     * would count errors and reconnects that belong to the setting, not to the threads.
     */
    static final String MAX_IDLE_CONNECTIONS = "sun.net.httpserver.maxIdleConnections";

    // Above the most connections a run holds (about 20,000 against the backend).
    static final String MAX_IDLE_CONNECTIONS_VALUE = "20000";

    /**
     * TCP_NODELAY on accepted sockets, off by default. Tomcat and Open Liberty enable it, so
     * leaving Nagle's algorithm on here would give this runtime latencies the others do not have.
     */
    static final String NO_DELAY = "sun.net.httpserver.nodelay";

    // sun.net.httpserver.idleInterval (how long an idle connection survives, 30 s) stays at its
    // default: it is in line with Open Liberty's 30 s persist timeout, and raising it would only
    // keep dead connections of an aborted run around longer.

    private JdkHttpServerDefaults() {
    }

    /** Sets each property unless the user already did; must run before the first server exists. */
    static void applyUnlessUserSet() {
        setUnlessUserSet(MAX_IDLE_CONNECTIONS, MAX_IDLE_CONNECTIONS_VALUE);
        setUnlessUserSet(NO_DELAY, "true");
    }

    private static void setUnlessUserSet(String property, String value) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, value);
        }
    }
}
