package dev.vtbench.harness.verify;

import dev.vtbench.workload.limits.LimitKind;

import java.util.Objects;

/**
 * One limit of a cell's server as it reported it in {@code GET /limits} before load (apps/workload's
 * {@code ServerLimit}): its name, what it caps, its value as text ("20000", "G1 Young Generation, ...", "true"), and
 * where the server read it.
 *
 * @param value {@code null} where the server could not read it; {@code source} then says why
 */
public record ParityLimit(String name, LimitKind kind, String value, String source) {

    public ParityLimit {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        source = source == null ? "" : source;
    }

    /** Whether the server read a value. */
    public boolean known() {
        return value != null;
    }

    /** "maxConnections 20000", or "maxConnections unknown". */
    public String describe() {
        return name + " " + (known() ? value : "unknown");
    }
}
