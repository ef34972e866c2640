package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;

/**
 * The checks a cell passed or failed before load, the /info it reported (JVM vendor and version, pool size...) and the
 * limits it reported in /limits ({@link ParityRecord#NOT_READ} for a server without it, such as a user's service).
 */
public record Verification(String baseUrl, List<Check> checks, JsonNode info, ParityRecord parity) {

    public Verification {
        parity = parity == null ? ParityRecord.NOT_READ : parity;
    }

    /** A verification of a server that reports no limits. */
    public Verification(String baseUrl, List<Check> checks, JsonNode info) {
        this(baseUrl, checks, info, ParityRecord.NOT_READ);
    }

    /** These checks and {@code check} after them. */
    public Verification with(Check check) {
        return new Verification(baseUrl, java.util.stream.Stream.concat(checks.stream(), java.util.stream.Stream.of(check)).toList(), info,
                parity);
    }

    public boolean passed() {
        return checks.stream().allMatch(Check::passed);
    }

    public List<Check> failures() {
        return checks.stream().filter(check -> !check.passed()).toList();
    }

    public String info(String field) {
        return info == null ? "" : info.path(field).asText("");
    }
}
