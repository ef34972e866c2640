package dev.vtbench.harness.metrics.jvm;

import org.testcontainers.containers.ContainerState;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Samples, twice a second through a repetition, the server JVM's hsperfdata counters and its container's
 * context switches, both read from the host (the JVM spends nothing on it), so that the measured window's
 * figures can be computed once the driver has said when the window was ({@link #within}). Like the cgroup
 * sampler, it keeps every sample: a 60 s repetition holds about 120.
 */
public final class JvmSampler implements AutoCloseable {
    private static final long PERIOD_MILLIS = 500;

    private final HsPerfDataFile counters;
    private final ContainerTasks tasks;
    private final String whyNoCounters;
    private final String whyNoSwitches;
    private volatile String lastCounterFailure = "";
    private volatile String lastSwitchFailure = "";
    private final List<Sample> samples = new ArrayList<>();
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "vtbench-jvm-sampler");
        thread.setDaemon(true);
        return thread;
    });

    /** One sample; a part is null where it could not be read at that moment. */
    record Sample(long wallMillis, JvmCounters counters, ContextSwitches switches) {}

    JvmSampler(HsPerfDataFile counters, String whyNoCounters, ContainerTasks tasks, String whyNoSwitches) {
        this.counters = counters;
        this.whyNoCounters = whyNoCounters;
        this.tasks = tasks;
        this.whyNoSwitches = whyNoSwitches;
        ticker.scheduleAtFixedRate(this::sample, 0, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Starts sampling the JVM that is the main process of the running {@code container}. */
    public static JvmSampler of(ContainerState container) {
        ContainerProcess jvm;
        try {
            jvm = ContainerProcess.mainOf(container);
        } catch (FigureUnavailableException e) {
            return new JvmSampler(null, e.getMessage(), null, e.getMessage());
        }
        HsPerfDataFile file = null;
        String whyNoCounters = "";
        try {
            file = HsPerfDataFile.of(jvm);
        } catch (FigureUnavailableException e) {
            whyNoCounters = e.getMessage();
        }
        ContainerTasks tasks = null;
        String whyNoSwitches = "";
        try {
            tasks = ContainerTasks.of(jvm, Path.of("/sys/fs/cgroup"));
        } catch (FigureUnavailableException e) {
            whyNoSwitches = e.getMessage();
        }
        return new JvmSampler(file, whyNoCounters, tasks, whyNoSwitches);
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
        if (tasks != null) {
            try {
                switches = tasks.read();
            } catch (IOException | RuntimeException e) {
                lastSwitchFailure = "reading the tasks of " + tasks.tasksFile() + " failed: " + e;
            }
        }
        synchronized (samples) {
            samples.add(new Sample(System.currentTimeMillis(), reading, switches));
        }
    }

    /** The figures between two wall-clock instants (epoch milliseconds), from the samples inside them. */
    public JvmUse within(long fromMillis, long toMillis) {
        List<Sample> inside;
        synchronized (samples) {
            inside = samples.stream().filter(s -> s.wallMillis() >= fromMillis && s.wallMillis() <= toMillis).toList();
        }
        return JvmUse.between(inside, whyNoCounters.isEmpty() ? lastCounterFailure : whyNoCounters,
                whyNoSwitches.isEmpty() ? lastSwitchFailure : whyNoSwitches);
    }

    @Override
    public void close() {
        ticker.shutdownNow();
    }
}
