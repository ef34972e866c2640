package dev.vtbench.examples.servlet;

import java.util.OptionalInt;
import java.util.function.UnaryOperator;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The service's endpoints, free of the servlet API so that they can be tested as plain Java: a cheap answer, a
 * blocking call (where virtual threads help: the thread waits without holding a platform thread), some CPU, a JSON
 * round trip, and the health check vtbench polls until the service has started.
 */
final class ServiceEndpoints {

    /** Long enough to stand for a database or remote call, short enough that no request hangs a test. */
    static final BoundedParameter WORK_MILLIS = new BoundedParameter("ms", 0, 1_000);
    static final BoundedParameter COMPUTE_LIMIT = new BoundedParameter("n", 1, 100_000);

    /** Strict: "{} x" is not JSON either. */
    private final ObjectMapper json = JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

    /**
     * @param path the path within the application (/hello ...)
     * @param query a query parameter's value by name, null when absent
     * @param body the request body (read only by POST /echo)
     */
    Answer answer(String method, String path, UnaryOperator<String> query, Body body)
            throws InterruptedException {
        return switch (method + " " + path) {
            case "GET /hello" -> Answer.text("Hello, " + orDefault(query.apply("name"), "vtbench") + "!");
            case "GET /work" -> work(query.apply("ms"));
            case "GET /compute" -> compute(query.apply("n"));
            case "POST /echo" -> echo(body.text());
            case "GET /health" -> Answer.json("{\"status\":\"UP\"}");
            default -> error(404, "no endpoint " + method + " " + path
                    + ": use GET /hello, /work?ms=N, /compute?n=N, /health or POST /echo");
        };
    }

    /** The request body, read only when an endpoint needs it. */
    @FunctionalInterface
    interface Body {
        String text();
    }

    /** Blocks the thread for {@code ms} milliseconds, as a call to a slow dependency would. */
    private Answer work(String ms) throws InterruptedException {
        OptionalInt millis = WORK_MILLIS.parse(ms);
        if (millis.isEmpty()) {
            return badParameter(WORK_MILLIS, ms);
        }
        Thread.sleep(millis.getAsInt());
        ObjectNode done = json.createObjectNode()
                .put("sleptMillis", millis.getAsInt())
                .put("virtualThread", Thread.currentThread().isVirtual());
        return Answer.json(done.toString());
    }

    private Answer compute(String n) {
        OptionalInt limit = COMPUTE_LIMIT.parse(n);
        if (limit.isEmpty()) {
            return badParameter(COMPUTE_LIMIT, n);
        }
        ObjectNode counted = json.createObjectNode()
                .put("n", limit.getAsInt())
                .put("primes", PrimeCounter.countUpTo(limit.getAsInt()));
        return Answer.json(counted.toString());
    }

    /** Any JSON value back as it came (re-serialised, so a malformed body is a 400, not an echo). */
    private Answer echo(String body) {
        try {
            JsonNode value = json.readTree(body);
            if (!value.isMissingNode()) {
                return Answer.json(value.toString());
            }
        } catch (JacksonException notJson) {
            return error(400, "the body is not JSON (" + notJson.getOriginalMessage() + "): send a JSON value");
        }
        return error(400, "the body is empty: send a JSON value");
    }

    private Answer badParameter(BoundedParameter parameter, String raw) {
        return error(400, parameter.problem(raw));
    }

    private Answer error(int status, String message) {
        return Answer.error(status, json.createObjectNode().put("error", message).toString());
    }

    private static String orDefault(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value;
    }
}
