package dev.vtbench.harness.docker;

import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.matrix.CpuProfile;
import org.testcontainers.containers.BindMode;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.startupcheck.OneShotStartupCheckStrategy;
import org.testcontainers.utility.DockerImageName;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;

/**
 * A runtime image run once as a command rather than as a server: an in-process experiment (a JMH benchmark) on the
 * image's JVM, under a CPU profile's quota, server cpuset and memory limit, labelled like every vtbench container so
 * that `vtbench clean` and the quiet-machine check see it. It writes its files into {@code outDir}, mounted at
 * {@link #OUT}; {@link #runToCompletion()} returns when it has exited and fails when it exited with an error.
 */
public final class InProcessContainer extends GenericContainer<InProcessContainer> {
    private static final String RUN_ID_LABEL = HostContainer.LABEL + ".in-process-run";

    /** Where the container sees the harness's output folder. */
    public static final String OUT = "/out";

    private final Path logFile;
    private final String runId = java.util.UUID.randomUUID().toString();

    public InProcessContainer(String image, CpuProfile profile, List<String> command, Path outDir, Path logFile, Duration timeout) {
        super(DockerImageName.parse(image));
        this.logFile = logFile;
        makeWritableByTheImageUser(outDir);
        // Host network: JMH's forked JVM reports to its parent over loopback, and nothing else is reachable.
        withNetworkMode("host");
        withLabels(HostContainer.labels("in-process"));
        withLabel(RUN_ID_LABEL, runId);
        withFileSystemBind(outDir.toAbsolutePath().toString(), OUT, BindMode.READ_WRITE);
        withLogConsumer(new FileLogConsumer(logFile));
        withCreateContainerCmdModifier(cmd -> {
            cmd.withEntrypoint(command.get(0)).withCmd(command.subList(1, command.size()));
            HostContainer.limit(cmd.getHostConfig(), profile.serverCpuset(), profile.nanoCpus(), profile.memoryBytes());
            ContainerHardening.apply(DockerEngine.client(), cmd.getHostConfig(), cmd.getImage());
        });
        withStartupCheckStrategy(new OneShotStartupCheckStrategy().withTimeout(timeout));
        ContainerJanitor.track(this);
    }

    /** Runs the command until it exits; an exit other than 0, or the timeout, is an exception naming the log. */
    public void runToCompletion() {
        try {
            start();
        } catch (RuntimeException e) {
            throw new IllegalStateException("the in-process run in " + getDockerImageName() + " failed ("
                    + dev.vtbench.harness.docker.RootCause.message(e) + "); its output is in " + logFile, e);
        } finally {
            stop();
            ContainerJanitor.forget(this);
        }
    }

    /**
     * The host process id of this run's container while it runs, found by its label: {@link #runToCompletion()} blocks
     * until the container has exited, so a watcher on another thread reads its cgroup meanwhile.
     */
    public java.util.Optional<Long> runningPid() {
        try {
            var client = DockerEngine.client();
            for (var container : client.listContainersCmd().withLabelFilter(java.util.Map.of(RUN_ID_LABEL, runId)).exec()) {
                Long pid = client.inspectContainerCmd(container.getId()).exec().getState().getPidLong();
                if (pid != null && pid > 0) {
                    return java.util.Optional.of(pid);
                }
            }
        } catch (RuntimeException e) {
            // not started yet, or already gone
        }
        return java.util.Optional.empty();
    }

    /** The images run as uid 10001, which must be able to write the mounted folder. */
    private static void makeWritableByTheImageUser(Path dir) {
        try {
            Files.createDirectories(dir);
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + dir + " for the container's output", e);
        }
    }
}
