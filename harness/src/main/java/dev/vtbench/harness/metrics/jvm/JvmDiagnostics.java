package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.harness.docker.JvmOptions;
import dev.vtbench.harness.matrix.CpuSet;
import org.testcontainers.containers.ContainerState;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * The figures taken from inside the server once per repetition, after its measured window, with jcmd (which
 * costs the server a JVM start, harmless once the window is over): where its native memory goes, and its
 * virtual-thread events during the window. Each part is unknown on its own, with its reason, when it cannot
 * be taken (no jcmd in the image, a JVM started without {@link JvmOptions#SERVER_TOOL_OPTIONS} ...).
 */
public record JvmDiagnostics(NativeMemorySummary nativeMemory, VirtualThreadEvents virtualThreads) {

    /** Where JFR.dump writes inside the container: /tmp is a tmpfs writable by the server's user in every container. */
    static final String RECORDING_IN_CONTAINER = "/tmp/vtbench-recording.jfr";

    /**
     * Takes both from the running {@code server}; the flight recording is copied to {@code recordingCopy}
     * (kept beside the repetition's other files for a closer look with {@code jfr print}) by a {@link JvmProbe} on
     * {@code probeCores}.
     */
    public static JvmDiagnostics take(ContainerState server, CpuSet probeCores, long windowFromMillis, long windowToMillis, Path recordingCopy) {
        JcmdInContainer jcmd;
        try {
            jcmd = JcmdInContainer.of(server);
        } catch (FigureUnavailableException e) {
            return new JvmDiagnostics(NativeMemorySummary.unknown(e.getMessage()), VirtualThreadEvents.unknown(e.getMessage()));
        }
        return new JvmDiagnostics(nativeMemory(jcmd),
                virtualThreadEvents(server, probeCores, jcmd, Instant.ofEpochMilli(windowFromMillis), Instant.ofEpochMilli(windowToMillis), recordingCopy));
    }

    private static NativeMemorySummary nativeMemory(JcmdInContainer jcmd) {
        try {
            return NativeMemorySummary.parse(jcmd.run("VM.native_memory", "summary", "scale=KB"));
        } catch (FigureUnavailableException e) {
            return NativeMemorySummary.unknown(e.getMessage());
        }
    }

    private static VirtualThreadEvents virtualThreadEvents(ContainerState server, CpuSet probeCores, JcmdInContainer jcmd, Instant from,
                                                           Instant to, Path recordingCopy) {
        try {
            String dumped = jcmd.run("JFR.dump", "name=" + JvmOptions.RECORDING_NAME, "filename=" + RECORDING_IN_CONTAINER);
            if (!dumped.contains("Dumped recording")) {
                return VirtualThreadEvents.unknown("the server JVM has no flight recording named " + JvmOptions.RECORDING_NAME
                        + " (start it with JvmOptions.SERVER_TOOL_OPTIONS); JFR.dump said: "
                        + dumped.lines().filter(line -> !line.isBlank() && !line.startsWith("Picked up")).limit(3).toList());
            }
            Files.createDirectories(recordingCopy.toAbsolutePath().getParent());
            ContainerFileCopy.copyOut(server, probeCores, RECORDING_IN_CONTAINER, recordingCopy);
            return VirtualThreadEvents.count(recordingCopy, from, to);
        } catch (FigureUnavailableException e) {
            return VirtualThreadEvents.unknown(e.getMessage());
        } catch (IOException | RuntimeException e) {
            return VirtualThreadEvents.unknown("the flight recording " + RECORDING_IN_CONTAINER + " could not be copied to "
                    + recordingCopy + " or read: " + e);
        }
    }
}
