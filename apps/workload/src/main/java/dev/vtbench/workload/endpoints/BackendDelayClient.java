package dev.vtbench.workload.endpoints;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.URI;
import java.net.URL;
import java.util.Locale;

/**
 * Calls the backend delay service with {@link HttpURLConnection}.
 *
 * <p>{@code HttpURLConnection} does plain blocking socket reads, which is the point: a virtual
 * thread blocked here unmounts from its carrier, a pool thread stays occupied. The asynchronous
 * {@code java.net.http.HttpClient} would hide that difference behind its own threads.
 */
public final class BackendDelayClient {

    static final int CONNECT_TIMEOUT_MS = 5_000;

    // The backend answers after the requested delay; the margin only absorbs queueing under load.
    static final int READ_TIMEOUT_MARGIN_MS = 30_000;

    private final URI backendUrl;
    private final String delayUrlPrefix;

    /**
     * @param backendUrl the delay service's base URL, for example {@code http://127.0.0.1:9090};
     *     a trailing slash is ignored
     */
    public BackendDelayClient(URI backendUrl) {
        String scheme = backendUrl.getScheme() == null ? "" : backendUrl.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || backendUrl.getHost() == null) {
            throw new IllegalArgumentException("backend URL must be an http:// URL with a host, such as "
                    + "http://127.0.0.1:9090, got '" + backendUrl + "'");
        }
        KeepAliveCacheSize.raiseUnlessUserSet();
        this.backendUrl = backendUrl;
        this.delayUrlPrefix = backendUrl.toString().replaceAll("/+$", "") + "/delay?ms=";
    }

    public URI backendUrl() {
        return backendUrl;
    }

    /** The URL called for a delay of {@code delayMs}. */
    public String delayUrl(int delayMs) {
        return delayUrlPrefix + delayMs;
    }

    /**
     * Asks the backend to answer after {@code delayMs} and blocks until it has.
     *
     * @return the backend's HTTP status
     * @throws IOException if the backend cannot be reached or does not answer in time
     */
    public int delay(int delayMs) throws IOException {
        URL url = URI.create(delayUrl(delayMs)).toURL();
        // NO_PROXY: the backend sits next to the server; a JVM-wide proxy setting must not reroute it.
        HttpURLConnection connection = (HttpURLConnection) url.openConnection(Proxy.NO_PROXY);
        connection.setConnectTimeout(CONNECT_TIMEOUT_MS);
        connection.setReadTimeout(delayMs + READ_TIMEOUT_MARGIN_MS);
        int status = connection.getResponseCode();
        // Read the body to its end and close the stream (never disconnect()): only a fully read
        // response lets the JDK put the connection back into its keep-alive cache.
        try (InputStream body = status < 400 ? connection.getInputStream() : connection.getErrorStream()) {
            if (body != null) {
                body.transferTo(OutputStream.nullOutputStream());
            }
        }
        return status;
    }
}
