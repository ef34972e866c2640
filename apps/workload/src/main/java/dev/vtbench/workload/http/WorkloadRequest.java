package dev.vtbench.workload.http;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * An HTTP request as the endpoint logic sees it: every runtime adapter builds one of these from
 * its own request type, so the endpoints never depend on a server API.
 *
 * @param method the HTTP method, upper case as sent (for example {@code GET})
 * @param path the decoded request path, without query string (for example {@code /io})
 * @param queryParameters decoded query parameters; when a name repeats, the first value
 * @param repeatedParameters the names the query gave more than once: a parameter read from the request
 *     refuses them (400), since the client's meaning is ambiguous
 */
public record WorkloadRequest(String method, String path, Map<String, String> queryParameters,
                              Set<String> repeatedParameters) {

    public WorkloadRequest {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(path, "path");
        queryParameters = Map.copyOf(queryParameters);
        repeatedParameters = Set.copyOf(repeatedParameters);
    }

    /** A request whose query names each parameter once. */
    public WorkloadRequest(String method, String path, Map<String, String> queryParameters) {
        this(method, path, queryParameters, Set.of());
    }

    /**
     * Builds a request from a raw (still percent-encoded) query string, as found in a request
     * line; {@code rawQuery} may be {@code null} when the URI has no query.
     */
    public static WorkloadRequest withRawQuery(String method, String path, String rawQuery) {
        QueryString query = QueryString.parse(rawQuery);
        return new WorkloadRequest(method, path, query.parameters(), query.repeated());
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

    /** Whether the query gave parameter {@code name} more than once. */
    public boolean isRepeated(String name) {
        return repeatedParameters.contains(name);
    }
}
