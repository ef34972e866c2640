package dev.vtbench.examples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The whole application on a free port, called over HTTP as vtbench calls it: each endpoint answers, and
 * spring.threads.virtual.enabled decides whether the request runs on a virtual thread, which is the switch
 * service.properties names for the modes pool and virtual.
 */
class SpringHelloApplicationTest {

    private final HttpClient client = HttpClient.newHttpClient();

    @ParameterizedTest(name = "spring.threads.virtual.enabled={0}")
    @ValueSource(booleans = {false, true})
    void answersEveryEndpointOnTheThreadKindItWasAskedFor(boolean virtual) throws Exception {
        try (ConfigurableApplicationContext app = SpringApplication.run(SpringHelloApplication.class,
                "--server.port=0", "--spring.threads.virtual.enabled=" + virtual)) {
            String base = "http://127.0.0.1:" + app.getEnvironment().getProperty("local.server.port");

            assertAnswer(get(base + "/health"), 200, "{\"status\":\"UP\"}");
            assertAnswer(get(base + "/hello"), 200, "Hello, vtbench!");
            // Runs on a virtual thread exactly when asked to.
            assertAnswer(get(base + "/work?ms=5"), 200, "{\"sleptMillis\":5,\"virtualThread\":" + virtual + "}");
            assertAnswer(get(base + "/compute?n=100"), 200, "{\"n\":100,\"primes\":25}");
            assertAnswer(post(base + "/echo", "{\"name\":\"vtbench\",\"tags\":[1,2]}"), 200,
                    "{\"name\":\"vtbench\",\"tags\":[1,2]}");

            assertAnswer(get(base + "/work?ms=1001"), 400,
                    "{\"error\":\"ms='1001' is not valid: use a whole number in 0..1000\"}");
            assertThat(get(base + "/compute").statusCode()).as("GET /compute without n").isEqualTo(400);
            assertThat(post(base + "/echo", "{not json").statusCode()).as("POST /echo of a malformed body")
                    .isEqualTo(400);
        }
    }

    private HttpResponse<String> get(String url) throws IOException, InterruptedException {
        return client.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(String url, String json) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        return client.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static void assertAnswer(HttpResponse<String> response, int status, String body) {
        assertThat(response.statusCode()).as("%s %s: %s", response.request().method(), response.uri(),
                response.body()).isEqualTo(status);
        assertThat(response.body()).as("%s %s", response.request().method(), response.uri()).isEqualTo(body);
    }
}
