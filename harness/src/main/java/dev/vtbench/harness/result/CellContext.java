package dev.vtbench.harness.result;

import java.util.Map;

/**
 * Everything a figure needs to be read correctly: what ran (runtime, JVM vendor and version as the JVM itself
 * reported, mode, pool size, image and its id, the run's extra server JVM options and the virtual-thread scheduler's
 * parallelism the JVM reported), where (CPU quota, the server's and the driver's cpusets, memory limit, machine) and
 * how it was loaded (scenario, simulation, workload model, users or rate, warm-up, duration), and when.
 *
 * @param serverJvmOptions the matrix's server.jvm.options, space-separated; "" for none, and in results written
 *     before the key existed (none could be given then)
 * @param schedulerParallelism the virtual-thread scheduler's parallelism as /info reported it before load;
 *     {@code null} where it did not report one, and in results written before it was recorded
 * @param service the service file of a user's own service (whose pools vtbench neither sizes nor sees);
 *     {@code null} for vtbench's own runtimes, and in results written before services could be measured
 * @param modeSwitch how a user's service was switched into this cell's mode (its -D properties, which come after
 *     server.jvm.options and so win, its variables, its server.xml fragment); {@code null} as {@code service}
 * @param engines each part of the cell (server, driver-N, backend) as it ran: its Docker engine with the engine's own
 *     figures (version, CPUs), its cores on that host and its image's id there; empty in results written before
 *     runs across engines existed (every part ran on the harness's own engine then)
 */
public record CellContext(String cell, String runtime, String jvm, String jvmVendor, String jvmVersion, String mode,
                          Integer poolSize, String profile, double cpus, String serverCpuset, String driverCpuset,
                          long memoryBytes, int availableProcessors, String image, String imageId, String imageSource,
                          String scenario, String endpoint, String loadModel, int users, int rate, int warmupSeconds,
                          int durationSeconds, String startedAt, Map<String, String> machine, String simulation,
                          String serverJvmOptions, Integer schedulerParallelism, String service, String modeSwitch,
                          Map<String, String> engines) {

    public CellContext {
        serverJvmOptions = serverJvmOptions == null ? "" : serverJvmOptions;
        engines = engines == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(engines));
    }

    /** A context recorded before engines were (every part on the harness's own engine). */
    public CellContext(String cell, String runtime, String jvm, String jvmVendor, String jvmVersion, String mode,
                       Integer poolSize, String profile, double cpus, String serverCpuset, String driverCpuset,
                       long memoryBytes, int availableProcessors, String image, String imageId, String imageSource,
                       String scenario, String endpoint, String loadModel, int users, int rate, int warmupSeconds,
                       int durationSeconds, String startedAt, Map<String, String> machine, String simulation,
                       String serverJvmOptions, Integer schedulerParallelism, String service, String modeSwitch) {
        this(cell, runtime, jvm, jvmVendor, jvmVersion, mode, poolSize, profile, cpus, serverCpuset, driverCpuset, memoryBytes,
                availableProcessors, image, imageId, imageSource, scenario, endpoint, loadModel, users, rate, warmupSeconds,
                durationSeconds, startedAt, machine, simulation, serverJvmOptions, schedulerParallelism, service, modeSwitch, null);
    }

    /** The context of a cell of one of vtbench's own runtimes. */
    public CellContext(String cell, String runtime, String jvm, String jvmVendor, String jvmVersion, String mode,
                       Integer poolSize, String profile, double cpus, String serverCpuset, String driverCpuset,
                       long memoryBytes, int availableProcessors, String image, String imageId, String imageSource,
                       String scenario, String endpoint, String loadModel, int users, int rate, int warmupSeconds,
                       int durationSeconds, String startedAt, Map<String, String> machine, String simulation,
                       String serverJvmOptions, Integer schedulerParallelism) {
        this(cell, runtime, jvm, jvmVendor, jvmVersion, mode, poolSize, profile, cpus, serverCpuset, driverCpuset, memoryBytes,
                availableProcessors, image, imageId, imageSource, scenario, endpoint, loadModel, users, rate, warmupSeconds,
                durationSeconds, startedAt, machine, simulation, serverJvmOptions, schedulerParallelism, null, null, null);
    }

    /** What the driver sent: "GET /hello" for vtbench's endpoints; a user's service names its traffic (its list, its simulation). */
    public String trafficText() {
        return endpoint != null && endpoint.startsWith("/") ? "GET " + endpoint : endpoint;
    }

    /** How the pool size reads where vtbench recorded none: a user's service sizes its own, vtbench's runtimes had none. */
    public String poolSizeText() {
        return poolSize != null ? poolSize.toString() : service != null ? "the service's own (not seen by vtbench)" : "no bounded pool";
    }
}
