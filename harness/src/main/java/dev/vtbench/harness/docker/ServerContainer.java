package dev.vtbench.harness.docker;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.ServerJvmOptions;
import dev.vtbench.harness.matrix.ModeSwitch;
import dev.vtbench.harness.matrix.OwnService;
import dev.vtbench.harness.matrix.PortSwitch;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** The server under test: its runtime image in one threading mode, under a CPU profile's quota, cpuset and memory. */
public final class ServerContainer extends HostContainer<ServerContainer> {
    /** JVM options after the harness's and the run's own: a user's service's mode properties and port property. */
    private final List<String> serviceOptions;

    public ServerContainer(String image, String mode, int poolSize, CpuProfile profile, String backendUrl,
                           Path logFile, Duration startupTimeout) {
        this(image, mode, poolSize, profile, backendUrl, LocalPorts.free(), logFile, startupTimeout);
    }

    private ServerContainer(String image, String mode, int poolSize, CpuProfile profile, String backendUrl, int port,
                            Path logFile, Duration startupTimeout) {
        super(image, "server", port, logFile, startupTimeout);
        this.serviceOptions = List.of();
        withEnv("VTBENCH_MODE", mode);
        withEnv("VTBENCH_POOL_SIZE", Integer.toString(poolSize));
        withEnv("VTBENCH_PORT", Integer.toString(port));
        withEnv("VTBENCH_BACKEND_URL", backendUrl);
        // Native memory tracking and a recording of virtual-thread events only: the JVM figures of every cell.
        withEnv("JAVA_TOOL_OPTIONS", toolOptions(ServerJvmOptions.NONE));
        withCpus(profile.serverCpuset(), profile.nanoCpus(), profile.memoryBytes());
    }

    /**
     * A user's service in one of its modes: the harness's VTBENCH_MODE and VTBENCH_PORT, the mode's environment
     * variables, and its system properties and the port property after the harness's own JAVA_TOOL_OPTIONS; ready
     * when the service's health path answers.
     */
    public static ServerContainer forService(String image, OwnService service, String mode, CpuProfile profile,
                                             String backendUrl, Path logFile) {
        return new ServerContainer(image, service, mode, profile, backendUrl, LocalPorts.free(), logFile);
    }

    private ServerContainer(String image, OwnService service, String mode, CpuProfile profile, String backendUrl, int port,
                            Path logFile) {
        super(image, "server", port, service.healthPath(), logFile, Duration.ofSeconds(service.startupTimeoutSeconds()));
        ModeSwitch modeSwitch = service.switchOf(mode);
        List<String> options = new ArrayList<>(modeSwitch.jvmOptions());
        modeSwitch.env().forEach(this::withEnv);
        switch (service.port()) {
            case PortSwitch.Property(String name) -> options.add("-D" + name + "=" + port);
            case PortSwitch.Env(String name) -> withEnv(name, Integer.toString(port));
            case PortSwitch.VtbenchPort() -> { } // set below, as for every server
        }
        this.serviceOptions = List.copyOf(options);
        withEnv("VTBENCH_MODE", mode);
        withEnv("VTBENCH_PORT", Integer.toString(port));
        withEnv("VTBENCH_BACKEND_URL", backendUrl);
        withEnv("JAVA_TOOL_OPTIONS", toolOptions(ServerJvmOptions.NONE, serviceOptions));
        withCpus(profile.serverCpuset(), profile.nanoCpus(), profile.memoryBytes());
    }

    /** This server with the run's extra JVM options after the harness's own (a later option wins in HotSpot). */
    public ServerContainer withServerJvmOptions(ServerJvmOptions options) {
        return withEnv("JAVA_TOOL_OPTIONS", toolOptions(options, serviceOptions));
    }

    /** The server's JAVA_TOOL_OPTIONS: the harness's, then the run's, each already checked by {@link ServerJvmOptions}. */
    public static String toolOptions(ServerJvmOptions options) {
        return options.isEmpty() ? JvmOptions.SERVER_TOOL_OPTIONS : JvmOptions.SERVER_TOOL_OPTIONS + " " + options.joined();
    }

    /** As {@link #toolOptions(ServerJvmOptions)}, then a service's own options (checked by {@link ModeSwitch}). */
    static String toolOptions(ServerJvmOptions options, List<String> serviceOptions) {
        return serviceOptions.isEmpty() ? toolOptions(options) : toolOptions(options) + " " + String.join(" ", serviceOptions);
    }
}
