package dev.vtbench.harness.matrix;

import java.util.Optional;
import java.util.Set;

/**
 * One line of a user's request list: a request the load driver sends, how often relative to the others, and the
 * status that proves it was served. The same requests verify the service before load, so a list whose requests the
 * service does not answer as expected is refused before anything is measured.
 */
public record ServiceRequest(int weight, String method, String path, int expectedStatus, Optional<String> body) {
    public static final Set<String> METHODS = Set.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD");
    public static final int MAX_WEIGHT = 1000;

    public ServiceRequest {
        if (weight < 1 || weight > MAX_WEIGHT) {
            throw new IllegalArgumentException("weight " + weight + " is out of range (expected a whole number 1.." + MAX_WEIGHT + ")");
        }
        if (!METHODS.contains(method)) {
            throw new IllegalArgumentException("method '" + method + "' is not one of " + new java.util.TreeSet<>(METHODS));
        }
        // "#{" would make Gatling read the path as an expression and request something else.
        if (!path.startsWith("/") || path.chars().anyMatch(Character::isWhitespace) || path.contains("#{")) {
            throw new IllegalArgumentException("path '" + path + "' is not a path: expected one starting with / such as /hello?name=x, "
                    + "without whitespace or #{");
        }
        try {
            // What the verifier's HTTP client and Gatling will be asked to send: refused here, naming the line, not per cell.
            java.net.URI.create("http://127.0.0.1" + path);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("path '" + path + "' is not a valid URI path and query (" + e.getMessage()
                    + "): percent-encode the characters it names, such as { } | as %7B %7D %7C");
        }
        if (expectedStatus < 100 || expectedStatus > 599) {
            throw new IllegalArgumentException("expected status " + expectedStatus + " is not an HTTP status (100..599)");
        }
        body = body.filter(text -> !text.isBlank());
        if (body.isPresent() && method.equals("GET") || body.isPresent() && method.equals("HEAD")) {
            throw new IllegalArgumentException(method + " " + path + " has a body: only POST, PUT, PATCH and DELETE send one");
        }
    }

    /** application/json for a body that starts like JSON, text otherwise; empty without a body. */
    public Optional<String> contentType() {
        return body.map(text -> text.startsWith("{") || text.startsWith("[") ? "application/json" : "text/plain; charset=UTF-8");
    }

    /** "POST /echo": how checks and messages name it. */
    public String label() {
        return method + " " + path;
    }
}
