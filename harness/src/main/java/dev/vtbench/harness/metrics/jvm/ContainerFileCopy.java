package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.harness.matrix.CpuSet;
import org.testcontainers.containers.ContainerState;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Copies a file the server's JVM wrote into its /tmp (a flight recording) out to the harness, through an exec of
 * {@code cat} in a {@link JvmProbe} on the server's engine: /tmp is a tmpfs (the root file system is read-only, see
 * ContainerHardening), which the engine's archive API ({@code docker cp}) cannot see, and the engine may be another
 * machine's. The probe runs on {@code probeCores}, never the server's.
 */
public final class ContainerFileCopy {
    private ContainerFileCopy() {}

    /** Copies {@code inContainer} (an absolute path inside {@code server}) to {@code copy}, replacing it. */
    public static void copyOut(ContainerState server, CpuSet probeCores, String inContainer, Path copy) throws IOException, FigureUnavailableException {
        try (JvmProbe probe = JvmProbe.start(server, probeCores)) {
            probe.copyOut(inContainer, copy);
        }
    }

    /** As {@link #copyOut}, then removes {@code inContainer}: the server's /tmp is its memory. */
    public static void moveOut(ContainerState server, CpuSet probeCores, String inContainer, Path copy) throws IOException, FigureUnavailableException {
        try (JvmProbe probe = JvmProbe.start(server, probeCores)) {
            probe.copyOut(inContainer, copy);
            probe.remove(inContainer);
        }
    }
}
