package dev.vtbench.liberty;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.ModeName;
import java.net.URI;
import java.util.List;
import java.util.Objects;

/**
 * The server's settings, as the application reads them. Liberty reads the address, the port and the pool size
 * from the same variables itself (server.xml, start-server.sh); the application reads them too, so
 * that a bad value stops the server with the message every vtbench runtime gives, and so that /info
 * reports what Liberty was told.
 *
 * @param bindAddress the IP literal Liberty's HTTP endpoint listens on, 127.0.0.1 by default
 * @param port the HTTP port on {@code bindAddress}
 * @param mode how requests get threads
 * @param poolSize the Default Executor's size in {@link ThreadingMode#FIXED}
 * @param backendUrl base URL of the delay service that {@code /io} calls
 * @param modeName the mode's name as given: {@code mode}'s, or a variant of it such as {@code virtual-par2} (see
 *     {@link ModeName}), which runs as {@code mode} and is reported by its own name
 */
public record ServerConfig(String bindAddress, int port, ThreadingMode mode, int poolSize, URI backendUrl, String modeName) {

    static final String RUNTIME = "liberty";

    /** The server's port: 1..65535, default 8080, as in server.xml. */
    static final String PORT = "VTBENCH_PORT";

    /**
     * The address to listen on: an IP literal, default 127.0.0.1, as in server.xml (drivers on this host);
     * {@code 0.0.0.0} or an interface's address for drivers on other hosts. Never a host name.
     */
    static final String BIND_ADDRESS = "VTBENCH_BIND_ADDRESS";

    /**
     * Threading mode: {@code pool}, {@code virtual} or {@code fixed}, default {@code pool}; or a variant of one
     * ({@code virtual-par2}), which runs as its base mode with the JVM options the harness gives it.
     */
    static final String MODE = "VTBENCH_MODE";

    /** Pool size in fixed mode: 4..10000, default 200, as in start-server.sh. */
    static final String POOL_SIZE = "VTBENCH_POOL_SIZE";

    /** The delay service's base URL: an http:// URL, default {@code http://127.0.0.1:9090}. */
    static final String BACKEND_URL = "VTBENCH_BACKEND_URL";

    /** Liberty raises an executor size below 4 to 4: a smaller setting would make /info report a pool that is not there. */
    static final int MIN_POOL_SIZE = 4;

    static final int MAX_POOL_SIZE = 10_000;

    public ServerConfig {
        Objects.requireNonNull(bindAddress, "bindAddress");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(backendUrl, "backendUrl");
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("port must be in 1..65535, got " + port);
        }
        if (poolSize < MIN_POOL_SIZE || poolSize > MAX_POOL_SIZE) {
            throw new IllegalArgumentException(
                    "poolSize must be in " + MIN_POOL_SIZE + ".." + MAX_POOL_SIZE + ", got " + poolSize);
        }
        if (modeName == null || ModeName.parse(modeName, List.of(mode.settingValue())).isEmpty()) {
            throw new IllegalArgumentException("modeName must be " + mode.settingValue() + " or a variant of it ("
                    + mode.settingValue() + "-VARIANT), got " + modeName);
        }
    }

    /** A server in {@code mode} under the mode's own name. */
    public ServerConfig(String bindAddress, int port, ThreadingMode mode, int poolSize, URI backendUrl) {
        this(bindAddress, port, mode, poolSize, backendUrl, mode.settingValue());
    }

    /**
     * Reads every setting from the environment, with defaults.
     *
     * @throws dev.vtbench.workload.settings.InvalidSettingException naming the first bad variable
     */
    public static ServerConfig fromEnvironment(EnvironmentSettings environment) {
        ModeName mode = environment.mode(MODE, ThreadingMode.settingValues());
        return new ServerConfig(
                environment.ipLiteral(BIND_ADDRESS, "127.0.0.1"),
                environment.integer(PORT, 8080, 1, 65_535),
                ThreadingMode.ofSettingValue(mode.base()),
                environment.integer(POOL_SIZE, 200, MIN_POOL_SIZE, MAX_POOL_SIZE),
                environment.httpUrl(BACKEND_URL, "http://127.0.0.1:9090"),
                mode.name());
    }

    /** What /info reports about this server. */
    public ServerIdentity identity() {
        return new ServerIdentity(RUNTIME, modeName, mode.reportedPoolSize(poolSize),
                mode.threadPool(poolSize));
    }
}
