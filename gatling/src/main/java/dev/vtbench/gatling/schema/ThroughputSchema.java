package dev.vtbench.gatling.schema;

import java.util.List;

/** The throughput and soak simulations' own numbers, beyond their {@link LoadSchema load} and the {@link CommonSchema common} ones. */
public final class ThroughputSchema {

    /** Also the ramp-up's: one harness setting means the same for every closed or constant load. */
    public static final Parameter MAX_ERROR_PERCENT = Parameter.decimal("max.error.percent", "vtbench.maxErrorPercent",
            Unit.PERCENT, 0, 100, 1.0, "failed requests tolerated before Gatling exits with 2");

    public static final List<Parameter> ALL = List.of(MAX_ERROR_PERCENT);

    private ThroughputSchema() {
    }
}
