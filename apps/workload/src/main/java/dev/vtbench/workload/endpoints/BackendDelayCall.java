package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import java.io.IOException;
import java.util.Optional;

/**
 * The blocking backend call that {@code /io}, {@code /bank} and {@code /pinned} make, with the one
 * 502 answer they all give when the backend fails, so a client sees the same error whichever
 * endpoint hit it.
 */
final class BackendDelayCall {

    private static final System.Logger LOG = System.getLogger(BackendDelayCall.class.getName());

    /** The only backend status an endpoint passes on as success; responses report it as {@code backendStatus}. */
    static final int BACKEND_OK = 200;

    private final BackendDelayClient backend;

    BackendDelayCall(BackendDelayClient backend) {
        this.backend = backend;
    }

    /**
     * Blocks until the backend has answered after {@code delayMs}.
     *
     * @return empty when the backend answered 200; otherwise the 502 response to send, naming the
     *     backend URL and what went wrong
     */
    Optional<WorkloadResponse> awaitDelay(int delayMs) {
        int backendStatus;
        try {
            backendStatus = backend.delay(delayMs);
        } catch (IOException unreachable) {
            // The exception's text stays in the server log: it can name internals a client must not see.
            LOG.log(System.Logger.Level.WARNING, "backend " + backend.delayUrl(delayMs) + " failed", unreachable);
            return Optional.of(badGateway(delayMs, "could not be reached or did not answer in time;"
                    + " check that the backend delay service runs there and that the server's"
                    + " backend URL (VTBENCH_BACKEND_URL) points at it (the server log has the cause)", null));
        }
        if (backendStatus != BACKEND_OK) {
            return Optional.of(badGateway(delayMs, "answered HTTP " + backendStatus + " instead of 200;"
                    + " see the backend's log", backendStatus));
        }
        return Optional.empty();
    }

    private WorkloadResponse badGateway(int delayMs, String problem, Integer backendStatus) {
        return WorkloadResponse.json(502, new JsonObjectWriter()
                .string("error", "backend " + backend.delayUrl(delayMs) + " " + problem)
                .string("backendUrl", backend.backendUrl().toString())
                .numberOrNull("backendStatus", backendStatus == null ? null : backendStatus.longValue())
                .toJson());
    }
}
