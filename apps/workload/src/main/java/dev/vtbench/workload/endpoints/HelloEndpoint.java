package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;

/**
 * {@code GET /hello}: a constant answer, so a run against it measures the runtime's own
 * per-request cost with no work of ours in the way.
 */
public final class HelloEndpoint implements Endpoint {

    private static final WorkloadResponse HELLO = WorkloadResponse.text(200, "Hello, World!");

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        return HELLO;
    }
}
