package dev.vtbench.workload.http;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An HTTP request as the endpoint logic sees it: every runtime adapter builds one of these from
 * its own request type, so the endpoints never depend on a server API.
 *
 * @param method the HTTP method, upper case as sent (for example {@code GET})
 * @param path the decoded request path, without query string (for example {@code /io})
 * @param queryParameters decoded query parameters; when a name repeats, adapters keep the first
 *     value, as JAX-RS {@code @QueryParam} and {@code ServletRequest.getParameter} do
 */
public record WorkloadRequest(String method, String path, Map<String, String> queryParameters) {

    public WorkloadRequest {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(path, "path");
        queryParameters = Map.copyOf(queryParameters);
    }

    /**
     * Builds a request from a raw (still percent-encoded) query string, as found in a request
     * line; {@code rawQuery} may be {@code null} when the URI has no query.
     */
    public static WorkloadRequest withRawQuery(String method, String path, String rawQuery) {
        return new WorkloadRequest(method, path, QueryString.parse(rawQuery));
    }

    /** A GET request, mostly for tests and in-process callers. */
    public static WorkloadRequest get(String path, Map<String, String> queryParameters) {
        return new WorkloadRequest("GET", path, queryParameters);
    }

    /** A GET request without query parameters. */
    public static WorkloadRequest get(String path) {
        return get(path, Map.of());
    }

    /** The value of one query parameter, if the request carried it. */
    public Optional<String> queryParameter(String name) {
        return Optional.ofNullable(queryParameters.get(name));
    }
}
