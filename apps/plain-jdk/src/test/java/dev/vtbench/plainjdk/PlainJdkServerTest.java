package dev.vtbench.plainjdk;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

class PlainJdkServerTest {

    // Nothing listens on the discard port; only the /io test needs a backend and starts its own.
    private static final URI NO_BACKEND = URI.create("http://127.0.0.1:9");

    private static HttpResponse<String> get(PlainJdkServer server, String pathAndQuery)
            throws IOException, InterruptedException {
        try (HttpClient client = HttpClient.newHttpClient()) {
            HttpRequest request = HttpRequest.newBuilder(URI.create("http://" + server.address() + pathAndQuery)).build();
            return client.send(request, HttpResponse.BodyHandlers.ofString());
        }
    }

    @Test
    void virtualModeRunsRequestsOnVirtualThreads() throws Exception {
        try (PlainJdkServer server = PlainJdkServer.start(new ServerConfig("127.0.0.1", 0, ThreadingMode.VIRTUAL, 200, NO_BACKEND, 64))) {
            HttpResponse<String> info = get(server, "/info");

            assertThat(info.statusCode()).as("status").isEqualTo(200);
            assertThat(info.body()).as("/info in virtual mode")
                    .contains("\"runtime\":\"plain-jdk\"", "\"mode\":\"virtual\"", "\"poolSize\":null",
                            "\"virtualThread\":true", "\"threadName\":\"vtbench-virtual-");
        }
    }

    @Test
    void poolModeRunsRequestsOnPoolThreads() throws Exception {
        try (PlainJdkServer server = PlainJdkServer.start(new ServerConfig("127.0.0.1", 0, ThreadingMode.POOL, 3, NO_BACKEND, 64))) {
            HttpResponse<String> info = get(server, "/info");

            assertThat(info.statusCode()).as("status").isEqualTo(200);
            assertThat(info.body()).as("/info in pool mode")
                    .contains("\"mode\":\"pool\"", "\"poolSize\":3", "\"virtualThread\":false",
                            "\"threadName\":\"vtbench-pool-");
        }
    }

    @Test
    void reportsItsLimitsUnderItsVariantsName() throws Exception {
        try (PlainJdkServer server = PlainJdkServer.start(new ServerConfig("127.0.0.1", 0, ThreadingMode.POOL, 3, NO_BACKEND, 64,
                "pool-small"))) {
            HttpResponse<String> limits = get(server, "/limits");

            assertThat(limits.statusCode()).as("status").isEqualTo(200);
            assertThat(limits.body()).as("/limits of the server").startsWith("{\"runtime\":\"plain-jdk\",\"mode\":\"pool-small\"")
                    .contains("\"backlog\":{\"kind\":\"accept-queue\",\"value\":64,", "\"pool.maxThreads\":{\"kind\":\"request-threads\",\"value\":3,",
                            "\"heap.max\":{\"kind\":\"heap\"");
        }
    }

    @Test
    void servesHelloInBothModes() throws Exception {
        for (ThreadingMode mode : ThreadingMode.values()) {
            try (PlainJdkServer server = PlainJdkServer.start(new ServerConfig("127.0.0.1", 0, mode, 2, NO_BACKEND, 64))) {
                HttpResponse<String> hello = get(server, "/hello");

                assertThat(hello.statusCode()).as("status in %s mode", mode).isEqualTo(200);
                assertThat(hello.headers().firstValue("Content-Type")).as("content type in %s mode", mode)
                        .hasValue("text/plain; charset=utf-8");
                assertThat(hello.body()).as("body in %s mode", mode).isEqualTo("Hello, World!");
            }
        }
    }

    @Test
    void answersErrorsAsJson() throws Exception {
        try (PlainJdkServer server = PlainJdkServer.start(new ServerConfig("127.0.0.1", 0, ThreadingMode.VIRTUAL, 1, NO_BACKEND, 64))) {
            HttpResponse<String> unknown = get(server, "/missing");
            HttpResponse<String> badDelay = get(server, "/io?delayMs=-5");

            assertThat(unknown.statusCode()).as("unknown path").isEqualTo(404);
            assertThat(badDelay.statusCode()).as("bad delayMs").isEqualTo(400);
            assertThat(badDelay.headers().firstValue("Content-Type")).as("400 content type").hasValue("application/json");
            assertThat(badDelay.body()).as("400 body").contains("\"parameter\":\"delayMs\"", "\"allowed\":\"0..60000\"");
        }
    }

    @Test
    void ioCallsTheConfiguredBackend() throws Exception {
        HttpServer backend = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        backend.createContext("/delay", exchange -> {
            try (exchange) {
                exchange.sendResponseHeaders(200, 2);
                exchange.getResponseBody().write("ok".getBytes());
            }
        });
        backend.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        backend.start();
        URI backendUrl = URI.create("http://127.0.0.1:" + backend.getAddress().getPort());
        try (PlainJdkServer server = PlainJdkServer.start(new ServerConfig("127.0.0.1", 0, ThreadingMode.VIRTUAL, 1, backendUrl, 64))) {
            HttpResponse<String> io = get(server, "/io?delayMs=3");

            assertThat(io.statusCode()).as("status").isEqualTo(200);
            assertThat(io.body()).as("body").isEqualTo("{\"delayMs\":3,\"backendStatus\":200}");
        } finally {
            backend.stop(0);
        }
    }
}
