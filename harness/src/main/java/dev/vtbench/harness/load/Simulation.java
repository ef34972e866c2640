package dev.vtbench.harness.load;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.vtbench.gatling.schema.Parameter;
import dev.vtbench.gatling.schema.SimulationSchema;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The Gatling simulations (gatling/README.md) a cell can be loaded with, and the matrix keys each one takes beyond
 * the harness's own (users, rates, warm-up, duration): their system properties, units, ranges and defaults come from
 * the gatling module's schema ({@link SimulationSchema}), the one the simulations read, so that a bad value is
 * refused when the matrix is loaded, not per cell after the images are built.
 */
public enum Simulation {
    /** One point of a concurrency sweep (closed) or a constant arrival rate (open). */
    THROUGHPUT("ThroughputSimulation", SimulationSchema.THROUGHPUT),
    /** The same, long, to watch memory under constant load. */
    SOAK("SoakSimulation", SimulationSchema.SOAK),
    /** Open-model staircase: the highest rate whose steps all met a latency objective. */
    RATE_SEARCH("RateSearchSimulation", SimulationSchema.RATE_SEARCH),
    /** Closed ramp from idle: seconds to 90% of peak throughput. */
    RAMP_UP("RampUpSimulation", SimulationSchema.RAMP_UP);

    private final String className;
    private final SimulationSchema schema;

    Simulation(String className, SimulationSchema schema) {
        this.className = className;
        this.schema = schema;
    }

    @JsonCreator
    public static Simulation parse(String name) {
        return Arrays.stream(values()).filter(s -> s.label().equals(name)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("unknown simulation '" + name + "' (expected one of "
                        + Arrays.stream(values()).map(Simulation::label).toList() + ")"));
    }

    /** "throughput", "soak", "rate-search", "ramp-up": how matrix files and results name it. */
    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Its label, so that text built from a simulation reads as matrix files and results name it. */
    @Override
    public String toString() {
        return label();
    }

    /** The matrix key of one of this simulation's system properties ("vtbench.search.stepFactor" gives "search.step.factor"), or the property itself where no key sets it. */
    public String keyOf(String property) {
        return schema.parameters().stream().filter(p -> p.property().equals(property)).map(Parameter::key).findFirst().orElse(property);
    }

    public String className() {
        return "dev.vtbench.gatling." + className;
    }

    /** Matrix key to system property, for the keys this simulation takes, in the schema's order. */
    public Map<String, String> keys() {
        return parameters().entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().property(),
                (a, b) -> a, LinkedHashMap::new));
    }

    /** Matrix key to what it sets and accepts, for the keys this simulation takes, in the schema's order. */
    public Map<String, Parameter> parameters() {
        return schema.parameters().stream().collect(Collectors.toMap(Parameter::key, p -> p, (a, b) -> a, LinkedHashMap::new));
    }

    /** Every simulation-specific matrix key, of all simulations. */
    public static Set<String> allKeys() {
        return Arrays.stream(values()).flatMap(s -> s.schema.parameters().stream()).map(Parameter::key).collect(Collectors.toSet());
    }
}
