package dev.vtbench.harness.metrics.jvm;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.exception.ConflictException;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.LogConfig;
import com.github.dockerjava.api.model.StreamType;
import dev.vtbench.harness.docker.BaseOsImage;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.docker.Lifeline;
import dev.vtbench.harness.matrix.CpuSet;
import org.testcontainers.containers.ContainerState;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A sidecar container beside the server, on the server's own Docker engine, that reads the server's JVM for the harness:
 * it shares the server's PID namespace ({@code --pid=container:<server>}) and runs as the server's user, so it sees the
 * JVM's hsperfdata file and /tmp through /proc/PID/root without any capability, and the harness gets the figures through
 * the engine (the probe's log stream, an exec's output) whether the engine is this machine's or another's.
 *
 * <p>It runs {@code jvm-probe.sh} (a fixed script beside this class; nothing from a user goes into it), pinned to the
 * sampler cores (never the server's), with no network, a read-only root, no capability, and the labels of every vtbench
 * container, so that {@code vtbench clean} and the lifeline reaper remove it. It also dies with the server: its processes
 * live in the server's PID namespace, which ends when the server's main process does.
 */
public final class JvmProbe implements AutoCloseable {
    public static final String ROLE = "jvm-probe";
    private static final String SCRIPT = script();
    private static final long EXEC_TIMEOUT_SECONDS = 120;
    /** bash, sleep, cat, awk, base64 at once, with room: a bound on anything gone wrong in the script. */
    private static final long PIDS_LIMIT = 64;
    private static final long MEMORY_BYTES = 64L << 20;

    private final DockerClient docker;
    private final String serverId;
    private final String id;

    private JvmProbe(DockerClient docker, String serverId, String id) {
        this.docker = docker;
        this.serverId = serverId;
        this.id = id;
    }

    /**
     * Starts the probe beside the running {@code server}, on the server's engine, pinned to {@code cores}; it starts
     * sampling at once (see {@link #follow}).
     */
    public static JvmProbe start(ContainerState server, CpuSet cores) throws FigureUnavailableException {
        DockerClient docker = server.getDockerClient();
        String serverId = server.getContainerId();
        if (serverId == null || !server.isRunning()) {
            throw new FigureUnavailableException("the server container " + serverId + " is not running: start it before its JVM can be read");
        }
        Lifeline.attach(); // before the engine knows of the probe, as for every vtbench container
        String id;
        try {
            id = docker.createContainerCmd(BaseOsImage.NAME)
                    .withCmd("bash", "-c", SCRIPT, "jvm-probe.sh", "sample")
                    .withUser(userOf(server))
                    .withLabels(HostContainer.labels(ROLE))
                    .withHostConfig(HostConfig.newHostConfig()
                            .withPidMode("container:" + serverId)
                            .withNetworkMode("none")
                            .withCpusetCpus(cores.spec())
                            .withReadonlyRootfs(true)
                            .withCapDrop(Capability.ALL)
                            .withSecurityOpts(List.of("no-new-privileges"))
                            .withPidsLimit(PIDS_LIMIT)
                            .withMemory(MEMORY_BYTES).withMemorySwap(MEMORY_BYTES)
                            .withAutoRemove(true)
                            // Each half second's line holds the hsperfdata file (about 44 KB in base64): bounded on the engine's disk.
                            .withLogConfig(new LogConfig(LogConfig.LoggingType.JSON_FILE, Map.of("max-size", "8m", "max-file", "2"))))
                    .exec().getId();
        } catch (NotFoundException e) {
            throw new FigureUnavailableException("the JVM probe's image " + BaseOsImage.NAME + " is not on the server's engine: build it"
                    + " (images/base/build-base-os.sh) or load it there, then run again", e);
        } catch (RuntimeException e) {
            throw new FigureUnavailableException("the JVM probe beside server container " + serverId + " could not be created: " + e.getMessage(), e);
        }
        JvmProbe probe = new JvmProbe(docker, serverId, id);
        try {
            docker.startContainerCmd(id).exec();
        } catch (RuntimeException e) {
            probe.close();
            throw new FigureUnavailableException("the JVM probe beside server container " + serverId + " could not start: " + e.getMessage(), e);
        }
        return probe;
    }

    /** The server runs as the image's user (uid 10001 in every vtbench image) unless told otherwise; the probe runs as the same. */
    private static String userOf(ContainerState server) {
        var info = server.getContainerInfo();
        String user = info == null || info.getConfig() == null ? null : info.getConfig().getUser();
        return user == null || user.isBlank() ? "0" : user;
    }

    /** Follows the probe's output through the engine into {@code output} until the probe ends or the returned handle is closed. */
    public Closeable follow(ProbeOutput output) {
        return docker.logContainerCmd(id).withStdOut(true).withStdErr(true).withFollowStream(true)
                .exec(new ResultCallback.Adapter<Frame>() {
                    @Override
                    public void onNext(Frame frame) {
                        if (frame.getStreamType() == StreamType.STDERR) {
                            output.problem(new String(frame.getPayload(), StandardCharsets.UTF_8).strip());
                        } else {
                            output.accept(frame.getPayload());
                        }
                    }
                });
    }

    /** Copies the file {@code inContainer} (an absolute path in the server's container, e.g. in its /tmp) to {@code copy}. */
    public void copyOut(String inContainer, Path copy) throws IOException, FigureUnavailableException {
        try (OutputStream out = Files.newOutputStream(copy)) {
            run("cat", inContainer, out);
        }
    }

    /** Removes the file {@code inContainer} from the server's container (its /tmp is memory). */
    public void remove(String inContainer) throws FigureUnavailableException {
        run("rm", inContainer, OutputStream.nullOutputStream());
    }

    public String containerId() {
        return id;
    }

    private void run(String action, String inContainer, OutputStream out) throws FigureUnavailableException {
        if (!inContainer.startsWith("/")) {
            throw new IllegalArgumentException(inContainer + " is not an absolute path in the server's container");
        }
        String shown = "`" + action + " " + inContainer + "` in the JVM probe beside server container " + serverId;
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        try {
            String exec = docker.execCreateCmd(id).withCmd("bash", "-c", SCRIPT, "jvm-probe.sh", action, inContainer)
                    .withAttachStdout(true).withAttachStderr(true).exec().getId();
            try (ResultCallback.Adapter<Frame> callback = docker.execStartCmd(exec).exec(new ResultCallback.Adapter<>() {
                @Override
                public void onNext(Frame frame) {
                    try {
                        (frame.getStreamType() == StreamType.STDERR ? errors : out).write(frame.getPayload());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
            })) {
                if (!callback.awaitCompletion(EXEC_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                    throw new FigureUnavailableException(shown + " did not finish in " + EXEC_TIMEOUT_SECONDS + " s: is the engine reachable?");
                }
            }
            Long exit = docker.inspectExecCmd(exec).exec().getExitCodeLong();
            if (exit == null || exit != 0) {
                String said = errors.toString(StandardCharsets.UTF_8).strip();
                throw new FigureUnavailableException(shown + " exited with status " + exit + ": "
                        + (said.startsWith("E ") ? NoJvmFound.describe(said.substring(2)) : said));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new FigureUnavailableException("interrupted during " + shown, e);
        } catch (IOException | RuntimeException e) {
            throw new FigureUnavailableException(shown + " failed: " + e, e);
        }
    }

    /** Removes the probe; a probe that has already gone with its server is no error. */
    @Override
    public void close() {
        try {
            docker.removeContainerCmd(id).withForce(true).exec();
        } catch (NotFoundException | ConflictException e) {
            // auto-removed (or being removed) since the server, and with it its PID namespace, ended
        } catch (RuntimeException e) {
            System.err.println("vtbench: could not remove the JVM probe container " + id + ": " + e.getMessage()
                    + "; `harness/vtbench clean` removes it");
        }
    }

    private static String script() {
        try (InputStream in = JvmProbe.class.getResourceAsStream("jvm-probe.sh")) {
            if (in == null) {
                throw new IllegalStateException("jvm-probe.sh is missing beside " + JvmProbe.class.getName() + ": rebuild the harness");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
