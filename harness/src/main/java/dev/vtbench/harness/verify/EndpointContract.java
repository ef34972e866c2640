package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Map;

/**
 * What one request must get back from every runtime: a status, a content type, and either an exact text body
 * or JSON fields with exact values (checksums included, computed by the shared workload library itself); for a
 * request that waits on the backend, not before its wait is over.
 *
 * @param atLeastMillis the least time the answer can take when the server really waits ({@code delayMs}): a server that
 *     answered sooner did not wait, and would measure something else under load (0: no such bound)
 */
record EndpointContract(String request, int status, String contentType, String exactBody, Map<String, String> jsonFields,
                        long atLeastMillis) {

    static EndpointContract text(String request, String body) {
        return new EndpointContract(request, 200, "text/plain", body, Map.of(), 0);
    }

    static EndpointContract json(String request, int status, Map<String, String> fields) {
        return new EndpointContract(request, status, "application/json", null, fields, 0);
    }

    /** {@code json}, answered no sooner than {@code millis} after it was sent. */
    EndpointContract waiting(long millis) {
        return new EndpointContract(request, status, contentType, exactBody, jsonFields, millis);
    }

    String description() {
        String expected = exactBody != null ? "'" + exactBody + "'" : fieldsText();
        return "GET " + request + " answers " + status + " " + contentType + " " + expected
                + (atLeastMillis > 0 ? " after at least " + atLeastMillis + " ms" : "");
    }

    boolean heldBy(HttpProbe.Reply reply, JsonNode json) {
        if (reply.status() != status || !reply.contentType().startsWith(contentType) || reply.millis() < atLeastMillis) {
            return false;
        }
        if (exactBody != null) {
            return reply.body().equals(exactBody);
        }
        return json != null && jsonFields.entrySet().stream().allMatch(f -> f.getValue().equals(json.path(f.getKey()).asText(null)));
    }

    private String fieldsText() {
        StringBuilder text = new StringBuilder("{");
        jsonFields.forEach((key, value) -> text.append(text.length() > 1 ? ", " : "").append(key).append('=').append(value));
        return text.append('}').toString();
    }
}
