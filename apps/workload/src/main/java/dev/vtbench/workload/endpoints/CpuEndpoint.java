package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.IntRangeParameter;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import java.util.Arrays;

/**
 * {@code GET /cpu?n=N}: pure CPU work proportional to N: generate N pseudo-random ints, sort them,
 * fold them into a checksum. No I/O, so virtual threads can only add overhead here; this is the
 * workload that shows what a request costs when it never waits.
 */
public final class CpuEndpoint implements Endpoint {

    /**
     * How many ints to sort: 1..1,000,000. A million takes tens of milliseconds on one core
     * (n log n), enough for a heavy request; more would make one request a benchmark of its own.
     */
    public static final IntRangeParameter N = new IntRangeParameter("n", 1, 1_000_000);

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        int n = N.readFrom(request);
        return WorkloadResponse.json(200, new JsonObjectWriter()
                .number("n", n)
                .string("checksum", sortedChecksum(n))
                .toJson());
    }

    /**
     * The checksum {@code /cpu?n=} answers for {@code n}, the same on every JVM and runtime: 16 hex
     * digits of the FNV-1a hash of the first n values of {@link XorShift32} from its fixed seed,
     * sorted as signed ints in ascending order.
     */
    public static String expectedChecksum(int n) {
        return sortedChecksum(n);
    }

    // One code path for the endpoint and the expected value: the verification compares what a
    // server's JVM computes under load with what this JVM computes, not two implementations.
    private static String sortedChecksum(int n) {
        XorShift32 random = new XorShift32();
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = random.nextInt();
        }
        Arrays.sort(values);
        Fnv1aChecksum checksum = new Fnv1aChecksum();
        for (int value : values) {
            checksum.addInt(value);
        }
        return checksum.hex();
    }
}
