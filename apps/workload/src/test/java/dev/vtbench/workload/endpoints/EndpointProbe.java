package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.Router;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import java.util.Map;

/** Sends a GET to one endpoint through a {@link Router}, as the servers run it, so bad parameters become 400s. */
final class EndpointProbe {

    private EndpointProbe() {
    }

    static WorkloadResponse get(String path, Endpoint endpoint, Map<String, String> query) {
        return Router.builder().get(path, endpoint).build().handle(WorkloadRequest.get(path, query));
    }
}
