package dev.vtbench.harness.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Samples, twice a second through a repetition, the server's and the backend's cgroups and the load driver's
 * CPU time, so that the figures of the measurement window alone can be computed afterwards (the window is
 * known only once the driver has said when its first request left).
 */
public final class ResourceSampler implements AutoCloseable {
    private static final long PERIOD_MILLIS = 500;

    private final Optional<ContainerCgroup> server;
    private final Optional<ContainerCgroup> backend;
    private final ProcessHandle driver;
    private final List<Sample> samples = new ArrayList<>();
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "vtbench-resource-sampler");
        thread.setDaemon(true);
        return thread;
    });

    /** A reading of all three at one moment; the driver's CPU time is -1 once it has exited. */
    record Sample(long wallMillis, CgroupReading server, CgroupReading backend, long driverCpuNanos) {}

    public ResourceSampler(Optional<ContainerCgroup> server, Optional<ContainerCgroup> backend, ProcessHandle driver) {
        this.server = server;
        this.backend = backend;
        this.driver = driver;
        ticker.scheduleAtFixedRate(this::sample, 0, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void sample() {
        long driverCpu = driver.info().totalCpuDuration().map(d -> d.toNanos()).orElse(-1L);
        Sample sample = new Sample(System.currentTimeMillis(), server.map(ContainerCgroup::read).orElse(null),
                backend.map(ContainerCgroup::read).orElse(null), driverCpu);
        synchronized (samples) {
            samples.add(sample);
        }
    }

    /** The figures between two wall-clock instants (epoch milliseconds), from the samples nearest inside them. */
    public ResourceUse within(long fromMillis, long toMillis, int driverCores) {
        List<Sample> inside;
        synchronized (samples) {
            inside = samples.stream().filter(s -> s.wallMillis() >= fromMillis && s.wallMillis() <= toMillis).toList();
        }
        return ResourceUse.between(inside, driverCores);
    }

    @Override
    public void close() {
        ticker.shutdownNow();
    }
}
