package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.IntRangeParameter;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import java.util.Optional;

/**
 * {@code GET /bank?delayMs=D&n=N}: the online-banking transaction of Open Liberty's study of
 * virtual threads: a little CPU work, a blocking call to a slower system, a little more CPU work.
 * Neither pure I/O ({@code /io}) nor pure CPU ({@code /cpu}), it is what most services do.
 */
public final class BankEndpoint implements Endpoint {

    /**
     * How long the core banking system (the backend) takes, in milliseconds: 0..60000, the range
     * of {@code /io}, which the backend accepts.
     */
    public static final IntRangeParameter DELAY_MS = IoEndpoint.DELAY_MS;

    /**
     * Items in the transaction's payload: 1..100,000. The CPU work is linear in N; 100,000 items
     * take a few milliseconds on one core, already more than the "little work" around a remote call.
     */
    public static final IntRangeParameter N = new IntRangeParameter("n", 1, 100_000);

    private final BackendDelayCall backendCall;

    public BankEndpoint(BackendDelayClient backend) {
        this.backendCall = new BackendDelayCall(backend);
    }

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        int delayMs = DELAY_MS.readFrom(request);
        int n = N.readFrom(request);
        BankTransaction transaction = BankTransaction.prepare(n);
        Optional<WorkloadResponse> backendFailure = backendCall.awaitDelay(delayMs);
        if (backendFailure.isPresent()) {
            return backendFailure.get();
        }
        return WorkloadResponse.json(200, new JsonObjectWriter()
                .number("delayMs", delayMs)
                .number("n", n)
                .number("backendStatus", BackendDelayCall.BACKEND_OK)
                .string("checksum", transaction.post())
                .toJson());
    }

    /**
     * The checksum {@code /bank} answers for {@code n}, whatever the delay: 16 hex digits, the same
     * on every JVM and runtime (see {@link BankTransaction#post}).
     */
    public static String expectedChecksum(int n) {
        return BankTransaction.prepare(n).post();
    }
}
