package dev.vtbench.harness.docker;

import dev.vtbench.harness.matrix.CpuSet;

import java.nio.file.Path;
import java.time.Duration;

/**
 * The backend delay service the /io workloads call. It shares the driver's cores, never the server's, and has
 * no CPU quota: it must never be the bottleneck of what is measured.
 */
public final class BackendContainer extends HostContainer<BackendContainer> {

    public BackendContainer(String image, CpuSet cpuset, Path logFile) {
        this(image, cpuset, LocalPorts.free(), logFile);
    }

    private BackendContainer(String image, CpuSet cpuset, int port, Path logFile) {
        super(image, "backend", port, logFile, Duration.ofSeconds(60));
        withEnv("VTBENCH_BACKEND_PORT", Integer.toString(port));
        withCpus(cpuset, 0, 0);
    }
}
