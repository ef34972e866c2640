package dev.vtbench.examples.springdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The whole application without its database (vtbench's runs give it one; this build has none): it starts, its health
 * path answers, and a query answers 503 naming the missing connection instead of hanging or failing the start.
 */
class SpringDbApplicationTest {

    @Test
    void startsWithoutItsDatabaseAndSaysSoOnEachQuery() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        try (ConfigurableApplicationContext app = SpringApplication.run(SpringDbApplication.class, "--server.port=0",
                "--spring.datasource.url=jdbc:postgresql://127.0.0.1:" + closedPort + "/vtbench",
                "--spring.datasource.hikari.connection-timeout=500");
             HttpClient client = HttpClient.newHttpClient()) {
            String base = "http://127.0.0.1:" + app.getEnvironment().getProperty("local.server.port");

            HttpResponse<String> health = client.send(HttpRequest.newBuilder(URI.create(base + "/health")).build(),
                    HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> read = client.send(HttpRequest.newBuilder(URI.create(base + "/accounts/random")).build(),
                    HttpResponse.BodyHandlers.ofString());
            // A named account binds its id from the path (a binding failure would answer 500, before any query).
            HttpResponse<String> deposit = client.send(HttpRequest.newBuilder(URI.create(base + "/accounts/7/deposit"))
                    .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());

            assertThat(health.statusCode()).as("GET /health").isEqualTo(200);
            assertThat(health.body()).isEqualTo("{\"status\":\"UP\"}");
            assertThat(read.statusCode()).as("GET /accounts/random without a database: %s", read.body()).isEqualTo(503);
            assertThat(read.body()).as("its answer").contains("no database connection");
            assertThat(deposit.statusCode()).as("POST /accounts/7/deposit without a database: %s", deposit.body()).isEqualTo(503);
        }
    }

    @Test
    void drawsEveryAccountOfTheSeed() {
        AccountController controller = new AccountController(null, 3);
        java.util.Set<Long> drawn = new java.util.TreeSet<>();
        for (int i = 0; i < 200; i++) {
            drawn.add(controller.anyId());
        }
        assertThat(drawn).as("ids drawn from 3 accounts").containsExactly(1L, 2L, 3L);
    }
}
