package dev.vtbench.gatling;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads the request list the harness writes for the driver ({@code vtbench.requestsFile}): a JSON array of
 * {@code {"weight":8,"method":"GET","path":"/hello","status":200,"body":null,"contentType":null}}. Read when the
 * simulation is built, so that a bad file stops the run before any load, naming the file and the entry.
 */
final class RequestListFile {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIELDS = Set.of("weight", "method", "path", "status", "body", "contentType");

    private RequestListFile() {
    }

    static List<ListedRequest> read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(SimulationParameters.REQUESTS_FILE + "=" + file
                    + " is not a file: expected the JSON request list the harness writes");
        }
        JsonNode root;
        try {
            root = JSON.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + " is not JSON (" + e.getOriginalMessage()
                    + "): expected an array of {weight, method, path, status, body, contentType}", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the request list " + file, e);
        }
        if (root == null || !root.isArray() || root.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no requests: expected a non-empty JSON array of"
                    + " {weight, method, path, status, body, contentType}");
        }
        List<ListedRequest> requests = new ArrayList<>();
        for (int i = 0; i < root.size(); i++) {
            try {
                requests.add(request(root.get(i)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ", request " + (i + 1) + " of " + root.size() + ": "
                        + e.getMessage(), e);
            }
        }
        return List.copyOf(requests);
    }

    private static ListedRequest request(JsonNode entry) {
        if (!entry.isObject()) {
            throw new IllegalArgumentException("expected an object {weight, method, path, status, body, contentType}, got "
                    + entry);
        }
        entry.fieldNames().forEachRemaining(name -> {
            if (!FIELDS.contains(name)) {
                throw new IllegalArgumentException("unknown field \"" + name + "\": expected one of " + new java.util.TreeSet<>(FIELDS));
            }
        });
        return new ListedRequest(whole(entry, "weight"), text(entry, "method", true), text(entry, "path", true),
                whole(entry, "status"), text(entry, "body", false), text(entry, "contentType", false));
    }

    private static int whole(JsonNode entry, String field) {
        JsonNode value = entry.get(field);
        if (value == null || !value.canConvertToInt() || !value.isIntegralNumber()) {
            throw new IllegalArgumentException(field + " is " + value + ": expected a whole number");
        }
        return value.intValue();
    }

    private static String text(JsonNode entry, String field, boolean required) {
        JsonNode value = entry.get(field);
        if (value == null || value.isNull()) {
            if (required) {
                throw new IllegalArgumentException(field + " is missing: expected a string");
            }
            return null;
        }
        if (!value.isTextual()) {
            throw new IllegalArgumentException(field + " is " + value + ": expected a string");
        }
        return value.textValue();
    }
}
