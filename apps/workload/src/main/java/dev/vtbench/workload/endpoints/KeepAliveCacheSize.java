package dev.vtbench.workload.endpoints;

/**
 * Sizes the JDK's keep-alive cache for {@link java.net.HttpURLConnection}.
 *
 * <p>The cache keeps only {@code http.maxConnections} idle connections per destination, 5 by
 * default. Under hundreds of concurrent {@code /io} calls nearly every call would then find no
 * idle connection, open a new TCP connection and close it afterwards, leaving the socket in
 * TIME_WAIT until the container runs out of ephemeral ports; the benchmark would measure
 * connection set-up instead of blocking I/O. With a large cache every connection is reused.
 */
final class KeepAliveCacheSize {

    static final String PROPERTY = "http.maxConnections";

    // Above the largest concurrency a benchmark run drives, so no finished call has to close its connection.
    static final String BENCHMARK_VALUE = "20000";

    private KeepAliveCacheSize() {
    }

    /**
     * Raises the cache size unless the user chose one with {@code -Dhttp.maxConnections}. The JDK
     * reads the property once, when the first connection is opened, so this must run before that.
     */
    static void raiseUnlessUserSet() {
        if (System.getProperty(PROPERTY) == null) {
            System.setProperty(PROPERTY, BENCHMARK_VALUE);
        }
    }
}
