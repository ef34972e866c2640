package dev.vtbench.gatling.schema;

/** What a parameter's number counts, as the matrix help and its errors print it. */
public enum Unit {
    REQUESTS_PER_SECOND("requests/s"),
    SECONDS("s"),
    MILLISECONDS("ms"),
    USERS("users"),
    /** Requests at once, such as the most an equal-load run keeps in flight. */
    REQUESTS("requests"),
    STEPS("steps"),
    /** A multiplier, such as the rate search's step from one rate to the next. */
    FACTOR("factor"),
    /** Which percentile of a latency distribution: 99 is p99. */
    PERCENTILE("percentile"),
    /** A share of all requests. */
    PERCENT("%");

    private final String symbol;

    Unit(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }
}
