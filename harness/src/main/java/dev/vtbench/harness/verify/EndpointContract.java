package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Map;

/**
 * What one request must get back from every runtime: a status, a content type, and either an exact text body
 * or JSON fields with exact values (checksums included, computed by the shared workload library itself).
 */
record EndpointContract(String request, int status, String contentType, String exactBody, Map<String, String> jsonFields) {

    static EndpointContract text(String request, String body) {
        return new EndpointContract(request, 200, "text/plain", body, Map.of());
    }

    static EndpointContract json(String request, int status, Map<String, String> fields) {
        return new EndpointContract(request, status, "application/json", null, fields);
    }

    String description() {
        String expected = exactBody != null ? "'" + exactBody + "'" : fieldsText();
        return "GET " + request + " answers " + status + " " + contentType + " " + expected;
    }

    boolean heldBy(HttpProbe.Reply reply, JsonNode json) {
        if (reply.status() != status || !reply.contentType().startsWith(contentType)) {
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
