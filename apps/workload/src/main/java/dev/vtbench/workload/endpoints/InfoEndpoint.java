package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.db.AccountStore;
import dev.vtbench.workload.db.DatabaseSettings;
import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import java.lang.management.ManagementFactory;
import java.util.Optional;

/**
 * {@code GET /info}: what the server runs on, as seen from inside the container, so the harness
 * can verify a run's configuration (threading mode, CPUs the JVM sees, heap, descriptor limit)
 * instead of trusting the settings it passed in, and can explain a result by the JVM's own view of
 * its memory (heap and direct buffers in use) and of its virtual-thread scheduler.
 */
public final class InfoEndpoint implements Endpoint {

    private final ServerIdentity identity;
    private final Optional<AccountStore> database;

    /** A server without a database: {@code /info} says {@code "database": null}. */
    public InfoEndpoint(ServerIdentity identity) {
        this(identity, Optional.empty());
    }

    /** @param database the accounts {@code /db} queries, whose pool {@code /info} describes */
    public InfoEndpoint(ServerIdentity identity, Optional<AccountStore> database) {
        this.identity = identity;
        this.database = database;
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
                .object("threadPool", threadPoolSettings())
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
                .number("heapUsedBytes", ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed())
                .object("directBuffers", directBuffers(DirectBufferPool.ofThisJvm()))
                .object("virtualThreadScheduler", scheduler(VirtualThreadSchedulerFigures.ofThisJvm()))
                .objectOrNull("database", database.map(InfoEndpoint::database).orElse(null))
                .toJson());
    }

    /** The pool's settings as the server runs them (never the password): the same in every mode of a comparison. */
    private static JsonObjectWriter database(AccountStore store) {
        DatabaseSettings settings = store.settings();
        return new JsonObjectWriter()
                .string("url", settings.url())
                .string("user", settings.user())
                .number("poolSize", settings.poolSize())
                .number("connectionTimeoutMs", settings.connectionTimeoutMs())
                .string("pool", store.pool())
                .string("driver", store.driver());
    }

    private static JsonObjectWriter directBuffers(DirectBufferPool pool) {
        return new JsonObjectWriter()
                .numberOrNull("count", pool.count())
                .numberOrNull("memoryUsedBytes", pool.memoryUsedBytes())
                .numberOrNull("totalCapacityBytes", pool.totalCapacityBytes());
    }

    private static JsonObjectWriter scheduler(VirtualThreadSchedulerFigures figures) {
        return new JsonObjectWriter()
                .string("source", figures.source())
                .numberOrNull("parallelism", figures.parallelism())
                .numberOrNull("poolSize", figures.poolSize())
                .numberOrNull("mountedVirtualThreads", figures.mounted())
                .numberOrNull("queuedVirtualThreads", figures.queued());
    }

    private JsonObjectWriter threadPoolSettings() {
        JsonObjectWriter settings = new JsonObjectWriter();
        identity.threadPool().forEach((name, value) -> {
            switch (value) {
                case String text -> settings.string(name, text);
                case Boolean flag -> settings.bool(name, flag);
                case Integer number -> settings.number(name, number);
                case Long number -> settings.number(name, number);
                // ServerIdentity rejects other types; reaching this means its check and this switch diverged.
                default -> throw new IllegalStateException("threadPool setting '" + name + "' has a "
                        + value.getClass().getName() + ", which ServerIdentity should have rejected");
            }
        });
        return settings;
    }
}
