package dev.vtbench.harness.verify;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Sends one GET to a server under test and returns status, content type and body (or the I/O error). */
public final class HttpProbe {
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String baseUrl;

    public HttpProbe(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    public record Reply(int status, String contentType, String body, String error) {
        public boolean answered() {
            return error == null;
        }
    }

    public Reply get(String pathAndQuery) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + pathAndQuery)).timeout(Duration.ofSeconds(30)).build();
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""), response.body(), null);
        } catch (IOException e) {
            return new Reply(0, "", "", e.getClass().getSimpleName() + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Reply(0, "", "", "interrupted");
        }
    }
}
