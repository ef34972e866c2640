package dev.vtbench.harness.docker;

import dev.vtbench.harness.matrix.CpuSet;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.utility.DockerImageName;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * A vtbench container on the host network (all traffic on 127.0.0.1, no port proxy to distort throughput), hardened
 * by {@link ContainerHardening} (no capability, read-only root, pids limit),
 * pinned to a cpuset, labelled so that `vtbench clean` finds it, its log streamed to a file, and ready
 * when GET /health (or its own health path) on its port answers.
 */
public class HostContainer<SELF extends HostContainer<SELF>> extends GenericContainer<SELF> {
    public static final String LABEL = "dev.vtbench";
    /** The process id of the harness that started the container: which containers are whose, with several harnesses about. */
    public static final String HARNESS_PID_LABEL = HarnessIdentity.PID_LABEL;
    public static final String ROLE_LABEL = LABEL + ".role";
    /** Read by every vtbench server and the backend: the IP literal to listen on, 127.0.0.1 when unset. */
    public static final String BIND_ADDRESS_VARIABLE = "VTBENCH_BIND_ADDRESS";

    private final int port;
    private final Path logFile;

    protected HostContainer(String image, String role, int port, Path logFile, Duration startupTimeout) {
        this(image, role, port, "/health", logFile, startupTimeout);
    }

    /** As above, ready when GET {@code healthPath} answers 200 (a user's service may have its own). */
    protected HostContainer(String image, String role, int port, String healthPath, Path logFile, Duration startupTimeout) {
        super(DockerImageName.parse(image));
        this.port = port;
        this.logFile = logFile;
        withNetworkMode("host");
        withLabels(labels(role));
        withLogConsumer(new FileLogConsumer(logFile));
        waitingFor(new HealthEndpointWait(port, healthPath).withStartupTimeout(startupTimeout));
        ContainerJanitor.track(this);
    }

    /**
     * The labels every vtbench container carries, whatever it runs: `vtbench clean` removes by the first, and the
     * quiet-machine and leftover checks tell a measurement from a leftover by the harness that started it, and the
     * harness's lifeline reaper removes by its {@link HarnessIdentity}.
     */
    static Map<String, String> labels(String role) {
        Map<String, String> labels = new java.util.HashMap<>(HarnessIdentity.current().labels());
        labels.put(LABEL, "true");
        labels.put(ROLE_LABEL, role);
        return labels;
    }

    /** Pins the container to {@code cpuset}, and, when {@code nanoCpus} > 0, gives it that CFS quota. */
    protected SELF withCpus(CpuSet cpuset, long nanoCpus, long memoryBytes) {
        return withCreateContainerCmdModifier(cmd -> {
            limit(cmd.getHostConfig(), cpuset, nanoCpus, memoryBytes);
            ContainerHardening.apply(cmd.getHostConfig(), cmd.getImage());
        });
    }

    /** The cpuset, CFS quota (when {@code nanoCpus} > 0) and memory limit (when > 0) of any vtbench container. */
    static void limit(com.github.dockerjava.api.model.HostConfig host, CpuSet cpuset, long nanoCpus, long memoryBytes) {
        host.withCpusetCpus(cpuset.spec());
        if (nanoCpus > 0) {
            host.withNanoCPUs(nanoCpus);
        }
        if (memoryBytes > 0) {
            // No swap beyond the limit: a container that outgrows its memory should be OOMKilled and say so.
            host.withMemory(memoryBytes).withMemorySwap(memoryBytes);
        }
    }

    /**
     * Listens on {@code address} (an IP literal such as a topology's {@code server.address}, or 0.0.0.0) instead of
     * 127.0.0.1, so that drivers on other hosts reach the container; the container refuses to start on a host name.
     */
    public SELF withBindAddress(String address) {
        return withEnv(BIND_ADDRESS_VARIABLE, java.util.Objects.requireNonNull(address, "address"));
    }

    public int port() {
        return port;
    }

    public String baseUrl() {
        return "http://127.0.0.1:" + port;
    }

    public Path logFile() {
        return logFile;
    }

    /** The kernel's accounting of this running container, through its main process's cgroup. */
    public java.util.Optional<dev.vtbench.harness.metrics.ContainerCgroup> cgroup() {
        Long pid = getContainerInfo() == null ? null : getContainerInfo().getState().getPidLong();
        return pid == null || pid <= 0 ? java.util.Optional.empty() : dev.vtbench.harness.metrics.ContainerCgroup.ofProcess(pid);
    }

    /** The host process ids of the container's main process and its descendants; empty when it is not running. */
    public java.util.List<Long> processIds() {
        Long pid = getContainerInfo() == null ? null : getContainerInfo().getState().getPidLong();
        if (pid == null || pid <= 0) {
            return java.util.List.of();
        }
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(pid),
                ProcessHandle.of(pid).stream().flatMap(ProcessHandle::descendants).map(ProcessHandle::pid)).toList();
    }

    /** How the container ended, or that it is still running. */
    public String state() {
        try {
            return ContainerEnd.describe(getDockerClient().inspectContainerCmd(getContainerId()).exec());
        } catch (RuntimeException e) {
            return "its state is unknown (" + e.getMessage() + ")";
        }
    }

    @Override
    public void stop() {
        try {
            super.stop();
        } finally {
            ContainerJanitor.forget(this);
        }
    }
}
