package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.IntRangeParameter;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code GET /pinned?delayMs=D}: the backend call of {@code /io}, made while holding a monitor.
 *
 * <p>On JDK 21 a virtual thread that blocks inside {@code synchronized} cannot unmount: it pins
 * its carrier thread, and with as many carriers as CPUs, only that many such calls can wait at
 * once; the virtual-thread server falls below the thread pool it was meant to beat. Since JDK 24
 * (JEP 491) the virtual thread unmounts while holding the monitor, and this endpoint behaves like
 * {@code /io}. Running it on Temurin 21 and 25 shows that difference.
 */
public final class PinnedEndpoint implements Endpoint {

    /**
     * How long the backend waits before answering, in milliseconds: 0..60000, the range of
     * {@code /io}, which the backend accepts.
     */
    public static final IntRangeParameter DELAY_MS = IoEndpoint.DELAY_MS;

    /**
     * The number of lock objects, a power of two. One lock would serialize every request and
     * measure the lock, not the pinning: the throughput could never exceed 1/delay. Requests take
     * the stripes in turn, so at most {@code STRIPES / delay} requests per second can go through
     * before two in-flight requests share a stripe: 4096 stripes allow 40,960 per second at 100 ms,
     * above what a few CPUs can serve, so the monitor costs the pool and JDK 25 nothing while every
     * call still blocks inside one, which is all pinning needs. (64 stripes, the obvious small
     * choice, would cap a 200-thread pool at 640 requests per second at 100 ms.)
     */
    static final int STRIPES = 4096;

    private final Object[] locks = new Object[STRIPES];
    private final AtomicInteger nextStripe = new AtomicInteger();
    private final BackendDelayCall backendCall;

    public PinnedEndpoint(BackendDelayClient backend) {
        for (int i = 0; i < STRIPES; i++) {
            locks[i] = new Object();
        }
        this.backendCall = new BackendDelayCall(backend);
    }

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        int delayMs = DELAY_MS.readFrom(request);
        // The mask keeps the index in range when the counter wraps past Integer.MAX_VALUE.
        Object lock = locks[nextStripe.getAndIncrement() & (STRIPES - 1)];
        Optional<WorkloadResponse> backendFailure;
        synchronized (lock) {
            // Blocking socket I/O inside the monitor: pins the carrier on JDK 21, not since JDK 24.
            backendFailure = backendCall.awaitDelay(delayMs);
        }
        if (backendFailure.isPresent()) {
            return backendFailure.get();
        }
        return WorkloadResponse.json(200, new JsonObjectWriter()
                .number("delayMs", delayMs)
                .number("backendStatus", BackendDelayCall.BACKEND_OK)
                .toJson());
    }
}
