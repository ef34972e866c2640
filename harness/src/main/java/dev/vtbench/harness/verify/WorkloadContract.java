package dev.vtbench.harness.verify;

import dev.vtbench.workload.endpoints.AllocEndpoint;
import dev.vtbench.workload.endpoints.BankEndpoint;
import dev.vtbench.workload.endpoints.CpuEndpoint;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The contract every runtime's endpoints meet, checked before any load: the same bodies and checksums on every
 * runtime (the expected checksums come from the shared workload library, so a runtime that computed anything
 * else, or answered from a cache, would fail), and a 400 naming the parameter for every kind of bad input.
 */
final class WorkloadContract {
    private static final int CPU_N = 1000;
    private static final int BANK_N = 100;
    private static final int ALLOC_KB = 64;
    /** Long enough that an answer without the wait (a millisecond or two here) cannot pass for one; short for a check. */
    private static final int WAIT_MS = 50;

    private WorkloadContract() {}

    static List<EndpointContract> endpoints(boolean withBackend) {
        List<EndpointContract> contracts = new ArrayList<>();
        contracts.add(EndpointContract.json("/health", 200, Map.of("status", "UP")));
        contracts.add(EndpointContract.text("/hello", "Hello, World!"));
        contracts.add(EndpointContract.json("/cpu?n=" + CPU_N, 200,
                Map.of("n", Integer.toString(CPU_N), "checksum", CpuEndpoint.expectedChecksum(CPU_N))));
        contracts.add(EndpointContract.json("/alloc?kb=" + ALLOC_KB, 200,
                Map.of("kb", Integer.toString(ALLOC_KB), "checksum", AllocEndpoint.expectedChecksum(ALLOC_KB))));
        if (withBackend) {
            // Each waits WAIT_MS on the backend: an answer sooner is no wait, whatever its body says (a server that skipped
            // it would pass for either mode and break Little's law only under load).
            String wait = Integer.toString(WAIT_MS);
            contracts.add(EndpointContract.json("/io?delayMs=" + wait, 200, Map.of("delayMs", wait, "backendStatus", "200"))
                    .waiting(WAIT_MS));
            contracts.add(EndpointContract.json("/pinned?delayMs=" + wait, 200, Map.of("delayMs", wait, "backendStatus", "200"))
                    .waiting(WAIT_MS));
            contracts.add(EndpointContract.json("/bank?delayMs=" + wait + "&n=" + BANK_N, 200, Map.of("delayMs", wait,
                    "n", Integer.toString(BANK_N), "backendStatus", "200", "checksum", BankEndpoint.expectedChecksum(BANK_N)))
                    .waiting(WAIT_MS));
        }
        for (String bad : List.of("/io?delayMs=abc", "/io?delayMs=-1", "/io?delayMs=60001", "/io", "/pinned?delayMs=x")) {
            contracts.add(badParameter(bad, "delayMs"));
        }
        contracts.add(badParameter("/cpu?n=0", "n"));
        contracts.add(badParameter("/cpu?n=1000001", "n"));
        contracts.add(badParameter("/bank?delayMs=1&n=0", "n"));
        contracts.add(badParameter("/alloc?kb=65537", "kb"));
        contracts.add(EndpointContract.json("/no-such-endpoint", 404, Map.of()));
        return contracts;
    }

    private static EndpointContract badParameter(String request, String parameter) {
        return EndpointContract.json(request, 400, Map.of("parameter", parameter));
    }
}
