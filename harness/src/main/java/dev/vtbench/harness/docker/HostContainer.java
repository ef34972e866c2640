package dev.vtbench.harness.docker;

import com.github.dockerjava.api.exception.NotFoundException;
import dev.vtbench.harness.engine.Engine;
import dev.vtbench.harness.engine.Topology;
import dev.vtbench.harness.matrix.CpuSet;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.utility.DockerImageName;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

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

    private final String image;
    private final int port;
    private final Path logFile;
    /** The engine the container runs on, and the address its port is reached at from the harness and the drivers. */
    private Engine engine;
    private String address = Topology.LOOPBACK;

    protected HostContainer(String image, String role, int port, Path logFile, Duration startupTimeout) {
        this(image, role, port, "/health", logFile, startupTimeout);
    }

    /** As above, ready when GET {@code healthPath} answers 200 (a user's service may have its own). */
    protected HostContainer(String image, String role, int port, String healthPath, Path logFile, Duration startupTimeout) {
        super(DockerImageName.parse(image));
        this.image = image;
        this.port = port;
        this.logFile = logFile;
        withNetworkMode("host");
        withLabels(labels(role));
        withLogConsumer(new FileLogConsumer(logFile));
        waitingFor(new HealthEndpointWait(() -> address, port, healthPath).withStartupTimeout(startupTimeout));
        ContainerJanitor.track(this);
    }

    /**
     * Runs this container on {@code engine}, reached at {@code address}: it is made, watched, inspected and removed
     * through that engine's client. On an engine other than the harness's own, its image is taken as it is there
     * (put there by {@link dev.vtbench.harness.engine.ImageTransfer}), never resolved or pulled through Testcontainers'
     * global client, which only knows the local engine. Call before {@link #start()}.
     */
    public SELF onEngine(Engine engine, String address) {
        this.engine = engine;
        this.address = address;
        if (!engine.isLocal()) {
            dockerClient = engine.client();
            setImage(CompletableFuture.completedFuture(image));
            withImagePullPolicy(name -> false);
        }
        return self();
    }

    /**
     * The labels every vtbench container carries, whatever it runs: `vtbench clean` removes by the first, and the
     * quiet-machine and leftover checks tell a measurement from a leftover by the harness that started it, and the
     * harness's lifeline reaper removes by its {@link HarnessIdentity}.
     */
    public static Map<String, String> labels(String role) {
        Map<String, String> labels = new java.util.HashMap<>(HarnessIdentity.current().labels());
        labels.put(LABEL, "true");
        labels.put(ROLE_LABEL, role);
        return labels;
    }

    /** Pins the container to {@code cpuset}, and, when {@code nanoCpus} > 0, gives it that CFS quota. */
    protected SELF withCpus(CpuSet cpuset, long nanoCpus, long memoryBytes) {
        return withCreateContainerCmdModifier(cmd -> {
            limit(cmd.getHostConfig(), cpuset, nanoCpus, memoryBytes);
            ContainerHardening.apply(getDockerClient(), cmd.getHostConfig(), cmd.getImage());
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

    /** The address the container is reached at (and, where set with {@link #withBindAddress}, listens on). */
    public String address() {
        return address;
    }

    /**
     * Whether the container runs on this machine's kernel (the harness's engine, or another engine's socket here), so
     * that this machine's /proc can tell of its processes; not for an engine reached over TCP, another host.
     */
    public boolean onThisMachine() {
        return engine == null || engine.onThisMachine();
    }

    /**
     * Whether the container runs on the harness's own engine (every container of a run without a topology): its
     * processes are this machine's, and may be read from its /proc at no cost to the cores the run measures.
     */
    public boolean onHarnessEngine() {
        return engine == null || engine.isLocal();
    }

    public int port() {
        return port;
    }

    public String baseUrl() {
        return "http://" + address + ":" + port;
    }

    public Path logFile() {
        return logFile;
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

    /**
     * Freezes every process of the container ({@code docker pause}, the cgroup freezer): it keeps its memory and uses no
     * CPU until {@link #thaw()}. A frozen container is still stopped and removed as any other.
     */
    public void freeze() {
        getDockerClient().pauseContainerCmd(getContainerId()).exec();
    }

    /** Lets a frozen container run again where it stopped. */
    public void thaw() {
        getDockerClient().unpauseContainerCmd(getContainerId()).exec();
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
            removeFromItsEngine();
            super.stop();
        } finally {
            ContainerJanitor.forget(this);
        }
    }

    /**
     * Testcontainers stops and removes a container through its global client, that is on the local engine; one on
     * another engine is removed here, through its own, first (Testcontainers then finds nothing left to remove).
     */
    private void removeFromItsEngine() {
        if (engine == null || engine.isLocal() || getContainerId() == null) {
            return;
        }
        try {
            getDockerClient().removeContainerCmd(getContainerId()).withForce(true).withRemoveVolumes(true).exec();
        } catch (NotFoundException gone) {
            // already removed
        }
    }
}
