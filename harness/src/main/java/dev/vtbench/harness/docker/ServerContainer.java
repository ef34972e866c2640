package dev.vtbench.harness.docker;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.ServerJvmOptions;
import dev.vtbench.harness.metrics.jvm.JvmOptions;

import java.nio.file.Path;
import java.time.Duration;

/** The server under test: its runtime image in one threading mode, under a CPU profile's quota, cpuset and memory. */
public final class ServerContainer extends HostContainer<ServerContainer> {

    public ServerContainer(String image, String mode, int poolSize, CpuProfile profile, String backendUrl,
                           Path logFile, Duration startupTimeout) {
        this(image, mode, poolSize, profile, backendUrl, LocalPorts.free(), logFile, startupTimeout);
    }

    private ServerContainer(String image, String mode, int poolSize, CpuProfile profile, String backendUrl, int port,
                            Path logFile, Duration startupTimeout) {
        super(image, "server", port, logFile, startupTimeout);
        withEnv("VTBENCH_MODE", mode);
        withEnv("VTBENCH_POOL_SIZE", Integer.toString(poolSize));
        withEnv("VTBENCH_PORT", Integer.toString(port));
        withEnv("VTBENCH_BACKEND_URL", backendUrl);
        // Native memory tracking and a recording of virtual-thread events only: the JVM figures of every cell.
        withEnv("JAVA_TOOL_OPTIONS", toolOptions(ServerJvmOptions.NONE));
        withCpus(profile.serverCpuset(), profile.nanoCpus(), profile.memoryBytes());
    }

    /** This server with the run's extra JVM options after the harness's own (a later option wins in HotSpot). */
    public ServerContainer withServerJvmOptions(ServerJvmOptions options) {
        return withEnv("JAVA_TOOL_OPTIONS", toolOptions(options));
    }

    /** The server's JAVA_TOOL_OPTIONS: the harness's, then the run's, each already checked by {@link ServerJvmOptions}. */
    public static String toolOptions(ServerJvmOptions options) {
        return options.isEmpty() ? JvmOptions.SERVER_TOOL_OPTIONS : JvmOptions.SERVER_TOOL_OPTIONS + " " + options.joined();
    }
}
