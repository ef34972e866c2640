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
            "search.start.rate", Parameter.whole("vtbench.search.startRate", 1, 200_000),
            "search.max.rate", Parameter.whole("vtbench.search.maxRate", 1, 200_000),
            "search.step.factor", Parameter.decimal("vtbench.search.stepFactor", 1.01, 10),
            "search.step.seconds", Parameter.whole("vtbench.search.stepSeconds", 1, 3_600),
            "objective.percentile", Parameter.decimal("vtbench.objective.percentile", 0, 100),
            "objective.millis", Parameter.decimal("vtbench.objective.millis", 0.001, 3_600_000))),
    /** Closed ramp from idle: seconds to 90% of peak throughput. */
    RAMP_UP("RampUpSimulation", Map.of(
            "ramp.seconds", Parameter.whole("vtbench.ramp.seconds", 0, 3_600),
            "hold.seconds", Parameter.whole("vtbench.ramp.holdSeconds", 1, 36_000)));

    /**
     * A matrix key of one simulation: the system property it sets and the range the simulation itself accepts
     * (gatling/.../*Parameters), so that a bad value is refused when the matrix is loaded, not per cell after the
     * images are built.
     * @param whole whether only whole numbers are accepted (a count of seconds or of requests per second)
     */
    public record Parameter(String property, boolean whole, double min, double max) {
        static Parameter whole(String property, int min, int max) {
            return new Parameter(property, true, min, max);
        }

        static Parameter decimal(String property, double min, double max) {
            return new Parameter(property, false, min, max);
        }
    }

    private final String className;
    private final Map<String, Parameter> parameters;

    Simulation(String className, Map<String, Parameter> parameters) {
        this.className = className;
        this.parameters = parameters;
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
        return parameters.entrySet().stream().collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, e -> e.getValue().property()));
    }

    /** Matrix key to what it sets and accepts, for the keys only this simulation takes. */
    public Map<String, Parameter> parameters() {
        return parameters;
    }

    /** Every simulation-specific matrix key, of all simulations. */
    public static Set<String> allKeys() {
        return Arrays.stream(values()).flatMap(s -> s.parameters.keySet().stream()).collect(java.util.stream.Collectors.toSet());
    }
}
