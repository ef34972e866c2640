package dev.vtbench.workload;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What only the runtime adapter knows about the server it runs in, reported by {@code /info} so
 * that every benchmark result can be traced to the exact configuration that produced it.
 *
 * @param runtime the server runtime, for example {@code plain-jdk}
 * @param mode how requests get threads, for example {@code pool} or {@code virtual}
 * @param poolSize the request thread pool's size, or {@code null} when there is no fixed pool
 *     (virtual threads, or a pool the runtime sizes itself)
 * @param threadPool the runtime's own thread-pool settings under the runtime's own names, for
 *     example {@code maxThreads=200, useVirtualThreads=false} for Tomcat; {@code /info} writes
 *     them as a JSON object in this order. Values are strings, integers or booleans. Empty when
 *     the adapter does not describe its pool.
 */
public record ServerIdentity(String runtime, String mode, Integer poolSize, Map<String, Object> threadPool) {

    public ServerIdentity {
        requireText(runtime, "runtime");
        requireText(mode, "mode");
        if (poolSize != null && poolSize < 1) {
            throw new IllegalArgumentException("poolSize must be at least 1 or null (no fixed pool), got " + poolSize);
        }
        threadPool = orderedCopy(Objects.requireNonNull(threadPool, "threadPool"));
    }

    /** An identity whose adapter does not describe its pool beyond {@code poolSize}. */
    public ServerIdentity(String runtime, String mode, Integer poolSize) {
        this(runtime, mode, poolSize, Map.of());
    }

    private static void requireText(String value, String name) {
        Objects.requireNonNull(value, name);
        if (value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank: say which " + name + " this server uses");
        }
    }

    // Map.copyOf would lose the order the adapter chose, which /info keeps for readability.
    private static Map<String, Object> orderedCopy(Map<String, Object> settings) {
        Map<String, Object> copy = new LinkedHashMap<>();
        settings.forEach((name, value) -> {
            requireText(name, "threadPool setting name");
            if (!(value instanceof String || value instanceof Integer || value instanceof Long
                    || value instanceof Boolean)) {
                throw new IllegalArgumentException("threadPool setting '" + name + "' has "
                        + (value == null ? "no value" : "a " + value.getClass().getSimpleName())
                        + ": give a String, Integer, Long or Boolean, which /info can write as JSON");
            }
            copy.put(name, value);
        });
        return Collections.unmodifiableMap(copy);
    }
}
