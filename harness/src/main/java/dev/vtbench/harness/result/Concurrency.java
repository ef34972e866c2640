package dev.vtbench.harness.result;

import dev.vtbench.workload.limits.LimitKind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The most requests a closed-model cell can have in progress at once, the concurrency of Little's law (X = N / R), and
 * what sets it: the users; a bounded pool smaller than them; or a connection limit the server reported before load
 * ({@code /limits}, kind {@code connections}: Tomcat's maxConnections, Liberty's maxOpenConnections, the JDK server's
 * jdk.httpserver.maxConnections) smaller than both. Over HTTP/1.1 a connection carries one request at a time, and a
 * connection beyond the limit is not served (Tomcat and Liberty leave it in the accept queue, the JDK server closes it),
 * so the limit caps what is in progress as a pool does.
 */
public record Concurrency(int requests, Source source, String describe) {

    /** What set the concurrency. */
    public enum Source { USERS, POOL, CONNECTIONS }

    /**
     * The cell's concurrency: the smallest of its users, its bounded pool and its server's connection limits, the
     * first of them where two are equal (a pool of 400 for 400 users leaves the users as what sets it).
     */
    public static Concurrency of(CellContext context) {
        List<Concurrency> candidates = new ArrayList<>();
        candidates.add(new Concurrency(context.users(), Source.USERS, context.users() + " users"));
        Integer pool = context.poolSize();
        if (pool != null) {
            candidates.add(new Concurrency(pool, Source.POOL, "pool of " + pool));
        }
        candidates.addAll(connectionLimits(context));
        return candidates.stream().min(Comparator.comparingInt(Concurrency::requests)).orElseThrow();
    }

    /**
     * The connection limits of the server's record that are positive whole numbers: -1 (the JDK server's "no limit"),
     * an unread value or text caps nothing.
     */
    private static List<Concurrency> connectionLimits(CellContext context) {
        return context.parity().limits().stream()
                .filter(limit -> limit.kind() == LimitKind.CONNECTIONS && limit.known() && limit.value().matches("[1-9][0-9]{0,8}"))
                .map(limit -> new Concurrency(Integer.parseInt(limit.value()), Source.CONNECTIONS, limit.describe()))
                .toList();
    }

    /** The requests per second this concurrency allows when every request waits {@code delayMs}: Little's law. */
    public double boundPerSecond(int delayMs) {
        return requests / (delayMs / 1000.0);
    }

    /** "the pool's bound 2000 req/s (pool of 200 / 100 ms)". */
    public String describeBound(int delayMs) {
        String whose = switch (source) {
            case USERS -> "the users' bound";
            case POOL -> "the pool's bound";
            case CONNECTIONS -> "the connection limit's bound";
        };
        return String.format(Locale.ROOT, "%s %.0f req/s (%s / %d ms)", whose, boundPerSecond(delayMs), describe, delayMs);
    }
}
