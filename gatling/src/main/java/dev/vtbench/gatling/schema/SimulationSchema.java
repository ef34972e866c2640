package dev.vtbench.gatling.schema;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Each simulation's parameters that a matrix sets key by key: the {@link CommonSchema common} ones, then its own.
 * The simulations read their ranges and defaults from here, the harness refuses a matrix value outside them when it
 * loads the matrix, and its help lists them. No Gatling class is used here, so the harness can load it on its own.
 */
public enum SimulationSchema {
    THROUGHPUT(ThroughputSchema.ALL),
    SOAK(ThroughputSchema.ALL),
    RATE_SEARCH(RateSearchSchema.ALL),
    RAMP_UP(RampUpSchema.ALL);

    private final List<Parameter> parameters;

    SimulationSchema(List<Parameter> own) {
        this.parameters = Stream.concat(CommonSchema.ALL.stream(), own.stream()).toList();
    }

    /** "throughput", "soak", "rate-search", "ramp-up": how matrix files name it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public List<Parameter> parameters() {
        return parameters;
    }

    public Optional<Parameter> parameter(String key) {
        return parameters.stream().filter(p -> p.key().equals(key)).findFirst();
    }
}
