package dev.vtbench.gatling;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/** The server the forked simulations load: {@code GET /hello} on 127.0.0.1, every n-th answer a 503 if asked. */
final class HelloServer implements AutoCloseable {

    private static final byte[] BODY = "hello".getBytes(StandardCharsets.UTF_8);

    private final HttpServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(4);
    private final AtomicLong served = new AtomicLong();

    /** @param failEvery answer 503 to every request whose number is a multiple of it; 0 never fails */
    HelloServer(int failEvery) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 128);
        server.createContext("/hello", exchange -> {
            long n = served.incrementAndGet();
            exchange.sendResponseHeaders(failEvery > 0 && n % failEvery == 0 ? 503 : 200, BODY.length);
            exchange.getResponseBody().write(BODY);
            exchange.close();
        });
        server.setExecutor(executor);
        server.start();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    long served() {
        return served.get();
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
