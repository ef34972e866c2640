package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.JsonNode;
import dev.vtbench.workload.limits.LimitKind;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Every limit a cell's server reported in {@code GET /limits} before load, in its order: the limits that can cap one
 * threading mode and not another (a connection limit, an accept queue, keep-alive limits, heap and collector, open
 * files, the backend's connection pool) and those of the threads themselves. Read from the running server, so that a
 * comparison of two modes can say whether they differed only in their threads ({@code result/ParityCheck}).
 *
 * <p>{@link #NOT_READ} for a server that has no {@code /limits} (a user's own service) and for results written before
 * it existed.
 */
public record ParityRecord(List<ParityLimit> limits) {
    public static final ParityRecord NOT_READ = new ParityRecord(List.of());

    public ParityRecord {
        limits = List.copyOf(limits);
    }

    /**
     * The record of a {@code /limits} answer's {@code limits} object: each field a limit, {@code {"kind", "value",
     * "source"}}.
     *
     * @throws IllegalArgumentException naming the limit whose kind or shape is not {@code /limits}'
     */
    public static ParityRecord fromLimits(JsonNode limits) {
        if (limits == null || !limits.isObject()) {
            throw new IllegalArgumentException("no \"limits\" object: " + (limits == null ? "nothing" : limits.getNodeType().toString().toLowerCase()));
        }
        List<ParityLimit> read = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> fields = limits.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            JsonNode limit = field.getValue();
            if (!limit.isObject()) {
                throw new IllegalArgumentException("limit '" + field.getKey() + "' is not an object of kind, value and source");
            }
            LimitKind kind;
            try {
                kind = LimitKind.ofJsonName(limit.path("kind").asText(""));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("limit '" + field.getKey() + "': " + e.getMessage(), e);
            }
            JsonNode value = limit.path("value");
            read.add(new ParityLimit(field.getKey(), kind, value.isNull() || value.isMissingNode() ? null : value.asText(),
                    limit.path("source").asText("")));
        }
        return new ParityRecord(read);
    }

    public boolean isEmpty() {
        return limits.isEmpty();
    }

    public Optional<ParityLimit> limit(String name) {
        return limits.stream().filter(limit -> limit.name().equals(name)).findFirst();
    }

    /** The limits that can cap one mode and not another: all but the threads' own. */
    public List<ParityLimit> beyondTheThreads() {
        return limits.stream().filter(limit -> !limit.kind().isThreads()).toList();
    }

    /**
     * The record as plain text, one limit a line with its source: "maxConnections 20000 (JMX Catalina:...)"; "not read"
     * for none. For a summary's or a page's cell details.
     */
    public String describe() {
        return isEmpty() ? "not read" : limits.stream().map(limit -> limit.describe() + " (" + limit.source() + ")")
                .collect(Collectors.joining("\n"));
    }
}
