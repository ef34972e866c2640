package dev.vtbench.backend;

import dev.vtbench.workload.endpoints.IoEndpoint;
import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.IntRangeParameter;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;

/**
 * {@code GET /delay?ms=D}: answers {@code ok} after D milliseconds, standing in for a slow
 * database or remote service.
 *
 * <p>It sleeps on a virtual thread, which costs no carrier thread while waiting, so thousands of
 * concurrent delays cost the backend almost nothing and the server under test stays the bottleneck.
 */
final class DelayEndpoint implements Endpoint {

    /**
     * How long to wait, in milliseconds: 0..60000, the same range as {@code /io}'s {@code delayMs},
     * so every delay the servers under test forward is accepted.
     */
    static final IntRangeParameter MS = new IntRangeParameter("ms", 0, IoEndpoint.DELAY_MS.max());

    private static final WorkloadResponse OK = WorkloadResponse.text(200, "ok");

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        int delayMs = MS.readFrom(request);
        try {
            Thread.sleep(delayMs);
        } catch (InterruptedException shuttingDown) {
            Thread.currentThread().interrupt();
            return WorkloadResponse.json(503, new JsonObjectWriter()
                    .string("error", "the backend was interrupted during a " + delayMs
                            + " ms delay because it is shutting down; retry once it is back up")
                    .toJson());
        }
        return OK;
    }
}
