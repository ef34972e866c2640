package dev.vtbench.plainjdk;

import dev.vtbench.workload.Workload;
import dev.vtbench.workload.db.DatabaseSettings;
import dev.vtbench.workload.jdkhttp.EndpointHttpServer;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.Optional;
import java.util.concurrent.ExecutorService;

/** The benchmark's endpoints on the JDK's built-in HTTP server, the runtime with nothing in between. */
public final class PlainJdkServer implements AutoCloseable {

    /** Exit status for a bad environment variable, so scripts can tell it from a crash. */
    static final int EXIT_BAD_SETTING = 2;
    static final int EXIT_CANNOT_LISTEN = 1;

    private final EndpointHttpServer server;
    private final Workload workload;

    private PlainJdkServer(EndpointHttpServer server, Workload workload) {
        this.server = server;
        this.workload = workload;
    }

    /**
     * Starts serving with {@code config}; returns once the server accepts connections.
     *
     * @throws IOException if the port cannot be bound
     */
    public static PlainJdkServer start(ServerConfig config) throws IOException {
        return start(config, Optional.empty());
    }

    /**
     * As above, with the database {@code /db} queries (from the VTBENCH_DB_* variables, see {@link DatabaseSettings}).
     *
     * @throws IOException if the port cannot be bound
     */
    public static PlainJdkServer start(ServerConfig config, Optional<DatabaseSettings> database) throws IOException {
        ExecutorService executor = config.mode().newExecutor(config.poolSize());
        // Built before the server takes traffic: it sizes the JDK keep-alive cache for /io.
        Workload workload = new Workload(config.identity(), config.backendUrl(), new PlainJdkLimits(config.backlog(), executor), database);
        EndpointHttpServer server;
        try {
            server = EndpointHttpServer.start(config.bindAddress(), config.port(), config.backlog(), workload, executor);
        } catch (IOException | RuntimeException cannotListen) {
            workload.close();
            throw cannotListen;
        }
        return new PlainJdkServer(server, workload);
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
        try {
            server.close();
        } finally {
            workload.close();
        }
    }

    /** Reads the configuration from VTBENCH_* environment variables and serves until SIGTERM. */
    public static void main(String[] args) {
        ServerConfig config;
        Optional<DatabaseSettings> database;
        try {
            config = ServerConfig.fromEnvironment(EnvironmentSettings.ofProcess());
            database = DatabaseSettings.fromEnvironment(EnvironmentSettings.ofProcess());
        } catch (InvalidSettingException badSetting) {
            System.err.println("vtbench plain-jdk cannot start: " + badSetting.getMessage());
            System.exit(EXIT_BAD_SETTING);
            return;
        }
        PlainJdkServer server;
        try {
            server = start(config, database);
        } catch (IOException cannotListen) {
            System.err.println("vtbench plain-jdk cannot start: " + cannotListen.getMessage()
                    + " with " + ServerConfig.PORT + " and " + ServerConfig.BIND_ADDRESS);
            System.exit(EXIT_CANNOT_LISTEN);
            return;
        }
        // docker stop sends SIGTERM: close the listening socket at once so the next run can bind the port.
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "vtbench-shutdown"));
        System.out.printf("vtbench plain-jdk started on %s mode=%s poolSize=%s backend=%s database=%s in %d ms%n",
                server.address(), config.modeName(),
                config.identity().poolSize() == null ? "-" : config.identity().poolSize(),
                config.backendUrl(), database.map(Object::toString).orElse("-"),
                ManagementFactory.getRuntimeMXBean().getUptime());
    }
}
