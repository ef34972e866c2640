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

class EndpointHttpServerTest {

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

    private static HttpRequest.Builder to(EndpointHttpServer server, String pathAndQuery) {
        return HttpRequest.newBuilder(URI.create("http://" + server.address() + pathAndQuery));
    }

    @Test
    void adaptsRequestsAndResponsesOnAnEphemeralPort() throws Exception {
        try (EndpointHttpServer server = EndpointHttpServer.start(EndpointHttpServer.LOOPBACK, 0, 16, ROUTER, Executors.newVirtualThreadPerTaskExecutor())) {
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
        try (EndpointHttpServer server = EndpointHttpServer.start(EndpointHttpServer.LOOPBACK, 0, 16, ROUTER, Executors.newVirtualThreadPerTaskExecutor())) {
            assertThat(System.getProperty(JdkHttpServerDefaults.MAX_IDLE_CONNECTIONS)).as("idle connection limit")
                    .isEqualTo(JdkHttpServerDefaults.MAX_IDLE_CONNECTIONS_VALUE);
            assertThat(System.getProperty(JdkHttpServerDefaults.NO_DELAY)).as("TCP_NODELAY").isEqualTo("true");
        }
    }

    @Test
    void namesTheAddressWhenThePortIsTaken() throws Exception {
        try (EndpointHttpServer first = EndpointHttpServer.start(EndpointHttpServer.LOOPBACK, 0, 16, ROUTER, Executors.newVirtualThreadPerTaskExecutor())) {
            assertThatThrownBy(() -> EndpointHttpServer.start(EndpointHttpServer.LOOPBACK, first.port(), 16, ROUTER, Executors.newVirtualThreadPerTaskExecutor()))
                    .as("second server on the same port")
                    .isInstanceOf(IOException.class)
                    .hasMessageStartingWith("cannot listen on 127.0.0.1:" + first.port())
                    .hasMessageEndingWith("choose a free port and an address of this host");
        }
    }

    @Test
    void listensOnTheAddressItIsGivenAndNoOther() throws Exception {
        // Linux answers on all of 127.0.0.0/8: another loopback address stands in for a second interface.
        try (EndpointHttpServer server = EndpointHttpServer.start("127.0.0.2", 0, 16, ROUTER, Executors.newVirtualThreadPerTaskExecutor())) {
            HttpResponse<String> hello = send(to(server, "/hello?name=two"));

            assertThat(server.address()).as("address").isEqualTo("127.0.0.2:" + server.port());
            assertThat(hello.body()).as("answer on 127.0.0.2").isEqualTo("hi two");
            assertThatThrownBy(() -> send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/hello"))))
                    .as("nothing listens on 127.0.0.1 at that port").isInstanceOf(java.net.ConnectException.class);
        }
    }

    @Test
    void namesTheAddressWhenItIsNotThisHosts() {
        // 192.0.2.0/24 is TEST-NET-1 (RFC 5737): never assigned to an interface.
        assertThatThrownBy(() -> EndpointHttpServer.start("192.0.2.1", 0, 16, ROUTER, Executors.newVirtualThreadPerTaskExecutor()))
                .as("an address no interface has")
                .isInstanceOf(IOException.class)
                .hasMessageStartingWith("cannot listen on 192.0.2.1:0");
    }
}
