package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.harness.matrix.CpuSet;
import org.testcontainers.containers.ContainerState;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Samples, twice a second through a repetition, the server JVM's hsperfdata counters and its container's context
 * switches, read by a {@link JvmProbe} beside the server on its engine (the JVM spends nothing on it; the probe runs on
 * the sampler cores), so that the measured window's figures can be computed once the driver has said when the window
 * was ({@link #within}). Like the resource sampler, it keeps every sample: a 60 s repetition holds about 120.
 *
 * <p>The samples carry the server host's clock, the window the driver host's: on other machines than this one they
 * must be kept in step (NTP), as they must for the drivers' windows to be merged.
 */
public final class JvmSampler implements AutoCloseable {
    /** A container start and the first round: about a second here; far more means the probe is not sampling. */
    private static final long FIRST_SAMPLE_TIMEOUT_SECONDS = 15;

    private final JvmProbe probe;
    private final Closeable following;
    private final ProbeOutput output;
    private final String whyNoProbe;
    private final List<Sample> samples = new ArrayList<>();
    private final CountDownLatch firstSample = new CountDownLatch(1);

    /** One sample; a part is null where it could not be read at that moment. */
    record Sample(long wallMillis, JvmCounters counters, ContextSwitches switches) {}

    private JvmSampler(JvmProbe probe, String whyNoProbe) {
        this.probe = probe;
        this.whyNoProbe = whyNoProbe;
        this.output = new ProbeOutput(sample -> {
            synchronized (samples) {
                samples.add(sample);
            }
            firstSample.countDown();
        });
        this.following = probe == null ? null : probe.follow(output);
    }

    /**
     * Starts sampling the JVM of the running {@code server} through a probe on the server's engine, pinned to
     * {@code samplerCores} (which must not be the server's). Returns once the first sample is in, so that a window that
     * opens afterwards is covered from its start. A sampler whose probe cannot start says why in its figures.
     */
    public static JvmSampler of(ContainerState server, CpuSet samplerCores) {
        JvmSampler sampler;
        try {
            sampler = new JvmSampler(JvmProbe.start(server, samplerCores), "");
        } catch (FigureUnavailableException e) {
            return new JvmSampler(null, e.getMessage());
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
        return JvmUse.between(inside, whyNoProbe.isEmpty() ? output.whyNoCounters() : whyNoProbe,
                whyNoProbe.isEmpty() ? output.whyNoSwitches() : whyNoProbe);
    }

    @Override
    public void close() {
        if (following != null) {
            try {
                following.close();
            } catch (IOException e) {
                // the engine closed the stream first: nothing left to follow
            }
        }
        if (probe != null) {
            probe.close();
        }
    }
}
