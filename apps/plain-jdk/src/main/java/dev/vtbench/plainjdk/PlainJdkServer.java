package dev.vtbench.plainjdk;

import dev.vtbench.workload.Workload;
import dev.vtbench.workload.jdkhttp.EndpointHttpServer;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.concurrent.ExecutorService;

/** The benchmark's endpoints on the JDK's built-in HTTP server, the runtime with nothing in between. */
public final class PlainJdkServer implements AutoCloseable {

    /** Exit status for a bad environment variable, so scripts can tell it from a crash. */
    static final int EXIT_BAD_SETTING = 2;
    static final int EXIT_CANNOT_LISTEN = 1;

    private final EndpointHttpServer server;

    private PlainJdkServer(EndpointHttpServer server) {
        this.server = server;
    }

    /**
     * Starts serving with {@code config}; returns once the server accepts connections.
     *
     * @throws IOException if the port cannot be bound
     */
    public static PlainJdkServer start(ServerConfig config) throws IOException {
        ExecutorService executor = config.mode().newExecutor(config.poolSize());
        // Built before the server takes traffic: it sizes the JDK keep-alive cache for /io.
        Workload workload = new Workload(config.identity(), config.backendUrl(), new PlainJdkLimits(config.backlog(), executor));
        EndpointHttpServer server = EndpointHttpServer.start(
                config.bindAddress(), config.port(), config.backlog(), workload, executor);
        return new PlainJdkServer(server);
    }

    /** The bound port; the real one when configured with port 0. */
    public int port() {
        return server.port();
    }

    /** {@code address:port}, {@code 127.0.0.1:port} by default. */
    public String address() {
        return server.address();
    }

    @Override
    public void close() {
        server.close();
    }

    /** Reads the configuration from VTBENCH_* environment variables and serves until SIGTERM. */
    public static void main(String[] args) {
        ServerConfig config;
        try {
            config = ServerConfig.fromEnvironment(EnvironmentSettings.ofProcess());
        } catch (InvalidSettingException badSetting) {
            System.err.println("vtbench plain-jdk cannot start: " + badSetting.getMessage());
            System.exit(EXIT_BAD_SETTING);
            return;
        }
        PlainJdkServer server;
        try {
            server = start(config);
        } catch (IOException cannotListen) {
            System.err.println("vtbench plain-jdk cannot start: " + cannotListen.getMessage()
                    + " with " + ServerConfig.PORT + " and " + ServerConfig.BIND_ADDRESS);
            System.exit(EXIT_CANNOT_LISTEN);
            return;
        }
        // docker stop sends SIGTERM: close the listening socket at once so the next run can bind the port.
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "vtbench-shutdown"));
        System.out.printf("vtbench plain-jdk started on %s mode=%s poolSize=%s backend=%s in %d ms%n",
                server.address(), config.modeName(),
                config.identity().poolSize() == null ? "-" : config.identity().poolSize(),
                config.backendUrl(), ManagementFactory.getRuntimeMXBean().getUptime());
    }
}
