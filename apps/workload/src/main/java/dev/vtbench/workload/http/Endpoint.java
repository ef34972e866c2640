package dev.vtbench.workload.http;

/**
 * Turns a request into a response. Implemented by each endpoint's logic, and by {@link Router},
 * which picks the endpoint for a path.
 *
 * <p>Runs on the thread the server chose for the request (pool or virtual), so blocking here is
 * exactly what the benchmark measures.
 */
@FunctionalInterface
public interface Endpoint {

    /**
     * Answers one request.
     *
     * @throws InvalidQueryParameterException when a query parameter is missing, malformed or out
     *     of range; {@link Router} turns it into a 400 response
     */
    WorkloadResponse handle(WorkloadRequest request);
}
