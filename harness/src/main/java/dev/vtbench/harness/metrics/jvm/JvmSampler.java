package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.matrix.CpuSet;
import org.testcontainers.containers.ContainerState;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Samples, twice a second through a repetition, the server JVM's hsperfdata counters and its container's context
 * switches (the JVM spends nothing on it), so that the measured window's figures can be computed once the driver has
 * said when the window was ({@link #within}). A server on the harness's own engine is read from this machine's /proc
 * ({@link HostJvmReader}: no process is started for it, see there why); one on another engine, or one whose /proc the
 * harness may not read, by a {@link JvmProbe} beside it, through its engine. Like the resource sampler, it keeps every sample: a 60 s repetition holds about 120.
 *
 * <p>The samples carry the server host's clock, the window the driver host's: on other machines than this one they
 * must be kept in step (NTP), as they must for the drivers' windows to be merged.
 */
public final class JvmSampler implements AutoCloseable {
    /** A container start and the first round: about a second here; far more means the probe is not sampling. */
    private static final long FIRST_SAMPLE_TIMEOUT_SECONDS = 15;

    private final List<Sample> samples = new ArrayList<>();
    private final CountDownLatch firstSample = new CountDownLatch(1);
    private final JvmReadings readings;

    /**
     * One sample; a part is null where it could not be read at that moment.
     *
     * @param jit the JIT compiler's time so far, cumulative from the sampler's start; null where its threads cannot be read
     */
    record Sample(long wallMillis, JvmCounters counters, ContextSwitches switches, JitTime jit) {

        /** A sample without the compiler's time (read where it is not kept). */
        Sample(long wallMillis, JvmCounters counters, ContextSwitches switches) {
            this(wallMillis, counters, switches, null);
        }
    }

    private JvmSampler(Function<java.util.function.Consumer<Sample>, JvmReadings> start) {
        this.readings = start.apply(this::add);
    }

    private void add(Sample sample) {
        synchronized (samples) {
            samples.add(sample);
        }
        firstSample.countDown();
    }

    /**
     * Starts sampling the JVM of the running {@code server}: from this machine's /proc where it runs on the harness's
     * own engine, otherwise through a probe on its engine pinned to {@code samplerCores} (never the server's). Returns
     * once the first sample is in, so that a window that opens afterwards is covered from its start. A sampler that
     * cannot read says why in its figures.
     */
    public static JvmSampler of(HostContainer<?> server, CpuSet samplerCores) {
        if (server.onHarnessEngine()) {
            JvmSampler local = onThisMachine(server);
            if (local.readsAnything()) {
                return local;
            }
            // This machine's /proc is closed to the harness (not root, or in a container of its own with the
            // engine's socket): the probe, as the server's own user, can read what the harness cannot.
            local.close();
        }
        return throughProbe(server, samplerCores);
    }

    /** Whether the counters or the context switches could be read at the first sample. */
    private boolean readsAnything() {
        return readings.whyNoCounters().isEmpty() || readings.whyNoSwitches().isEmpty();
    }

    /** Samples the JVM of {@code server}, a container this machine's kernel runs, from /proc. */
    public static JvmSampler onThisMachine(ContainerState server) {
        return started(new JvmSampler(samples -> HostJvmReader.start(server, samples)));
    }

    /** Samples the JVM of {@code server} through a {@link JvmProbe} beside it on its engine, pinned to {@code samplerCores}. */
    public static JvmSampler throughProbe(ContainerState server, CpuSet samplerCores) {
        return started(new JvmSampler(samples -> ProbeReadings.start(server, samplerCores, samples)));
    }

    private static JvmSampler started(JvmSampler sampler) {
        if (sampler.readings instanceof JvmReadings.None) {
            return sampler;
        }
        try {
            // Without it in time, sampling goes on: what is missing from the window is said in its figures.
            sampler.firstSample.await(FIRST_SAMPLE_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return sampler;
    }

    /** The figures between two wall-clock instants (epoch milliseconds), from the samples inside them. */
    public JvmUse within(long fromMillis, long toMillis) {
        List<Sample> inside;
        synchronized (samples) {
            inside = samples.stream().filter(s -> s.wallMillis() >= fromMillis && s.wallMillis() <= toMillis).toList();
        }
        return JvmUse.between(inside, readings.whyNoCounters(), readings.whyNoSwitches());
    }

    /**
     * The JIT's demand (its compiler threads on a CPU or waiting for one, summed over them, as a share of the wall time) in
     * each whole second from {@code fromMillis} to {@code toMillis}, from the samples: how its compilation rose and fell
     * through a load. A second without two samples around it reads NaN.
     */
    public List<Double> jitDemandPerSecond(long fromMillis, long toMillis) {
        List<Sample> all;
        synchronized (samples) {
            all = samples.stream().filter(sample -> sample.jit() != null).toList();
        }
        List<Double> demand = new ArrayList<>();
        for (long second = fromMillis; second + 1000 <= toMillis; second += 1000) {
            long start = second;
            Sample first = all.stream().filter(sample -> sample.wallMillis() >= start - 250).findFirst().orElse(null);
            Sample last = all.stream().filter(sample -> sample.wallMillis() <= start + 1250).reduce((a, b) -> b).orElse(null);
            demand.add(first == null || last == null || last.wallMillis() <= first.wallMillis() ? Double.NaN
                    : (last.jit().demandNanos() - first.jit().demandNanos()) / 1e6 / (last.wallMillis() - first.wallMillis()));
        }
        return demand;
    }

    /** What {@link JitQuiet} says of the JVM's JIT compiler now, from the samples so far. */
    public JitState jitState(long nowMillis) {
        List<Sample> recent;
        synchronized (samples) {
            int from = Math.max(0, samples.size() - 4 * JitQuiet.SECONDS);
            recent = List.copyOf(samples.subList(from, samples.size()));
        }
        return JitQuiet.at(recent, nowMillis);
    }

    @Override
    public void close() {
        readings.close();
    }
}
