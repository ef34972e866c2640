package dev.vtbench.harness.metrics;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.workload.db.PoolReading;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The connection pool of a vtbench server, read from its {@code GET /db-pool} (the workload's {@link PoolReading},
 * by the field names the endpoint writes them with): once before and once after a window, {@code after.since(before)}
 * gives the window's acquisitions, mean wait for a connection, mean time held, timeouts and Little's bound of the pool.
 * Two requests a window, on the server's cores: nothing is sampled in between.
 */
public final class ConnectionPoolFigures {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> FIELDS = List.of(PoolReading.POOL_SIZE, PoolReading.ACTIVE, PoolReading.IDLE,
            PoolReading.TOTAL, PoolReading.WAITING, PoolReading.ACQUISITIONS, PoolReading.ACQUIRE_NANOS,
            PoolReading.MAX_ACQUIRE_NANOS, PoolReading.HELD_NANOS, PoolReading.TIMEOUTS);

    private ConnectionPoolFigures() {}

    /** The pool of the server at {@code baseUrl} now; empty (with no exception) when it has none or does not answer. */
    public static Optional<PoolReading> read(String baseUrl) {
        try (HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()) {
            HttpResponse<String> reply = client.send(HttpRequest.newBuilder(URI.create(baseUrl + "/db-pool"))
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            return reply.statusCode() == 200 ? parse(reply.body()) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** {@code /db-pool}'s body as a reading; empty when it is not JSON or lacks one of its numbers. */
    static Optional<PoolReading> parse(String body) {
        JsonNode json;
        try {
            json = JSON.readTree(body);
        } catch (IOException notJson) {
            return Optional.empty();
        }
        if (json == null || FIELDS.stream().anyMatch(field -> !json.path(field).canConvertToLong())) {
            return Optional.empty();
        }
        return Optional.of(new PoolReading(json.path(PoolReading.POOL_SIZE).asInt(), json.path(PoolReading.ACTIVE).asInt(),
                json.path(PoolReading.IDLE).asInt(), json.path(PoolReading.TOTAL).asInt(), json.path(PoolReading.WAITING).asInt(),
                json.path(PoolReading.ACQUISITIONS).asLong(), json.path(PoolReading.ACQUIRE_NANOS).asLong(),
                json.path(PoolReading.MAX_ACQUIRE_NANOS).asLong(), json.path(PoolReading.HELD_NANOS).asLong(),
                json.path(PoolReading.TIMEOUTS).asLong()));
    }
}
