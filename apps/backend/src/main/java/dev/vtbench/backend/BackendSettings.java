package dev.vtbench.backend;

import dev.vtbench.workload.jdkhttp.EndpointHttpServer;
import dev.vtbench.workload.settings.EnvironmentSettings;

/**
 * Where the delay service listens, from the environment.
 *
 * @param bindAddress an IP literal, {@value EndpointHttpServer#LOOPBACK} unless the server under test runs on another host
 * @param port 1..65535
 */
record BackendSettings(String bindAddress, int port) {

    /** The backend's port: 1..65535, default 9090. */
    static final String PORT = "VTBENCH_BACKEND_PORT";

    static final int DEFAULT_PORT = 9090;

    /**
     * The address to listen on: an IP literal, default {@value EndpointHttpServer#LOOPBACK} (the server under test on
     * this host); {@code 0.0.0.0} or an interface's address when the server runs on another host. Never a host name.
     * The same name as the servers' variable: each container gets its own value.
     */
    static final String BIND_ADDRESS = "VTBENCH_BIND_ADDRESS";

    /**
     * Reads both settings, with defaults.
     *
     * @throws dev.vtbench.workload.settings.InvalidSettingException naming the first bad variable
     */
    static BackendSettings fromEnvironment(EnvironmentSettings environment) {
        return new BackendSettings(environment.ipLiteral(BIND_ADDRESS, EndpointHttpServer.LOOPBACK),
                environment.integer(PORT, DEFAULT_PORT, 1, 65_535));
    }
}
