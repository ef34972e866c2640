package dev.vtbench.workload;

import java.util.Objects;

/**
 * What only the runtime adapter knows about the server it runs in, reported by {@code /info} so
 * that every benchmark result can be traced to the exact configuration that produced it.
 *
 * @param runtime the server runtime, for example {@code plain-jdk}
 * @param mode how requests get threads, for example {@code pool} or {@code virtual}
 * @param poolSize the request thread pool's size, or {@code null} when there is no fixed pool
 *     (virtual threads, or a pool the runtime sizes itself)
 */
public record ServerIdentity(String runtime, String mode, Integer poolSize) {

    public ServerIdentity {
        requireText(runtime, "runtime");
        requireText(mode, "mode");
        if (poolSize != null && poolSize < 1) {
            throw new IllegalArgumentException("poolSize must be at least 1 or null (no fixed pool), got " + poolSize);
        }
    }

    private static void requireText(String value, String name) {
        Objects.requireNonNull(value, name);
        if (value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank: say which " + name + " this server uses");
        }
    }
}
