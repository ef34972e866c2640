package dev.vtbench.workload.jdkhttp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.workload.http.Router;
import dev.vtbench.workload.http.WorkloadResponse;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

class LoopbackHttpServerTest {

    private static final Router ROUTER = Router.builder()
            .get("/hello", request -> WorkloadResponse.text(200, "hi " + request.queryParameter("name").orElse("?")))
            .get("/empty", request -> WorkloadResponse.text(200, ""))
            .build();

    private static HttpResponse<String> send(HttpRequest.Builder request)
            throws IOException, InterruptedException {
        try (HttpClient client = HttpClient.newHttpClient()) {
            return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        }
    }

    private static HttpRequest.Builder to(LoopbackHttpServer server, String pathAndQuery) {
        return HttpRequest.newBuilder(URI.create("http://" + server.address() + pathAndQuery));
    }

    @Test
    void adaptsRequestsAndResponsesOnAnEphemeralPort() throws Exception {
        try (LoopbackHttpServer server = LoopbackHttpServer.start(0, 16, ROUTER, Executors.newVirtualThreadPerTaskExecutor())) {
            HttpResponse<String> hello = send(to(server, "/hello?name=a%20b"));
            HttpResponse<String> empty = send(to(server, "/empty"));
            HttpResponse<String> post = send(to(server, "/hello").POST(HttpRequest.BodyPublishers.ofString("x")));

            assertThat(server.port()).as("bound port").isPositive();
            assertThat(server.address()).as("loopback address").isEqualTo("127.0.0.1:" + server.port());
            assertThat(hello.statusCode()).as("status").isEqualTo(200);
            assertThat(hello.body()).as("decoded query reached the endpoint").isEqualTo("hi a b");
            assertThat(hello.headers().firstValue("Content-Type")).as("content type")
                    .hasValue("text/plain; charset=utf-8");
            assertThat(empty.statusCode()).as("empty body status").isEqualTo(200);
            assertThat(empty.headers().firstValue("Content-Length")).as("empty body is not chunked").hasValue("0");
            assertThat(post.statusCode()).as("POST").isEqualTo(405);
            assertThat(post.headers().firstValue("Allow")).as("Allow header").hasValue("GET");
        }
    }

    @Test
    void tunesTheJdkServerUnlessTheUserDid() throws Exception {
        try (LoopbackHttpServer server = LoopbackHttpServer.start(0, 16, ROUTER, Executors.newVirtualThreadPerTaskExecutor())) {
            assertThat(System.getProperty(JdkHttpServerDefaults.MAX_IDLE_CONNECTIONS)).as("idle connection limit")
                    .isEqualTo(JdkHttpServerDefaults.MAX_IDLE_CONNECTIONS_VALUE);
            assertThat(System.getProperty(JdkHttpServerDefaults.NO_DELAY)).as("TCP_NODELAY").isEqualTo("true");
        }
    }

    @Test
    void namesTheAddressWhenThePortIsTaken() throws Exception {
        try (LoopbackHttpServer first = LoopbackHttpServer.start(0, 16, ROUTER, Executors.newVirtualThreadPerTaskExecutor())) {
            assertThatThrownBy(() -> LoopbackHttpServer.start(first.port(), 16, ROUTER, Executors.newVirtualThreadPerTaskExecutor()))
                    .as("second server on the same port")
                    .isInstanceOf(IOException.class)
                    .hasMessageStartingWith("cannot listen on 127.0.0.1:" + first.port())
                    .hasMessageEndingWith("choose a free port");
        }
    }
}
