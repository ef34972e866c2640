package dev.vtbench.plainjdk;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.jdkhttp.EndpointHttpServer;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.ModeName;
import java.net.URI;
import java.util.List;
import java.util.Objects;

/**
 * The plain-JDK server's settings.
 *
 * @param bindAddress the IP literal the server listens on: 127.0.0.1, or an interface's address when drivers run
 *     on other hosts
 * @param port the port on {@code bindAddress}; 0 picks a free one (tests)
 * @param mode pool or virtual threads
 * @param poolSize the fixed pool's size, used only in {@link ThreadingMode#POOL}
 * @param backendUrl base URL of the delay service that {@code /io} calls
 * @param backlog the listen backlog
 * @param modeName the mode's name as given: {@code mode}'s, or a variant of it such as {@code virtual-par2} (see
 *     {@link ModeName}), which runs as {@code mode} and is reported by its own name
 */
public record ServerConfig(String bindAddress, int port, ThreadingMode mode, int poolSize, URI backendUrl, int backlog,
                           String modeName) {

    static final String RUNTIME = "plain-jdk";

    /** The server's port: 1..65535, default 8080. */
    static final String PORT = "VTBENCH_PORT";

    /**
     * The address to listen on: an IP literal, default {@value EndpointHttpServer#LOOPBACK} (drivers on this host);
     * {@code 0.0.0.0} or an interface's address for drivers on other hosts. Never a host name.
     */
    static final String BIND_ADDRESS = "VTBENCH_BIND_ADDRESS";

    /**
     * Threading mode: {@code pool} or {@code virtual}, default {@code pool}, the classic server set-up; or a variant of
     * one ({@code virtual-par2}), which runs as its base mode with the JVM options the harness gives it.
     */
    static final String MODE = "VTBENCH_MODE";

    /** Fixed pool size in pool mode: 1..10000, default 200 (Tomcat's default maximum). */
    static final String POOL_SIZE = "VTBENCH_POOL_SIZE";

    /** The delay service's base URL: an http:// URL, default {@code http://127.0.0.1:9090}. */
    static final String BACKEND_URL = "VTBENCH_BACKEND_URL";

    /**
     * Listen backlog: 1..65535, default 4096, enough for a load generator opening thousands of
     * connections at once. Linux caps it at net.core.somaxconn.
     */
    static final String BACKLOG = "VTBENCH_BACKLOG";

    static final int MAX_POOL_SIZE = 10_000;

    public ServerConfig {
        Objects.requireNonNull(bindAddress, "bindAddress");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(backendUrl, "backendUrl");
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be in 0..65535 (0 for any free port), got " + port);
        }
        if (poolSize < 1 || poolSize > MAX_POOL_SIZE) {
            throw new IllegalArgumentException("poolSize must be in 1.." + MAX_POOL_SIZE + ", got " + poolSize);
        }
        if (backlog < 1) {
            throw new IllegalArgumentException("backlog must be at least 1, got " + backlog);
        }
        if (modeName == null || ModeName.parse(modeName, List.of(mode.settingValue())).isEmpty()) {
            throw new IllegalArgumentException("modeName must be " + mode.settingValue() + " or a variant of it ("
                    + mode.settingValue() + "-VARIANT), got " + modeName);
        }
    }

    /** A server in {@code mode} under the mode's own name. */
    public ServerConfig(String bindAddress, int port, ThreadingMode mode, int poolSize, URI backendUrl, int backlog) {
        this(bindAddress, port, mode, poolSize, backendUrl, backlog, mode.settingValue());
    }

    /**
     * Reads every setting from the environment, with defaults.
     *
     * @throws dev.vtbench.workload.settings.InvalidSettingException naming the first bad variable
     */
    public static ServerConfig fromEnvironment(EnvironmentSettings environment) {
        ModeName mode = environment.mode(MODE, ThreadingMode.settingValues());
        return new ServerConfig(
                environment.ipLiteral(BIND_ADDRESS, EndpointHttpServer.LOOPBACK),
                environment.integer(PORT, 8080, 1, 65_535),
                ThreadingMode.ofSettingValue(mode.base()),
                environment.integer(POOL_SIZE, 200, 1, MAX_POOL_SIZE),
                environment.httpUrl(BACKEND_URL, "http://127.0.0.1:9090"),
                environment.integer(BACKLOG, 4096, 1, 65_535),
                mode.name());
    }

    /** What /info reports about this server. */
    public ServerIdentity identity() {
        return new ServerIdentity(RUNTIME, modeName, mode.reportedPoolSize(poolSize));
    }
}
