package dev.vtbench.gatling;

import java.util.Objects;
import java.util.Set;

/**
 * One request of a user's request list, as the harness hands it over in {@code vtbench.requestsFile} (the harness's
 * {@code ServiceRequest}): sent with that method, path and body, picked by its weight among the others, and
 * successful only when answered with its expected status.
 *
 * @param weight how often it is picked relative to the others, 1..{@value #MAX_WEIGHT}
 * @param status the status that proves the request was served, 100..599
 * @param body sent as is, {@code null} for none
 * @param contentType of the body, {@code null} without one
 */
record ListedRequest(int weight, String method, String path, int status, String body, String contentType) {

    static final Set<String> METHODS = Set.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD");
    static final int MAX_WEIGHT = 1000;

    ListedRequest {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(path, "path");
        if (weight < 1 || weight > MAX_WEIGHT) {
            throw new IllegalArgumentException("weight " + weight + " is out of range: expected a whole number 1.." + MAX_WEIGHT);
        }
        if (!METHODS.contains(method)) {
            throw new IllegalArgumentException("method \"" + method + "\" is not one of " + new java.util.TreeSet<>(METHODS));
        }
        // "#{" would make Gatling read the path as an expression and request something else.
        if (!path.startsWith("/") || path.chars().anyMatch(Character::isWhitespace) || path.contains("#{")) {
            throw new IllegalArgumentException("path \"" + path + "\" is not a path: expected one starting with / such as"
                    + " /hello?name=x, without whitespace or #{");
        }
        if (status < 100 || status > 599) {
            throw new IllegalArgumentException("status " + status + " is not an HTTP status: expected 100..599");
        }
        if ((body == null) != (contentType == null)) {
            throw new IllegalArgumentException("body and contentType go together: got body " + (body == null ? "null" : "set")
                    + " and contentType " + contentType);
        }
    }

    /** "POST /echo": Gatling's name for it, so that its report shows each request of the list apart. */
    String label() {
        return method + " " + path;
    }
}
