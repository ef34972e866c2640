package dev.vtbench.backend;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class BackendServerTest {

    private BackendServer server;
    private HttpClient client;

    @BeforeEach
    void start() throws IOException {
        server = BackendServer.start("127.0.0.1", 0);
        client = HttpClient.newHttpClient();
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private HttpResponse<String> get(String pathAndQuery) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://" + server.address() + pathAndQuery)).build();
        return client.send(request, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void answersHealth() throws Exception {
        HttpResponse<String> health = get("/health");

        assertThat(health.statusCode()).as("status").isEqualTo(200);
        assertThat(health.body()).as("body").isEqualTo("{\"status\":\"UP\"}");
    }

    @Test
    void delayWaitsAtLeastTheRequestedTime() throws Exception {
        long started = System.nanoTime();
        HttpResponse<String> delay = get("/delay?ms=50");
        Duration took = Duration.ofNanos(System.nanoTime() - started);

        assertThat(delay.statusCode()).as("status").isEqualTo(200);
        assertThat(delay.headers().firstValue("Content-Type")).as("content type").hasValue("text/plain; charset=utf-8");
        assertThat(delay.body()).as("body").isEqualTo("ok");
        assertThat(took).as("time until the answer").isGreaterThanOrEqualTo(Duration.ofMillis(50));
    }

    @Test
    void rejectsABadDelayWithJson() throws Exception {
        HttpResponse<String> tooLong = get("/delay?ms=60001");
        HttpResponse<String> missing = get("/delay");

        assertThat(tooLong.statusCode()).as("out of range status").isEqualTo(400);
        assertThat(tooLong.headers().firstValue("Content-Type")).as("content type").hasValue("application/json");
        assertThat(tooLong.body()).as("out of range body").isEqualTo("{\"error\":\"query parameter 'ms' is out of "
                + "range: got 60001, allowed 0..60000\",\"parameter\":\"ms\",\"allowed\":\"0..60000\"}");
        assertThat(missing.statusCode()).as("missing status").isEqualTo(400);
        assertThat(missing.body()).as("missing body").contains("for example /delay?ms=0");
    }

    @Test
    void servesNothingElse() throws Exception {
        assertThat(get("/hello").statusCode()).as("the backend has no /hello").isEqualTo(404);
    }
}
