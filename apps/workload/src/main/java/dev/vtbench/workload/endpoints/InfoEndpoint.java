package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;

/**
 * {@code GET /info}: what the server runs on, as seen from inside the container, so the harness
 * can verify a run's configuration (threading mode, CPUs the JVM sees, heap, descriptor limit)
 * instead of trusting the settings it passed in.
 */
public final class InfoEndpoint implements Endpoint {

    private final ServerIdentity identity;

    public InfoEndpoint(ServerIdentity identity) {
        this.identity = identity;
    }

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        // Read on the request's own thread: that is the thread whose kind the benchmark is about.
        Thread thread = Thread.currentThread();
        Runtime runtime = Runtime.getRuntime();
        OpenFileCounts files = OpenFileCounts.ofThisProcess();
        Integer poolSize = identity.poolSize();
        return WorkloadResponse.json(200, new JsonObjectWriter()
                .string("runtime", identity.runtime())
                .string("mode", identity.mode())
                .numberOrNull("poolSize", poolSize == null ? null : poolSize.longValue())
                .bool("virtualThread", thread.isVirtual())
                .string("threadName", thread.getName())
                .number("availableProcessors", runtime.availableProcessors())
                .number("maxHeapBytes", runtime.maxMemory())
                .string("jvmVendor", System.getProperty("java.vendor"))
                .string("jvmVersion", System.getProperty("java.runtime.version"))
                .string("jvmName", System.getProperty("java.vm.name"))
                .number("pid", ProcessHandle.current().pid())
                .numberOrNull("maxOpenFiles", files.max())
                .numberOrNull("openFiles", files.open())
                .toJson());
    }
}
