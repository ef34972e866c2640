package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.harness.docker.JvmOptions;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.StreamType;
import org.testcontainers.containers.ContainerState;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code jcmd <JVM pid> ...} inside a server container with {@code docker exec}, as the container's own
 * user (an exec's default, and the JVM's user in every vtbench image: the attach mechanism admits only the
 * JVM's user). It costs the server a JVM start under its CPU quota, so the harness calls it only after the
 * measured window.
 */
public final class JcmdInContainer {
    private static final long TIMEOUT_SECONDS = 60;
    private static final long MAIN_PROCESS = 1;

    private final DockerClient docker;
    private final String containerId;
    private final long jvmPid;

    JcmdInContainer(DockerClient docker, String containerId, long jvmPid) {
        this.docker = docker;
        this.containerId = containerId;
        this.jvmPid = jvmPid;
    }

    /**
     * jcmd against the JVM that is the main process of the running {@code container}: PID 1 in the container's own PID
     * namespace, which is where jcmd runs (every vtbench entrypoint execs java; a service's must too).
     */
    public static JcmdInContainer of(ContainerState container) throws FigureUnavailableException {
        if (container.getContainerId() == null || !container.isRunning()) {
            throw new FigureUnavailableException("container " + container.getContainerId()
                    + " is not running: start it before running jcmd against its JVM");
        }
        return new JcmdInContainer(container.getDockerClient(), container.getContainerId(), MAIN_PROCESS);
    }

    /** Runs the diagnostic command (e.g. "VM.native_memory", "summary") and returns what jcmd printed. */
    public String run(String... command) throws FigureUnavailableException {
        List<String> line = new ArrayList<>(List.of("jcmd", Long.toString(jvmPid)));
        line.addAll(List.of(command));
        String shown = String.join(" ", line);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            String exec = docker.execCreateCmd(containerId).withCmd(line.toArray(String[]::new))
                    .withEnv(List.of("JAVA_TOOL_OPTIONS=" + JvmOptions.JCMD_TOOL_OPTIONS))
                    .withAttachStdout(true).withAttachStderr(true).exec().getId();
            try (ResultCallback.Adapter<Frame> callback = docker.execStartCmd(exec).exec(new ResultCallback.Adapter<>() {
                @Override
                public void onNext(Frame frame) {
                    // stderr holds only "Picked up JAVA_TOOL_OPTIONS" unless jcmd fails, so both go to one text.
                    if (frame.getStreamType() != StreamType.STDIN) {
                        out.writeBytes(frame.getPayload());
                    }
                }
            })) {
                if (!callback.awaitCompletion(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                    throw new FigureUnavailableException("`" + shown + "` in container " + containerId + " did not finish in "
                            + TIMEOUT_SECONDS + " s: the server may be starved by its CPU quota or its memory limit");
                }
            }
            Long exit = docker.inspectExecCmd(exec).exec().getExitCodeLong();
            String output = out.toString(StandardCharsets.UTF_8);
            String failure = whyItFailed(exit == null ? -1 : exit, output);
            if (!failure.isEmpty()) {
                throw new FigureUnavailableException("`" + shown + "` in container " + containerId + ": " + failure);
            }
            return output;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new FigureUnavailableException("interrupted while `" + shown + "` ran in container " + containerId, e);
        } catch (IOException | RuntimeException e) {
            String failure = whyItFailed(-1, e.getMessage() == null ? "" : e.getMessage());
            throw new FigureUnavailableException("`" + shown + "` in container " + containerId + ": "
                    + (failure.isEmpty() ? e.toString() : failure), e);
        }
    }

    /** "" when jcmd ran and answered; otherwise what went wrong, in words. */
    static String whyItFailed(long exitCode, String output) {
        if (exitCode == 126 || exitCode == 127 || output.contains("executable file not found")) {
            return "unknown: no jcmd in the image (a JRE image such as eclipse-temurin:25-jre has none; use a JDK image,"
                    + " or a jlinked runtime with jdk.jcmd and jdk.attach)";
        }
        if (output.contains("AttachNotSupportedException") || output.contains("Unable to open socket file")) {
            return "jcmd could not attach to the JVM (it must run as the JVM's user, and the JVM must not run with"
                    + " -XX:+DisableAttachMechanism): " + firstLines(output);
        }
        if (exitCode != 0) {
            return "jcmd exited with status " + exitCode + ": " + firstLines(output);
        }
        return "";
    }

    private static String firstLines(String output) {
        return output.lines().filter(line -> !line.startsWith("Picked up JAVA_TOOL_OPTIONS")).limit(3)
                .reduce((a, b) -> a + " / " + b).orElse("(no output)");
    }
}
