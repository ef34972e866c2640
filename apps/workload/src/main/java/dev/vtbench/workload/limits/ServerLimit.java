package dev.vtbench.workload.limits;

import java.util.Objects;

/**
 * One limit of the running server, as {@code /limits} reports it: its name (the runtime's own, such as
 * {@code maxConnections}, or the JVM's property), its value, and where it was read, so that a reader can tell a value
 * the server runs with from one vtbench only asked for.
 *
 * @param value a {@link String}, {@link Long}, {@link Integer} or {@link Boolean}; {@code null} where it could not be
 *     read, and {@code source} then says why
 * @param source where the value was read: "JMX java.lang:type=Memory", "/proc/self/limits", "system property ..."
 */
public record ServerLimit(String name, LimitKind kind, Object value, String source) {

    public ServerLimit {
        Objects.requireNonNull(kind, "kind");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a limit needs a name: the runtime's own name for it");
        }
        if (source == null || source.isBlank()) {
            throw new IllegalArgumentException("limit '" + name + "' needs a source: say where its value was read");
        }
        if (value != null && !(value instanceof String || value instanceof Long || value instanceof Integer
                || value instanceof Boolean)) {
            throw new IllegalArgumentException("limit '" + name + "' has a " + value.getClass().getSimpleName()
                    + ": give a String, Long, Integer or Boolean, which /limits can write as JSON");
        }
    }

    /** A limit that could not be read: {@code why} says what was tried and what failed. */
    public static ServerLimit unread(String name, LimitKind kind, String why) {
        return new ServerLimit(name, kind, null, why);
    }
}
