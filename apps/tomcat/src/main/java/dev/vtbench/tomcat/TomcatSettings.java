package dev.vtbench.tomcat;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.ModeName;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The settings the servlet needs, from the same VTBENCH_* variables as every runtime. Tomcat's own
 * settings (port, pool size, virtual threads) reach conf/server.xml through the same variables;
 * bin/vtbench-entrypoint.sh has already refused bad values before Tomcat started.
 *
 * @param mode {@code pool} or {@code virtual}, or a variant of one ({@code virtual-par2}, see {@link ModeName}), as
 *     requested
 * @param poolSize the connector's requested {@code maxThreads}, meaningful in {@code pool} mode
 * @param backendUrl base URL of the delay service the backend endpoints call
 */
record TomcatSettings(String mode, int poolSize, URI backendUrl) {

    static final String RUNTIME = "tomcat";

    /**
     * Threading mode: {@code pool} (the connector's thread pool, the default) or {@code virtual}, or a variant of one,
     * which runs as its base mode with the JVM options the harness gives it.
     */
    static final String MODE = "VTBENCH_MODE";

    static final List<String> MODES = List.of("pool", "virtual");

    /** The connector's maxThreads in pool mode: 1..10000, default 200, Tomcat's own default. */
    static final String POOL_SIZE = "VTBENCH_POOL_SIZE";

    static final int MAX_POOL_SIZE = 10_000;

    /** The delay service's base URL: an http:// URL, default {@code http://127.0.0.1:9090}. */
    static final String BACKEND_URL = "VTBENCH_BACKEND_URL";

    TomcatSettings {
        Objects.requireNonNull(backendUrl, "backendUrl");
        if (mode == null || ModeName.parse(mode, MODES).isEmpty()) {
            throw new IllegalArgumentException("mode must be " + ModeName.allowed(MODES) + ", got '" + mode + "'");
        }
        if (poolSize < 1 || poolSize > MAX_POOL_SIZE) {
            throw new IllegalArgumentException("poolSize must be in 1.." + MAX_POOL_SIZE + ", got " + poolSize);
        }
    }

    /**
     * Reads every setting, with the defaults of the other runtimes.
     *
     * @throws dev.vtbench.workload.settings.InvalidSettingException naming the first bad variable
     */
    static TomcatSettings fromEnvironment(EnvironmentSettings environment) {
        return new TomcatSettings(
                environment.mode(MODE, MODES).name(),
                environment.integer(POOL_SIZE, 200, 1, MAX_POOL_SIZE),
                environment.httpUrl(BACKEND_URL, "http://127.0.0.1:9090"));
    }

    /**
     * What /info reports: the requested mode and pool size beside the settings the connector really
     * runs with, so a configuration that did not reach Tomcat shows up as a mismatch.
     *
     * @param connectorThreadPool the connector's settings, from {@link ConnectorThreadPool}
     */
    ServerIdentity identity(Map<String, Object> connectorThreadPool) {
        boolean pool = ModeName.parse(mode, MODES).orElseThrow().base().equals(MODES.getFirst());
        return new ServerIdentity(RUNTIME, mode, pool ? poolSize : null, connectorThreadPool);
    }
}
