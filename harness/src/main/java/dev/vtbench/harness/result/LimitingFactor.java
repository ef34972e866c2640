package dev.vtbench.harness.result;

/**
 * What set the pace of a measured window, as {@link LimitingFactors} computes it from the figures sampled in it, with
 * what the cell's throughput then is: the server's capacity only when the server itself was the limit.
 */
public enum LimitingFactor {
    SERVER_CPU("server CPU", "the server used its CPU quota (or was throttled by it)",
            "the server's capacity on this quota"),
    POOL_THREADS("pool threads", "the bounded pool's threads were all waiting: throughput reached the pool's Little's-law "
            + "bound (pool size / delay)", "the pool's bound, not the CPU's: a bigger pool would serve more"),
    CONNECTION_LIMIT("connection limit", "the server's connection limit, smaller than the users and any pool, was reached: "
            + "throughput reached its Little's-law bound (connections / delay); connections beyond it were not served",
            "the connection limit's bound, not the threads' or the CPU's: a higher limit would serve more"),
    CLIENTS("clients", "the closed model's users were all waiting: throughput reached their Little's-law bound "
            + "(users / delay)", "the load's bound, not the server's: more users would be served"),
    OFFERED_LOAD("offered load", "an open model's server completed what it was offered", "not a capacity: the server kept up"),
    DRIVER("driver", "the driver's cores were saturated while the server had CPU to spare",
            "a lower bound of the server's capacity"),
    CONNECTION_POOL("connection pool", "requests waited for the server's database connections: throughput reached the "
            + "connection pool's Little's-law bound (connections / time each is held), or, for a pool vtbench cannot read, "
            + "the database saw every connection running a query with more users than connections",
            "the connection pool's bound, not the threads' or the CPU's: a bigger pool would serve more"),
    DATABASE("database", "the database used about a core while the server had CPU to spare",
            "the database's limit, not the server's"),
    BACKEND("backend", "the backend used about a core while the server had CPU to spare", "the backend's limit, not the server's"),
    CARRIERS("carriers or another limit inside the server", "virtual threads with CPU to spare, below any Little's-law bound, "
            + "the driver not saturated: the carriers, a lock or the network stack held requests back; no scheduler queue "
            + "was read to tell which", "the server's capacity in this mode, not its CPU's"),
    GC("GC", "the collector held the application stopped for over 20% of the window", "the server's capacity with this heap"),
    ERRORS("errors", "more than 1% of the requests failed", "not a capacity: failures are not served requests"),
    UNKNOWN("unknown", "no sampled figure explains the pace (or the figures were not read)", "unexplained: read the notes");

    private final String label;
    private final String meaning;
    private final String figureIs;

    LimitingFactor(String label, String meaning, String figureIs) {
        this.label = label;
        this.meaning = meaning;
        this.figureIs = figureIs;
    }

    /** A short name for tables: "server CPU", "pool threads". */
    public String label() {
        return label;
    }

    /** What it means, in one line. */
    public String meaning() {
        return meaning;
    }

    /** What the cell's throughput is when this factor limited it. */
    public String figureIs() {
        return figureIs;
    }
}
