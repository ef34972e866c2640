package dev.vtbench.harness.metrics;

import dev.vtbench.harness.matrix.CpuSet;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Samples, twice a second through a repetition, the server's and the backend's cgroups, the load driver's
 * CPU time, and the busy time of the driver's cores (every process on them: the Gatling JVM shares them with the
 * backend and the harness), so that the figures of the measurement window alone can be computed afterwards (the
 * window is known only once the driver has said when its first request left).
 */
public final class ResourceSampler implements AutoCloseable {
    private static final long PERIOD_MILLIS = 500;

    private final Optional<ContainerCgroup> server;
    private final Optional<ContainerCgroup> backend;
    private final ProcessHandle driver;
    private final CpuSet driverCores;
    private final Path proc;
    private final boolean serverPeakFromLoadStart;
    private final List<Sample> samples = new ArrayList<>();
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "vtbench-resource-sampler");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * A reading of all four at one moment; the driver's CPU time is -1 once it has exited, and a cgroup is null
     * when the container's was not found.
     */
    record Sample(long wallMillis, CgroupReading server, CgroupReading backend, long driverCpuNanos, CoreTimes driverCores) {}

    /** Samples the host's /proc. */
    public ResourceSampler(Optional<ContainerCgroup> server, Optional<ContainerCgroup> backend, ProcessHandle driver,
                           CpuSet driverCores) {
        this(server, backend, driver, driverCores, Path.of("/proc"));
    }

    /** Samples {@code proc}/stat for the driver's cores (a fake /proc in tests). */
    public ResourceSampler(Optional<ContainerCgroup> server, Optional<ContainerCgroup> backend, ProcessHandle driver,
                           CpuSet driverCores, Path proc) {
        this.server = server;
        this.backend = backend;
        this.driver = driver;
        this.driverCores = driverCores;
        this.proc = proc;
        // The sampler starts with the driver, so the server's memory peak covers the load from here, warm-up included,
        // and not the container's start-up and verification (where the kernel lets the counter be reset: cgroup v1).
        this.serverPeakFromLoadStart = server.map(ContainerCgroup::resetPeakMemory).orElse(false);
        ticker.scheduleAtFixedRate(this::sample, 0, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void sample() {
        long driverCpu = driver.info().totalCpuDuration().map(d -> d.toNanos()).orElse(-1L);
        Sample sample = new Sample(System.currentTimeMillis(), server.map(ContainerCgroup::read).orElse(null),
                backend.map(ContainerCgroup::read).orElse(null), driverCpu, CoreTimes.read(proc, driverCores));
        synchronized (samples) {
            samples.add(sample);
        }
    }

    /** The figures between two wall-clock instants (epoch milliseconds), from the samples nearest inside them. */
    public ResourceUse within(long fromMillis, long toMillis) {
        List<Sample> inside;
        synchronized (samples) {
            inside = samples.stream().filter(s -> s.wallMillis() >= fromMillis && s.wallMillis() <= toMillis).toList();
        }
        return ResourceUse.between(inside, driverCores.size(), serverPeakFromLoadStart);
    }

    @Override
    public void close() {
        ticker.shutdownNow();
    }
}
