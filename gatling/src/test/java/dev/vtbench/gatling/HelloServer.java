package dev.vtbench.gatling;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The server the forked simulations load, on 127.0.0.1: {@code GET /hello}, every n-th answer a 503 if asked, and
 * {@code POST /echo}, which answers 200 with the body only to {@value #ECHO_BODY} sent as JSON, 400 to anything else.
 */
final class HelloServer implements AutoCloseable {

    static final String ECHO_BODY = "{\"name\":\"vtbench\"}";
    private static final byte[] BODY = "hello".getBytes(StandardCharsets.UTF_8);

    private final HttpServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(4);
    private final AtomicLong served = new AtomicLong();
    private final AtomicLong echoed = new AtomicLong();

    /** @param failEvery answer 503 to every request whose number is a multiple of it; 0 never fails */
    HelloServer(int failEvery) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 128);
        server.createContext("/hello", exchange -> {
            long n = served.incrementAndGet();
            answer(exchange, failEvery > 0 && n % failEvery == 0 ? 503 : 200, BODY);
        });
        server.createContext("/echo", exchange -> {
            served.incrementAndGet();
            byte[] body = exchange.getRequestBody().readAllBytes();
            boolean expected = exchange.getRequestMethod().equals("POST")
                    && "application/json".equals(exchange.getRequestHeaders().getFirst("Content-Type"))
                    && ECHO_BODY.equals(new String(body, StandardCharsets.UTF_8));
            if (expected) {
                echoed.incrementAndGet();
            }
            answer(exchange, expected ? 200 : 400, body);
        });
        server.setExecutor(executor);
        server.start();
    }

    private static void answer(HttpExchange exchange, int status, byte[] body) throws IOException {
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** Requests answered on either path. */
    long served() {
        return served.get();
    }

    /** Requests to {@code /echo} that were a POST of {@value #ECHO_BODY} as JSON. */
    long echoed() {
        return echoed.get();
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
