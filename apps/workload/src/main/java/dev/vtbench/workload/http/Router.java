package dev.vtbench.workload.http;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Picks the endpoint for a request's path and turns the failures every endpoint shares into
 * responses: unknown path (404), method other than GET (405), bad parameter (400) and endpoint
 * bugs (500).
 */
public final class Router implements Endpoint {

    private static final System.Logger LOG = System.getLogger(Router.class.getName());

    private final Map<String, Endpoint> endpoints;
    private final List<String> paths;

    private Router(Map<String, Endpoint> endpoints) {
        this.endpoints = Map.copyOf(endpoints);
        this.paths = List.copyOf(endpoints.keySet());
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The paths this router serves, in the order they were declared. */
    public List<String> paths() {
        return paths;
    }

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        Endpoint endpoint = endpoints.get(request.path());
        if (endpoint == null) {
            return ErrorResponses.notFound(request.path(), paths);
        }
        if (!"GET".equals(request.method())) {
            return ErrorResponses.methodNotAllowed(request.method(), request.path());
        }
        try {
            return endpoint.handle(request);
        } catch (InvalidQueryParameterException badParameter) {
            return ErrorResponses.badParameter(badParameter);
        } catch (RuntimeException bug) {
            LOG.log(System.Logger.Level.ERROR, "endpoint " + request.path() + " failed", bug);
            return ErrorResponses.internalError(request.path());
        }
    }

    /** Collects the GET endpoints; adding one is one {@link #get} call. */
    public static final class Builder {

        private final Map<String, Endpoint> endpoints = new LinkedHashMap<>();

        private Builder() {
        }

        /** Serves {@code endpoint} for GET requests on exactly {@code path}. */
        public Builder get(String path, Endpoint endpoint) {
            if (!path.startsWith("/")) {
                throw new IllegalArgumentException("endpoint path must start with '/', got '" + path + "'");
            }
            if (endpoints.putIfAbsent(path, endpoint) != null) {
                throw new IllegalArgumentException("endpoint path " + path + " is declared twice: keep one");
            }
            return this;
        }

        public Router build() {
            return new Router(endpoints);
        }
    }
}
