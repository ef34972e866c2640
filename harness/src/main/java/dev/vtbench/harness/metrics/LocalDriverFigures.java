package dev.vtbench.harness.metrics;

import dev.vtbench.harness.matrix.CpuSet;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The figures of a Gatling driver that runs as a process on this machine, pinned with taskset: its CPU time
 * (ProcessHandle) and the busy time of its cores from /proc/stat (every process on them: the backend and the harness
 * share those cores). Reading this machine's /proc is right here, because the driver IS a local process; sampled twice
 * a second.
 */
public final class LocalDriverFigures implements DriverFigures {
    private static final long PERIOD_MILLIS = 500;

    private final ProcessHandle driver;
    private final CpuSet cores;
    private final Path proc;
    private final List<Sample> samples = new ArrayList<>();
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "vtbench-driver-sampler");
        thread.setDaemon(true);
        return thread;
    });

    /** One reading: the driver's CPU time (-1 once it has exited) and its cores' times, at a wall-clock instant. */
    record Sample(long wallMillis, long cpuNanos, CoreTimes cores) {}

    /** Samples {@code driver} and the host's /proc/stat for {@code cores}. */
    public LocalDriverFigures(ProcessHandle driver, CpuSet cores) {
        this(driver, cores, Path.of("/proc"));
    }

    /** Samples {@code proc}/stat for the driver's cores (a fake /proc in tests). */
    public LocalDriverFigures(ProcessHandle driver, CpuSet cores, Path proc) {
        this.driver = driver;
        this.cores = cores;
        this.proc = proc;
        ticker.scheduleAtFixedRate(this::sample, 0, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void sample() {
        long cpu = driver.info().totalCpuDuration().map(d -> d.toNanos()).orElse(-1L);
        Sample sample = new Sample(System.currentTimeMillis(), cpu, CoreTimes.read(proc, cores));
        synchronized (samples) {
            samples.add(sample);
        }
    }

    @Override
    public List<DriverUse> within(long fromMillis, long toMillis) {
        List<Sample> inside;
        synchronized (samples) {
            inside = samples.stream().filter(s -> s.wallMillis() >= fromMillis && s.wallMillis() <= toMillis).toList();
        }
        return List.of(between(inside, cores.size()));
    }

    /** The driver's figures between the first and the last of {@code samples}; unknown with fewer than two. */
    static DriverUse between(List<Sample> samples, int cores) {
        if (samples.size() < 2) {
            return new DriverUse("local", cores, Double.NaN, Double.NaN);
        }
        Sample first = samples.get(0);
        Sample last = samples.get(samples.size() - 1);
        double seconds = (last.wallMillis() - first.wallMillis()) / 1000.0;
        double cpu = CpuRate.percentOfOneCore(first.cpuNanos(), last.cpuNanos(), seconds);
        return new DriverUse("local", cores, cpu, first.cores().busyPercentUntil(last.cores()));
    }

    @Override
    public void close() {
        ticker.shutdownNow();
    }
}
