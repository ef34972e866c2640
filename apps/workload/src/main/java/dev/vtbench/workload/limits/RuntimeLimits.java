package dev.vtbench.workload.limits;

import java.util.List;

/**
 * The limits only a runtime adapter can read (its connector's, its executor's), asked each time {@code /limits} is,
 * so that they are the running server's values rather than what the adapter was configured with at start.
 */
@FunctionalInterface
public interface RuntimeLimits {
    /** An adapter that reads none beyond the JVM's. */
    RuntimeLimits NONE = List::of;

    /** The runtime's limits now; one that cannot be read is a {@link ServerLimit#unread} naming why, not an exception. */
    List<ServerLimit> read();

    /** These limits, then {@code more}'s (a name given twice keeps this one's). */
    default RuntimeLimits and(RuntimeLimits more) {
        return () -> {
            List<ServerLimit> both = new java.util.ArrayList<>(read());
            both.addAll(more.read());
            return both;
        };
    }
}
