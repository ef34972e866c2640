package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;

/** The checks a cell passed or failed before load, and the /info it reported (JVM vendor and version, pool size...). */
public record Verification(String baseUrl, List<Check> checks, JsonNode info) {

    /** These checks and {@code check} after them. */
    public Verification with(Check check) {
        return new Verification(baseUrl, java.util.stream.Stream.concat(checks.stream(), java.util.stream.Stream.of(check)).toList(), info);
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
