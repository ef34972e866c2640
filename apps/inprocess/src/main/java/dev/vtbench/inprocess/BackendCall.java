package dev.vtbench.inprocess;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * A job's blocking call to vtbench's backend delay service ({@code GET /delay?ms=D}, answered "ok" after D ms): the
 * I/O a background job waits on (a mail server, a document store). Blocking HttpURLConnection on purpose, as JobRunr's
 * jobs would use: on a virtual thread its socket read unmounts the thread; on a pool thread it holds the thread.
 */
final class BackendCall {
    private final URI delay;
    private final int timeoutMillis;

    BackendCall(String backendUrl, int delayMillis) {
        this.delay = URI.create(backendUrl + "/delay?ms=" + delayMillis);
        // A backend that stops answering fails the job, rather than hanging the batch until JMH's timeout.
        this.timeoutMillis = delayMillis + 30_000;
    }

    /** Calls the backend and fails unless it answered 200 "ok". */
    void call() {
        try {
            HttpURLConnection connection = (HttpURLConnection) delay.toURL().openConnection();
            connection.setConnectTimeout(timeoutMillis);
            connection.setReadTimeout(timeoutMillis);
            int status = connection.getResponseCode();
            String body;
            try (InputStream in = status < 400 ? connection.getInputStream() : connection.getErrorStream()) {
                body = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            if (status != 200 || !body.strip().equals("ok")) {
                throw new IllegalStateException("GET " + delay + " answered " + status + " '" + body.strip()
                        + "' instead of 200 'ok': is vtbench's backend running there?");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("GET " + delay + " failed: " + e.getMessage() + " (is vtbench's backend running there?)", e);
        }
    }
}
