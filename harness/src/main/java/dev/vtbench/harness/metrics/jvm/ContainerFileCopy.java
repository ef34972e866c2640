package dev.vtbench.harness.metrics.jvm;

import org.testcontainers.containers.ContainerState;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Copies a file the server's JVM wrote into its /tmp (a flight recording) out to the host. Through
 * /proc/PID/root, as the hsperfdata counters are read: /tmp is a tmpfs (the root file system is read-only, see
 * ContainerHardening), which {@code docker cp} cannot see. Docker's copy remains for a harness that may not
 * read the container's files that way (not root).
 */
public final class ContainerFileCopy {
    private ContainerFileCopy() {}

    /** Copies {@code inContainer} (an absolute path inside {@code server}) to {@code copy}, replacing it. */
    public static void copyOut(ContainerState server, String inContainer, Path copy) throws IOException, FigureUnavailableException {
        Path inside = ContainerProcess.mainOf(server).insideContainer(inContainer);
        if (Files.isReadable(inside)) {
            Files.copy(inside, copy, StandardCopyOption.REPLACE_EXISTING);
        } else {
            server.copyFileFromContainer(inContainer, in -> Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING));
        }
    }
}
