package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;

/** {@code GET /health}: the readiness probe the harness polls before it sends load. */
public final class HealthEndpoint implements Endpoint {

    private static final WorkloadResponse UP = WorkloadResponse.json(200, "{\"status\":\"UP\"}");

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        return UP;
    }
}
