package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.IntRangeParameter;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import java.util.Optional;

/**
 * {@code GET /io?delayMs=D}: blocks on a real HTTP call to the backend, which answers after D ms.
 * This is the workload virtual threads are built for: many requests waiting on I/O at once.
 */
public final class IoEndpoint implements Endpoint {

    /**
     * How long the backend waits before answering, in milliseconds: 0..60000. One minute is far
     * beyond any latency a benchmark simulates, and bounds how long a bad request can hold a thread.
     */
    public static final IntRangeParameter DELAY_MS = new IntRangeParameter("delayMs", 0, 60_000);

    private final BackendDelayCall backendCall;

    public IoEndpoint(BackendDelayClient backend) {
        this.backendCall = new BackendDelayCall(backend);
    }

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        int delayMs = DELAY_MS.readFrom(request);
        Optional<WorkloadResponse> backendFailure = backendCall.awaitDelay(delayMs);
        if (backendFailure.isPresent()) {
            return backendFailure.get();
        }
        return WorkloadResponse.json(200, new JsonObjectWriter()
                .number("delayMs", delayMs)
                .number("backendStatus", BackendDelayCall.BACKEND_OK)
                .toJson());
    }
}
