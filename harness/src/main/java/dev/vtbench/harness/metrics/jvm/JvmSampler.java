package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.harness.matrix.CpuSet;
import org.testcontainers.containers.ContainerState;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

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
    private final JvmProbe probe;
    private final Closeable following;
    private final ProbeOutput output;
    private final String whyNoProbe;
    private final List<Sample> samples = new ArrayList<>();

    /** One sample; a part is null where it could not be read at that moment. */
    record Sample(long wallMillis, JvmCounters counters, ContextSwitches switches) {}

    private JvmSampler(JvmProbe probe, String whyNoProbe) {
        this.probe = probe;
        this.whyNoProbe = whyNoProbe;
        this.output = new ProbeOutput(sample -> {
            synchronized (samples) {
                samples.add(sample);
            }
        });
        this.following = probe == null ? null : probe.follow(output);
    }

    /**
     * Starts sampling the JVM of the running {@code server} through a probe on the server's engine, pinned to
     * {@code samplerCores} (which must not be the server's). A sampler whose probe cannot start says why in its figures.
     */
    public static JvmSampler of(ContainerState server, CpuSet samplerCores) {
        try {
            return new JvmSampler(JvmProbe.start(server, samplerCores), "");
        } catch (FigureUnavailableException e) {
            return new JvmSampler(null, e.getMessage());
        }
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
