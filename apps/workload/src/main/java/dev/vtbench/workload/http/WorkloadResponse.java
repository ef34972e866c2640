package dev.vtbench.workload.http;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * An HTTP response as the endpoint logic produces it; adapters copy status, content type, extra
 * headers and body into their runtime's response.
 *
 * <p>Immutable, so endpoints with a constant answer can build it once and share it across threads.
 */
public final class WorkloadResponse {

    public static final String JSON = "application/json";
    public static final String TEXT = "text/plain; charset=utf-8";

    private final int status;
    private final String contentType;
    private final byte[] body;
    private final Map<String, String> headers;

    private WorkloadResponse(int status, String contentType, byte[] body, Map<String, String> headers) {
        if (status < 100 || status > 599) {
            throw new IllegalArgumentException("HTTP status must be in 100..599, got " + status);
        }
        this.status = status;
        this.contentType = Objects.requireNonNull(contentType, "contentType");
        this.body = body;
        this.headers = Map.copyOf(headers);
    }

    /** A response with an {@code application/json} body. */
    public static WorkloadResponse json(int status, String json) {
        return new WorkloadResponse(status, JSON, json.getBytes(StandardCharsets.UTF_8), Map.of());
    }

    /** A response with a UTF-8 {@code text/plain} body. */
    public static WorkloadResponse text(int status, String text) {
        return new WorkloadResponse(status, TEXT, text.getBytes(StandardCharsets.UTF_8), Map.of());
    }

    /** A copy of this response with one more header (for example {@code Allow} on a 405). */
    public WorkloadResponse withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
        return new WorkloadResponse(status, contentType, body, more);
    }

    public int status() {
        return status;
    }

    public String contentType() {
        return contentType;
    }

    /** Headers besides {@code Content-Type} and {@code Content-Length}, which adapters set themselves. */
    public Map<String, String> headers() {
        return headers;
    }

    /** The body length in bytes, for a {@code Content-Length} header. */
    public int bodyLength() {
        return body.length;
    }

    /** Writes the body without copying it; the way adapters with an output stream should send it. */
    public void writeBodyTo(OutputStream out) throws IOException {
        out.write(body);
    }

    /** A copy of the body, for runtimes that want an array as the entity. */
    public byte[] body() {
        return body.clone();
    }

    /** The body decoded as UTF-8 (every body this library produces is UTF-8 text). */
    public String bodyText() {
        return new String(body, StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return status + " " + contentType + " " + bodyText();
    }
}
