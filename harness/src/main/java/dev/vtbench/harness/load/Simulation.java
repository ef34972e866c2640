package dev.vtbench.harness.load;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The Gatling simulations (gatling/README.md) a cell can be loaded with, and the matrix keys each one takes
 * beyond the common ones, mapped to the simulation's system properties.
 */
public enum Simulation {
    /** One point of a concurrency sweep (closed) or a constant arrival rate (open). */
    THROUGHPUT("ThroughputSimulation", Map.of()),
    /** The same, long, to watch memory under constant load. */
    SOAK("SoakSimulation", Map.of()),
    /** Open-model staircase: the highest rate whose steps all met a latency objective. */
    RATE_SEARCH("RateSearchSimulation", Map.of(
            "search.start.rate", "vtbench.search.startRate",
            "search.max.rate", "vtbench.search.maxRate",
            "search.step.factor", "vtbench.search.stepFactor",
            "search.step.seconds", "vtbench.search.stepSeconds",
            "objective.percentile", "vtbench.objective.percentile",
            "objective.millis", "vtbench.objective.millis")),
    /** Closed ramp from idle: seconds to 90% of peak throughput. */
    RAMP_UP("RampUpSimulation", Map.of(
            "ramp.seconds", "vtbench.ramp.seconds",
            "hold.seconds", "vtbench.ramp.holdSeconds"));

    private final String className;
    private final Map<String, String> keys;

    Simulation(String className, Map<String, String> keys) {
        this.className = className;
        this.keys = keys;
    }

    public static Simulation parse(String name) {
        return Arrays.stream(values()).filter(s -> s.label().equals(name)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("unknown simulation '" + name + "' (expected one of "
                        + Arrays.stream(values()).map(Simulation::label).toList() + ")"));
    }

    /** "throughput", "soak", "rate-search", "ramp-up": how matrix files name it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public String className() {
        return "dev.vtbench.gatling." + className;
    }

    /** Matrix key to system property, for the keys only this simulation takes. */
    public Map<String, String> keys() {
        return keys;
    }

    /** Every simulation-specific matrix key, of all simulations. */
    public static Set<String> allKeys() {
        return Arrays.stream(values()).flatMap(s -> s.keys.keySet().stream()).collect(java.util.stream.Collectors.toSet());
    }
}
