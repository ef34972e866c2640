package dev.vtbench.workload.endpoints;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

/**
 * A stand-in for the backend delay service on a free loopback port: answers {@code /delay} at once
 * with a chosen status, records each query, and runs a test's hook first (to hold a call open).
 */
final class FakeDelayBackend implements AutoCloseable {

    /** Runs on the backend's thread before it answers; may block to keep the caller waiting. */
    @FunctionalInterface
    interface BeforeAnswer {
        void run() throws InterruptedException;
    }

    private final List<String> queries = new CopyOnWriteArrayList<>();
    private final HttpServer server;
    private volatile int status = 200;
    private volatile BeforeAnswer beforeAnswer = () -> { };

    FakeDelayBackend() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/delay", exchange -> {
            try (exchange) {
                queries.add(exchange.getRequestURI().getRawQuery());
                beforeAnswer.run();
                byte[] body = "ok".getBytes(StandardCharsets.UTF_8);
                exchange.sendResponseHeaders(status, body.length);
                exchange.getResponseBody().write(body);
            } catch (InterruptedException stopped) {
                Thread.currentThread().interrupt();
            }
        });
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.start();
    }

    URI url() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    BackendDelayClient client() {
        return new BackendDelayClient(url());
    }

    /** The raw query of every call so far, for example {@code ms=7}. */
    List<String> queries() {
        return List.copyOf(queries);
    }

    void answerWith(int httpStatus) {
        status = httpStatus;
    }

    void beforeAnswering(BeforeAnswer hook) {
        beforeAnswer = hook;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
