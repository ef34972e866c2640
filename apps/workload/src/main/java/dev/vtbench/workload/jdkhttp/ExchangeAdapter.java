package dev.vtbench.workload.jdkhttp;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import java.io.IOException;
import java.net.URI;

/** Adapts the JDK server's {@link HttpExchange} to an {@link Endpoint}, in both directions. */
final class ExchangeAdapter implements HttpHandler {

    // The JDK server's way to say "no body" in sendResponseHeaders; 0 would mean chunked encoding.
    private static final long NO_BODY = -1;

    private final Endpoint endpoint;

    ExchangeAdapter(Endpoint endpoint) {
        this.endpoint = endpoint;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            URI uri = exchange.getRequestURI();
            String method = exchange.getRequestMethod();
            WorkloadResponse response = endpoint.handle(
                    WorkloadRequest.withRawQuery(method, uri.getPath() == null ? "" : uri.getPath(), uri.getRawQuery()));
            Headers headers = exchange.getResponseHeaders();
            headers.set("Content-Type", response.contentType());
            response.headers().forEach(headers::set);
            boolean sendBody = response.bodyLength() > 0 && !"HEAD".equals(method);
            exchange.sendResponseHeaders(response.status(), sendBody ? response.bodyLength() : NO_BODY);
            if (sendBody) {
                response.writeBodyTo(exchange.getResponseBody());
            }
        }
    }
}
