package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.http.WorkloadResponse;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class IoEndpointTest {

    private FakeDelayBackend backend;

    @BeforeEach
    void startBackend() throws IOException {
        backend = new FakeDelayBackend();
    }

    @AfterEach
    void stopBackend() {
        backend.close();
    }

    private WorkloadResponse io(URI backendUrl, Map<String, String> query) {
        return EndpointProbe.get("/io", new IoEndpoint(new BackendDelayClient(backendUrl)), query);
    }

    private URI backendUrl() {
        return backend.url();
    }

    @Test
    void callsTheBackendDelayAndReportsItsStatus() {
        WorkloadResponse response = io(backendUrl(), Map.of("delayMs", "7"));

        assertThat(response.status()).as("status").isEqualTo(200);
        assertThat(response.contentType()).as("content type").isEqualTo("application/json");
        assertThat(response.bodyText()).as("body").isEqualTo("{\"delayMs\":7,\"backendStatus\":200}");
        assertThat(backend.queries()).as("the backend was asked for the delay").containsExactly("ms=7");
    }

    @Test
    void ignoresATrailingSlashInTheBackendUrl() {
        WorkloadResponse response = io(URI.create(backendUrl() + "/"), Map.of("delayMs", "0"));

        assertThat(response.status()).as("status").isEqualTo(200);
        assertThat(backend.queries()).as("one call to /delay").containsExactly("ms=0");
    }

    @Test
    void answers502NamingTheBackendWhenItFails() {
        backend.answerWith(500);

        WorkloadResponse response = io(backendUrl(), Map.of("delayMs", "1"));

        assertThat(response.status()).as("status").isEqualTo(502);
        assertThat(response.bodyText()).as("body names the URL and the backend's status")
                .contains("\"error\":\"backend " + backendUrl() + "/delay?ms=1 answered HTTP 500 instead of 200")
                .contains("\"backendUrl\":\"" + backendUrl() + "\"", "\"backendStatus\":500");
    }

    @Test
    void answers502NamingTheBackendWhenItIsUnreachable() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        URI unreachable = URI.create("http://127.0.0.1:" + closedPort);

        WorkloadResponse response = io(unreachable, Map.of("delayMs", "1"));

        assertThat(response.status()).as("status").isEqualTo(502);
        assertThat(response.contentType()).as("content type").isEqualTo("application/json");
        assertThat(response.bodyText()).as("body names the URL and the remedy")
                .contains("\"error\":\"backend " + unreachable + "/delay?ms=1 could not be reached")
                .contains("VTBENCH_BACKEND_URL", "\"backendUrl\":\"" + unreachable + "\"", "\"backendStatus\":null")
                .as("body does not echo the connection exception's text")
                .doesNotContain("Exception", "Connection refused");
    }

    @Test
    void answers400WithoutCallingTheBackendForABadDelay() {
        WorkloadResponse missing = io(backendUrl(), Map.of());
        WorkloadResponse tooLong = io(backendUrl(), Map.of("delayMs", "60001"));

        assertThat(missing.status()).as("missing delayMs").isEqualTo(400);
        assertThat(missing.bodyText()).as("missing delayMs body").isEqualTo("{\"error\":\"query parameter 'delayMs' is "
                + "required: give an integer in 0..60000, for example /io?delayMs=0\",\"parameter\":\"delayMs\","
                + "\"allowed\":\"0..60000\"}");
        assertThat(tooLong.status()).as("out-of-range delayMs").isEqualTo(400);
        assertThat(backend.queries()).as("no backend call for rejected requests").isEmpty();
    }

    @Test
    void raisesTheKeepAliveCacheSizeForTheBackendConnections() {
        new BackendDelayClient(backendUrl());

        assertThat(System.getProperty("http.maxConnections")).as("JDK keep-alive cache size")
                .isEqualTo(KeepAliveCacheSize.BENCHMARK_VALUE);
    }
}
