package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.harness.matrix.CpuSet;
import org.testcontainers.containers.ContainerState;

import java.io.Closeable;
import java.io.IOException;
import java.util.function.Consumer;

/** The samples of a {@link JvmProbe} beside the server on its engine, followed through the engine's log stream. */
final class ProbeReadings implements JvmReadings {
    private final JvmProbe probe;
    private final ProbeOutput output;
    private final Closeable following;

    private ProbeReadings(JvmProbe probe, ProbeOutput output) {
        this.probe = probe;
        this.output = output;
        this.following = probe.follow(output);
    }

    /** Starts a probe beside the running {@code server}, pinned to {@code samplerCores}, sampling into {@code samples}. */
    static JvmReadings start(ContainerState server, CpuSet samplerCores, Consumer<JvmSampler.Sample> samples) {
        JvmProbe probe;
        try {
            probe = JvmProbe.start(server, samplerCores);
        } catch (FigureUnavailableException e) {
            return new None(e.getMessage());
        }
        try {
            return new ProbeReadings(probe, new ProbeOutput(samples));
        } catch (RuntimeException e) {
            probe.close(); // a probe whose output cannot be followed only costs its cores
            return new None("the JVM probe's output could not be followed through the engine: " + e.getMessage());
        }
    }

    @Override
    public String whyNoCounters() {
        return output.whyNoCounters();
    }

    @Override
    public String whyNoSwitches() {
        return output.whyNoSwitches();
    }

    @Override
    public void close() {
        try {
            following.close();
        } catch (IOException e) {
            // the engine closed the stream first: nothing left to follow
        }
        probe.close();
    }
}
