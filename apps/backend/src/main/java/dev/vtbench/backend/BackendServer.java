package dev.vtbench.backend;

import dev.vtbench.workload.endpoints.HealthEndpoint;
import dev.vtbench.workload.http.Router;
import dev.vtbench.workload.jdkhttp.LoopbackHttpServer;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.concurrent.Executors;

/** The delay service that {@code /io} calls, on the JDK's HTTP server with a virtual thread per request. */
public final class BackendServer implements AutoCloseable {

    /** The backend's port: 1..65535, default 9090. */
    static final String PORT = "VTBENCH_BACKEND_PORT";

    static final int DEFAULT_PORT = 9090;

    // Every server under test may open thousands of connections at once during ramp-up.
    static final int BACKLOG = 4096;

    /** Exit status for a bad environment variable, so scripts can tell it from a crash. */
    static final int EXIT_BAD_SETTING = 2;
    static final int EXIT_CANNOT_LISTEN = 1;

    private final LoopbackHttpServer server;

    private BackendServer(LoopbackHttpServer server) {
        this.server = server;
    }

    /**
     * Starts serving on {@code port} (0 for any free one); returns once it accepts connections.
     *
     * @throws IOException if the port cannot be bound
     */
    public static BackendServer start(int port) throws IOException {
        Router router = Router.builder()
                .get("/health", new HealthEndpoint())
                .get("/delay", new DelayEndpoint())
                .build();
        return new BackendServer(LoopbackHttpServer.start(port, BACKLOG, router,
                Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("vtbench-backend-", 0).factory())));
    }

    /** The bound port; the real one when started on port 0. */
    public int port() {
        return server.port();
    }

    /** {@code 127.0.0.1:port}. */
    public String address() {
        return server.address();
    }

    @Override
    public void close() {
        server.close();
    }

    /** Reads {@value #PORT} from the environment and serves until SIGTERM. */
    public static void main(String[] args) {
        int port;
        try {
            port = EnvironmentSettings.ofProcess().integer(PORT, DEFAULT_PORT, 1, 65_535);
        } catch (InvalidSettingException badSetting) {
            System.err.println("vtbench backend cannot start: " + badSetting.getMessage());
            System.exit(EXIT_BAD_SETTING);
            return;
        }
        BackendServer server;
        try {
            server = start(port);
        } catch (IOException cannotListen) {
            System.err.println("vtbench backend cannot start: " + cannotListen.getMessage() + " with " + PORT);
            System.exit(EXIT_CANNOT_LISTEN);
            return;
        }
        // docker stop sends SIGTERM: close the listening socket at once so the next run can bind the port.
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "vtbench-shutdown"));
        System.out.printf("vtbench backend started on %s in %d ms%n",
                server.address(), ManagementFactory.getRuntimeMXBean().getUptime());
    }
}
