package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Traffic;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.DockerClientException;
import com.github.dockerjava.api.command.WaitContainerResultCallback;
import dev.vtbench.harness.docker.ContainerArchive;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.gatling.schema.CoordinatedWindowFiles;
import dev.vtbench.harness.matrix.CpuSet;
import org.testcontainers.containers.startupcheck.StartupCheckStrategy;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;

import java.util.function.Consumer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The Gatling driver as a container ({@code vtbench/driver}), so that a driver host needs nothing but Docker: the
 * same JVM options, properties and simulation as the local driver ({@link GatlingRun#javaArguments}), pinned by the
 * container's cpuset instead of taskset, and started cold (the AOT cache is the local driver's). It runs to
 * completion (no health check: it serves nothing), then its stats file and Gatling's report are copied out through
 * the engine into {@code <repetition>/driver-N/}, with its log as {@code driver-N/gatling.log}.
 *
 * <p>Unlike the other vtbench containers its root file system is writable: it writes its results in its own layer
 * under {@value #WORK}, since the engine's archive endpoint cannot read a tmpfs. It keeps no capability, no new
 * privileges and the pids limit.
 */
public final class DriverContainer extends HostContainer<DriverContainer> implements WindowCoordinator.Driver {
    /** The image's working folder, where the driver writes its stats and report. */
    static final String WORK = "/driver";
    /** The image's classpath, in the local driver's order: the simulations' jar, then their libraries. */
    static final String CLASSPATH = "/opt/vtbench-gatling/vtbench-gatling.jar:/opt/vtbench-gatling/lib/*";
    /** Where a driver in a coordinated window publishes its warm-up timeline and reads its opening instant. */
    static final String WINDOW = WORK + "/window";

    private final int number;
    private final CpuSet cpuset;
    private final Path folder;
    private final LoadSpec spec;

    /**
     * What one driver container measured: its own result (saturation is judged per driver), Gatling's report and
     * the driver's log, and whether Gatling's assertions held.
     */
    public record Outcome(int driver, LoadResult result, Path reportFolder, Path log, boolean assertionsPassed) {}

    /**
     * @param number the driver's number, from 1: its results go to {@code repetitionFolder/driver-N/}
     * @param traffic only an endpoint: a request list or an own simulation names files on the harness's machine
     */
    public DriverContainer(String image, int number, CpuSet cpuset, String targetBaseUrl, Traffic traffic, LoadSpec spec,
                           Path repetitionFolder) {
        this(repetitionFolder.resolve("driver-" + number), image, number, cpuset, targetBaseUrl, traffic, spec);
    }

    private DriverContainer(Path folder, String image, int number, CpuSet cpuset, String targetBaseUrl, Traffic traffic,
                            LoadSpec spec) {
        super(image, "driver", 0, folder.resolve("gatling.log"), Duration.ofSeconds(GatlingRun.timeLimitSeconds(spec)));
        if (!(traffic instanceof Traffic.Endpoint)) {
            throw new IllegalArgumentException("a driver container sends GETs of an endpoint only, not a request list or an own"
                    + " simulation (their files are on the harness's machine): run that traffic with the local driver (no topology file)");
        }
        this.number = number;
        this.cpuset = cpuset;
        this.folder = folder;
        this.spec = spec;
        withCommand(GatlingRun.javaArguments(GatlingRun.JVM_OPTIONS, CLASSPATH, targetBaseUrl, traffic, spec,
                WORK + "/stats.json", WORK + "/gatling").toArray(String[]::new));
        withCpus(cpuset, 0, 0);
        // Its results live in its own layer (see the class comment); the rest of the hardening stays.
        withCreateContainerCmdModifier(cmd -> cmd.getHostConfig().withReadonlyRootfs(false));
        waitingFor(new RunsToCompletion());
        withStartupCheckStrategy(new StartedOrEnded());
    }

    /**
     * This driver, waiting for a steady rate, opens its window at the instant the harness writes (a coordinated window,
     * {@link WindowCoordinator}) instead of judging its own rate.
     */
    public DriverContainer inCoordinatedWindow() {
        List<String> command = new ArrayList<>(List.of(getCommandParts()));
        command.addFirst("-D" + CoordinatedWindowFiles.FOLDER_PROPERTY + "=" + WINDOW);
        withCommand(command.toArray(String[]::new));
        return this;
    }

    @Override
    public Optional<CoordinatedWindowFiles.DriverTimeline> warmupTimeline() throws IOException {
        if (getContainerId() == null) {
            return Optional.empty();
        }
        return ContainerArchive.readText(getDockerClient(), getContainerId(), WINDOW + "/" + CoordinatedWindowFiles.TIMELINE)
                .map(CoordinatedWindowFiles.DriverTimeline::parse);
    }

    @Override
    public void openWindowAt(Instant opensAt) throws IOException {
        ContainerArchive.writeText(getDockerClient(), getContainerId(), WINDOW, CoordinatedWindowFiles.OPENING,
                CoordinatedWindowFiles.formatOpening(opensAt));
    }

    /** Runs the driver to its end, copies out what it recorded and removes the container. */
    public Outcome run() throws IOException {
        return run(started -> { });
    }

    /**
     * As {@link #run()}, telling {@code onStarted} as soon as the container runs, so that its CPU can be followed
     * through its engine while it loads the server.
     */
    public Outcome run(Consumer<DriverContainer> onStarted) throws IOException {
        Files.createDirectories(folder);
        Path stats = folder.resolve("stats.json");
        Path log = folder.resolve("gatling.log");
        Files.deleteIfExists(stats);
        GatlingReports reportsBefore = GatlingReports.before(folder.resolve("gatling"));
        try {
            start();
            onStarted.accept(this);
            DockerClient docker = getDockerClient();
            int exit = awaitExit(docker, log);
            keepLog(log);
            boolean statsWritten = ContainerArchive.copyOut(docker, getContainerId(), WORK + "/stats.json", folder);
            ContainerArchive.copyOut(docker, getContainerId(), WORK + "/gatling", folder);
            if (GatlingRun.failed(exit, statsWritten)) {
                throw new IllegalStateException(GatlingRun.failure(describe(), exit, statsWritten, log));
            }
            return new Outcome(number, LoadResult.read(stats), reportsBefore.thisRun(), log, exit == 0);
        } finally {
            stop();
        }
    }

    /** The driver's cores on its host. */
    public CpuSet cpuset() {
        return cpuset;
    }

    /** The driver's number, from 1. */
    public int number() {
        return number;
    }

    @Override
    public String describe() {
        return "Gatling driver " + number + " (container on cpus " + cpuset.spec() + ")";
    }

    private int awaitExit(DockerClient docker, Path log) {
        long limit = GatlingRun.timeLimitSeconds(spec);
        try {
            return docker.waitContainerCmd(getContainerId()).exec(new WaitContainerResultCallback())
                    .awaitStatusCode(limit, TimeUnit.SECONDS);
        } catch (DockerClientException e) {
            throw new IllegalStateException(describe() + " did not finish within " + limit + " s (" + e.getMessage()
                    + "); its log is at " + log);
        }
    }

    /**
     * The whole log, read from the engine once the driver has ended: the streamed copy may still miss its last lines.
     * Written beside and renamed over it, so the stream's late writes go to the replaced file.
     */
    private void keepLog(Path log) throws IOException {
        Path whole = log.resolveSibling(log.getFileName() + ".partial");
        Files.writeString(whole, getLogs());
        Files.move(whole, log, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** A driver serves nothing to wait for: it is ready as soon as it runs. */
    private static final class RunsToCompletion extends AbstractWaitStrategy {
        @Override
        protected void waitUntilReady() {
        }
    }

    /**
     * Started once it runs or has already ended, however: {@link #run} reads its exit code and log and says why it
     * failed in the driver's own words, rather than Testcontainers' "container startup failed".
     */
    private static final class StartedOrEnded extends StartupCheckStrategy {
        @Override
        public StartupStatus checkStartupState(DockerClient docker, String containerId) {
            var state = getCurrentState(docker, containerId);
            boolean ended = state.getFinishedAt() != null && !state.getFinishedAt().startsWith("0001-");
            return Boolean.TRUE.equals(state.getRunning()) || ended ? StartupStatus.SUCCESSFUL : StartupStatus.NOT_YET_KNOWN;
        }
    }
}
