package dev.vtbench.harness.verify;

import dev.vtbench.harness.matrix.ServiceRequest;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Sends one request to a server under test and returns status, content type and body (or the I/O error). */
public final class HttpProbe {
    private final HttpClient client = newClient();
    private final String baseUrl;

    public HttpProbe(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** @param millis the wall time from sending the request to reading the whole answer (or the error) */
    public record Reply(int status, String contentType, String body, String error, long millis) {
        /** A reply whose time was not taken. */
        public Reply(int status, String contentType, String body, String error) {
            this(status, contentType, body, error, 0);
        }

        public boolean answered() {
            return error == null;
        }

        /** "200 text/plain Hello, World!" (the body flattened and cut after {@code bodyChars}), or the error. */
        public String summary(int bodyChars) {
            if (!answered()) {
                return error;
            }
            String flat = body.replaceAll("\\s+", " ");
            return status + " " + contentType + " " + (flat.length() > bodyChars ? flat.substring(0, bodyChars) + "..." : flat);
        }
    }

    public Reply get(String pathAndQuery) {
        return send(HttpRequest.newBuilder(URI.create(baseUrl + pathAndQuery)).timeout(Duration.ofSeconds(30)).build());
    }

    /** A line of a user's request list, with its method and body, over HTTP/1.1 as the load driver sends it. */
    public Reply send(ServiceRequest line) {
        return send(client, request(line));
    }

    /**
     * The same, on a connection of its own, closed once the reply is read: the server must hand the request to a
     * thread of its executor, never to the thread that answered a previous request on a kept-alive connection.
     */
    public Reply sendOnItsOwnConnection(ServiceRequest line) {
        try (HttpClient once = newClient()) {
            return send(once, request(line));
        }
    }

    private static HttpClient newClient() {
        return HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    private HttpRequest request(ServiceRequest line) {
        HttpRequest.BodyPublisher body = line.body().map(HttpRequest.BodyPublishers::ofString).orElse(HttpRequest.BodyPublishers.noBody());
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + line.path())).timeout(Duration.ofSeconds(30))
                .version(HttpClient.Version.HTTP_1_1).method(line.method(), body);
        line.contentType().ifPresent(type -> request.header("Content-Type", type));
        return request.build();
    }

    private Reply send(HttpRequest request) {
        return send(client, request);
    }

    private static Reply send(HttpClient client, HttpRequest request) {
        long start = System.nanoTime();
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""), response.body(), null,
                    millisSince(start));
        } catch (IOException e) {
            return new Reply(0, "", "", e.getClass().getSimpleName() + ": " + e.getMessage(), millisSince(start));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Reply(0, "", "", "interrupted", millisSince(start));
        }
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
