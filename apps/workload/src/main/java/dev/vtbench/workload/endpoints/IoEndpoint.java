package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.IntRangeParameter;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import java.io.IOException;

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

    private static final int BACKEND_OK = 200;

    private final BackendDelayClient backend;

    public IoEndpoint(BackendDelayClient backend) {
        this.backend = backend;
    }

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        int delayMs = DELAY_MS.readFrom(request);
        int backendStatus;
        try {
            backendStatus = backend.delay(delayMs);
        } catch (IOException unreachable) {
            return badGateway(delayMs, "could not be reached or did not answer in time (" + unreachable
                    + "); check that the backend delay service runs there and that the server's"
                    + " backend URL (VTBENCH_BACKEND_URL) points at it", null);
        }
        if (backendStatus != BACKEND_OK) {
            return badGateway(delayMs, "answered HTTP " + backendStatus + " instead of 200;"
                    + " see the backend's log", backendStatus);
        }
        return WorkloadResponse.json(200, new JsonObjectWriter()
                .number("delayMs", delayMs)
                .number("backendStatus", backendStatus)
                .toJson());
    }

    private WorkloadResponse badGateway(int delayMs, String problem, Integer backendStatus) {
        return WorkloadResponse.json(502, new JsonObjectWriter()
                .string("error", "backend " + backend.delayUrl(delayMs) + " " + problem)
                .string("backendUrl", backend.backendUrl().toString())
                .numberOrNull("backendStatus", backendStatus == null ? null : backendStatus.longValue())
                .toJson());
    }
}
