package dev.vtbench.backend;

import dev.vtbench.workload.endpoints.HealthEndpoint;
import dev.vtbench.workload.http.Router;
import dev.vtbench.workload.jdkhttp.EndpointHttpServer;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.concurrent.Executors;

/** The delay service that {@code /io} calls, on the JDK's HTTP server with a virtual thread per request. */
public final class BackendServer implements AutoCloseable {

    // Every server under test may open thousands of connections at once during ramp-up.
    static final int BACKLOG = 4096;

    /** Exit status for a bad environment variable, so scripts can tell it from a crash. */
    static final int EXIT_BAD_SETTING = 2;
    static final int EXIT_CANNOT_LISTEN = 1;

    private final EndpointHttpServer server;

    private BackendServer(EndpointHttpServer server) {
        this.server = server;
    }

    /**
     * Starts serving on {@code bindAddress} (an IP literal) and {@code port} (0 for any free one); returns once it
     * accepts connections.
     *
     * @throws IOException if the port cannot be bound
     */
    public static BackendServer start(String bindAddress, int port) throws IOException {
        Router router = Router.builder()
                .get("/health", new HealthEndpoint())
                .get("/delay", new DelayEndpoint())
                .build();
        return new BackendServer(EndpointHttpServer.start(bindAddress, port, BACKLOG, router,
                Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("vtbench-backend-", 0).factory())));
    }

    /** The bound port; the real one when started on port 0. */
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

    /** Reads {@link BackendSettings} from the environment and serves until SIGTERM. */
    public static void main(String[] args) {
        BackendSettings settings;
        try {
            settings = BackendSettings.fromEnvironment(EnvironmentSettings.ofProcess());
        } catch (InvalidSettingException badSetting) {
            System.err.println("vtbench backend cannot start: " + badSetting.getMessage());
            System.exit(EXIT_BAD_SETTING);
            return;
        }
        BackendServer server;
        try {
            server = start(settings.bindAddress(), settings.port());
        } catch (IOException cannotListen) {
            System.err.println("vtbench backend cannot start: " + cannotListen.getMessage() + " with "
                    + BackendSettings.PORT + " and " + BackendSettings.BIND_ADDRESS);
            System.exit(EXIT_CANNOT_LISTEN);
            return;
        }
        // docker stop sends SIGTERM: close the listening socket at once so the next run can bind the port.
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "vtbench-shutdown"));
        System.out.printf("vtbench backend started on %s in %d ms%n",
                server.address(), ManagementFactory.getRuntimeMXBean().getUptime());
    }
}
