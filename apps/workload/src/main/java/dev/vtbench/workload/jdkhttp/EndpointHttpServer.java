package dev.vtbench.workload.jdkhttp;

import com.sun.net.httpserver.HttpServer;
import dev.vtbench.workload.http.Endpoint;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;

/**
 * The JDK's built-in HTTP server on one address (127.0.0.1 unless a driver on another host must reach it), serving
 * one {@link Endpoint} for every path.
 *
 * <p>It lives in this library because two apps run on it, the plain-JDK server under test and the
 * backend delay service, and both need the same adapter and the same tuning.
 */
public final class EndpointHttpServer implements AutoCloseable {

    /** The address every vtbench server binds unless told otherwise: drivers and server share one host. */
    public static final String LOOPBACK = "127.0.0.1";

    private final HttpServer server;
    private final ExecutorService executor;
    private final String bindAddress;

    private EndpointHttpServer(HttpServer server, ExecutorService executor, String bindAddress) {
        this.server = server;
        this.executor = executor;
        this.bindAddress = bindAddress;
    }

    /**
     * Starts serving.
     *
     * @param bindAddress an IP literal to listen on, such as {@value #LOOPBACK} or {@code 0.0.0.0}
     *     (checked by {@link dev.vtbench.workload.settings.EnvironmentSettings#ipLiteral}: never a host name)
     * @param port the port, or 0 for any free one (see {@link #port()})
     * @param backlog the listen backlog: connections the kernel queues before the server accepts
     *     them; a burst of thousands of new connections needs thousands here
     * @param endpoint answers every request
     * @param executor runs each request's handling: this choice is what the benchmark compares;
     *     the server owns it from now on and shuts it down on {@link #close()}
     * @throws IOException if the port cannot be bound (in use, or privileged) or the address is not this host's
     */
    public static EndpointHttpServer start(String bindAddress, int port, int backlog, Endpoint endpoint,
            ExecutorService executor) throws IOException {
        JdkHttpServerDefaults.applyUnlessUserSet();
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(bindAddress, port), backlog);
        } catch (IOException bindFailed) {
            executor.shutdownNow();
            throw new IOException("cannot listen on " + hostAndPort(bindAddress, port) + " (" + bindFailed.getMessage()
                    + "): choose a free port and an address of this host", bindFailed);
        }
        server.createContext("/", new ExchangeAdapter(endpoint));
        server.setExecutor(executor);
        server.start();
        return new EndpointHttpServer(server, executor, bindAddress);
    }

    /** The bound port; the real one when started on port 0. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** {@code 127.0.0.1:port} or {@code [::1]:port}, for log lines and URLs. */
    public String address() {
        return hostAndPort(bindAddress, port());
    }

    private static String hostAndPort(String address, int port) {
        return (address.contains(":") ? "[" + address + "]" : address) + ":" + port;
    }

    /** Stops accepting at once and interrupts requests still running. */
    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
