package dev.vtbench.harness.matrix;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * A user's traffic as a list of requests, each line "weight method path expected-status [body]"; every request of
 * the load picks one line at random in proportion to its weight. Lines starting with '#' are comments.
 */
public record RequestList(Path file, List<ServiceRequest> requests) {
    static final String LINE_FORMAT = "'weight method path expected-status [body]', such as '8 GET /hello 200'";
    private static final ObjectMapper JSON = new ObjectMapper();

    public RequestList {
        if (requests.isEmpty()) {
            throw new IllegalArgumentException(file + " lists no request: add a line " + LINE_FORMAT);
        }
        requests = List.copyOf(requests);
    }

    public static RequestList load(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new DataFileException(file + ": cannot be read (" + e.getMessage() + "): write the request list there, or correct its path");
        }
        List<ServiceRequest> requests = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                requests.add(parse(file, i + 1, line));
            }
        }
        if (requests.isEmpty()) {
            throw new DataFileException(file + ": lists no request: add a line " + LINE_FORMAT);
        }
        return new RequestList(file, requests);
    }

    private static ServiceRequest parse(Path file, int lineNumber, String line) {
        String where = file + " line " + lineNumber + ": ";
        String[] fields = line.split("\\s+", 5);
        if (fields.length < 4) {
            throw new DataFileException(where + "'" + line + "' has " + fields.length + " of the 4 fields: expected " + LINE_FORMAT);
        }
        int weight = number(fields[0], where + "weight '" + fields[0] + "' is not a whole number: expected 1.." + ServiceRequest.MAX_WEIGHT);
        int status = number(fields[3], where + "expected status '" + fields[3] + "' is not a number: expected an HTTP status such as 200");
        try {
            return new ServiceRequest(weight, fields[1], fields[2], status,
                    fields.length == 5 ? java.util.Optional.of(fields[4]) : java.util.Optional.empty());
        } catch (IllegalArgumentException e) {
            throw new DataFileException(where + e.getMessage());
        }
    }

    private static int number(String field, String error) {
        try {
            return Integer.parseInt(field);
        } catch (NumberFormatException e) {
            throw new DataFileException(error);
        }
    }

    /** "8x GET /hello, 2x GET /work?ms=20 (requests.txt)": the traffic as a report's endpoint row shows it. */
    public String summary() {
        return String.join(", ", requests.stream().map(r -> r.weight() + "x " + r.label()).toList()) + " (" + file.getFileName() + ")";
    }

    /** One request, picked in proportion to the weights (as the load driver picks them). */
    public ServiceRequest pick(RandomGenerator random) {
        int total = requests.stream().mapToInt(ServiceRequest::weight).sum();
        int ticket = random.nextInt(total);
        for (ServiceRequest request : requests) {
            ticket -= request.weight();
            if (ticket < 0) {
                return request;
            }
        }
        throw new IllegalStateException("weights changed while picking");
    }

    /**
     * The list as the load driver reads it (-Dvtbench.requestsFile): an array of objects with weight, method, path,
     * status, body and contentType, the last two null without a body.
     */
    public String toJson() {
        List<Map<String, Object>> array = new ArrayList<>();
        for (ServiceRequest request : requests) {
            Map<String, Object> object = new LinkedHashMap<>();
            object.put("weight", request.weight());
            object.put("method", request.method());
            object.put("path", request.path());
            object.put("status", request.expectedStatus());
            object.put("body", request.body().orElse(null));
            object.put("contentType", request.contentType().orElse(null));
            array.add(object);
        }
        try {
            return JSON.writeValueAsString(array);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a request list of strings and numbers cannot fail to serialise", e);
        }
    }
}
