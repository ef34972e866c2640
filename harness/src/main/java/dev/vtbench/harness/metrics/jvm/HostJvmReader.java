package dev.vtbench.harness.metrics.jvm;

import org.testcontainers.containers.ContainerState;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Reads the server JVM from this machine's /proc, inside the harness's own process, twice a second: its hsperfdata
 * file through /proc/PID/root ({@link HsPerfDataFile}) and the context switches of its cgroup's tasks
 * ({@link ContainerTasks}). For a server on the harness's own engine only, whose processes this kernel runs.
 *
 * <p>Why not the {@link JvmProbe} there too: the probe's shell forks gzip, base64, cat, awk and sleep every half second
 * on the sampler cores, which on one machine are the driver's and the backend's. Measured (plain-jdk pool 200, cpu-1,
 * /io at 400 users, 3 repetitions each): 1,781 req/s with the probe, 1,911 with these readers, 1,975 with neither;
 * the backend's answers were delayed by the probe's bursts.
 */
final class HostJvmReader implements JvmReadings {
    private static final long PERIOD_MILLIS = 500;

    private final HsPerfDataFile counters;
    private final ContainerTasks tasks;
    private final String whyNoFile;
    private final String whyNoTasks;
    private final Consumer<JvmSampler.Sample> samples;
    private volatile String lastCounterFailure = "";
    private volatile String lastSwitchFailure = "";
    private final JitClock jitClock = new JitClock();
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "vtbench-jvm-sampler");
        thread.setDaemon(true);
        return thread;
    });

    private HostJvmReader(HsPerfDataFile counters, String whyNoFile, ContainerTasks tasks, String whyNoTasks,
                          Consumer<JvmSampler.Sample> samples) {
        this.counters = counters;
        this.whyNoFile = whyNoFile;
        this.tasks = tasks;
        this.whyNoTasks = whyNoTasks;
        this.samples = samples;
        ticker.scheduleAtFixedRate(this::sample, 0, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Starts reading the JVM that is the main process of the running {@code container} into {@code samples}. */
    static JvmReadings start(ContainerState container, Consumer<JvmSampler.Sample> samples) {
        ContainerProcess jvm;
        try {
            jvm = ContainerProcess.mainOf(container);
        } catch (FigureUnavailableException e) {
            return new None(e.getMessage());
        }
        HsPerfDataFile file = null;
        String whyNoFile = "";
        try {
            file = HsPerfDataFile.of(jvm);
        } catch (FigureUnavailableException e) {
            whyNoFile = e.getMessage();
        }
        ContainerTasks tasks = null;
        String whyNoTasks = "";
        try {
            tasks = ContainerTasks.of(jvm, Path.of("/sys/fs/cgroup"));
        } catch (FigureUnavailableException e) {
            whyNoTasks = e.getMessage();
        }
        return new HostJvmReader(file, whyNoFile, tasks, whyNoTasks, samples);
    }

    private void sample() {
        JvmCounters reading = null;
        if (counters != null) {
            try {
                reading = counters.readCounters();
            } catch (IOException | PerfDataFormatException | RuntimeException e) {
                lastCounterFailure = "reading " + counters.path() + " failed: " + e;
            }
        }
        ContextSwitches switches = null;
        JitTime jit = null;
        if (tasks != null) {
            try {
                List<String> tids = tasks.tids();
                switches = tasks.switchesOf(tids);
                jit = jitClock.add(tasks.compilerThreads(tids));
            } catch (IOException | RuntimeException e) {
                lastSwitchFailure = "reading the tasks of " + tasks.tasksFile() + " failed: " + e;
            }
        }
        samples.accept(new JvmSampler.Sample(System.currentTimeMillis(), reading, switches, jit));
    }

    @Override
    public String whyNoCounters() {
        return whyNoFile.isEmpty() ? lastCounterFailure : whyNoFile;
    }

    @Override
    public String whyNoSwitches() {
        return whyNoTasks.isEmpty() ? lastSwitchFailure : whyNoTasks;
    }

    @Override
    public void close() {
        ticker.shutdownNow();
    }
}
