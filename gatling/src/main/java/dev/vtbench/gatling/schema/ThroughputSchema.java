package dev.vtbench.gatling.schema;

import java.util.List;

/** The throughput and soak simulations' own numbers, beyond their {@link LoadSchema load} and the {@link CommonSchema common} ones. */
public final class ThroughputSchema {

    /** Also the ramp-up's: one harness setting means the same for every closed or constant load. */
    public static final Parameter MAX_ERROR_PERCENT = Parameter.decimal("max.error.percent", "vtbench.maxErrorPercent",
            Unit.PERCENT, 0, 100, 1.0, "failed requests tolerated before Gatling exits with 2");

    /**
     * The open model's bound on requests in flight: an arrival beyond it waits in the driver, inside its timed pass, so
     * connections stay near rate x latency (Little's law) while the wait still counts as latency. Without it a server
     * that stalls is sent ever more connections until the driver runs out of sockets (15,000/s on /hello: 272,250
     * failed "too many open files").
     */
    public static final Parameter OPEN_MAX_IN_FLIGHT = Parameter.whole("open.max.in.flight", "vtbench.open.maxInFlight",
            Unit.REQUESTS, 1, 20_000, 1_000, "open model: the most requests in flight; an arrival beyond waits in the driver, "
                    + "its wait counted in its latency");

    public static final List<Parameter> ALL = List.of(MAX_ERROR_PERCENT, OPEN_MAX_IN_FLIGHT);

    private ThroughputSchema() {
    }
}
