package dev.vtbench.harness.load;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.vtbench.contract.LoadModel;
import dev.vtbench.gatling.schema.Parameter;
import dev.vtbench.gatling.schema.Refusal;
import dev.vtbench.gatling.schema.SimulationSchema;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A Gatling simulation (gatling/README.md) a cell can be loaded with, as the gatling module's schema
 * ({@link SimulationSchema}) declares it: its class, the matrix keys it takes beyond the harness's own (users, rates,
 * warm-up, duration) with their system properties, units, ranges and defaults, and its shape (which model it runs,
 * whether it holds one load level, how long it may run). The harness asks these questions and names no simulation,
 * so that a new one is added in the gatling module alone, and a bad value is refused when the matrix is loaded, not
 * per cell after the images are built.
 */
public record Simulation(SimulationSchema schema) {
    /** Throughput: the simulation of a matrix that names none, left out of cell ids. */
    public static final Simulation DEFAULT = new Simulation(SimulationSchema.DEFAULT);

    public Simulation {
        Objects.requireNonNull(schema, "schema");
    }

    /** Every simulation, in the schema's order. */
    public static List<Simulation> all() {
        return Arrays.stream(SimulationSchema.values()).map(Simulation::new).toList();
    }

    @JsonCreator
    public static Simulation parse(String name) {
        return all().stream().filter(s -> s.label().equals(name)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("unknown simulation '" + name + "' (expected one of " + labels(all()) + ")"));
    }

    /** The simulations that hold one load level: the only ones that can send a user's traffic or share several drivers. */
    public static List<Simulation> constantLoads() {
        return all().stream().filter(Simulation::constantLoad).toList();
    }

    /** The labels of {@code simulations}, as a matrix file would list them. */
    public static List<String> labels(List<Simulation> simulations) {
        return simulations.stream().map(Simulation::label).toList();
    }

    /** "throughput", "soak", "rate-search", "ramp-up": how matrix files and results name it. */
    @JsonValue
    public String label() {
        return schema.label();
    }

    /** Its label, so that text built from a simulation reads as matrix files and results name it. */
    @Override
    public String toString() {
        return label();
    }

    public boolean isDefault() {
        return equals(DEFAULT);
    }

    /** Whether it holds one load level for its whole window (see {@link SimulationSchema#constantLoad()}). */
    public boolean constantLoad() {
        return schema.constantLoad();
    }

    /** The simulation that offers equal-load steps (the matrix's {@code equal.load}), if the driver has one. */
    public static Optional<Simulation> equalLoadSteps() {
        return all().stream().filter(s -> s.stepRatesProperty().isPresent()).findFirst();
    }

    /** The system property through which it takes equal-load step rates; empty unless it runs such steps. */
    public Optional<String> stepRatesProperty() {
        return schema.stepRatesProperty();
    }

    /**
     * The rates of resolved equal-load steps that {@code properties} (this simulation's) hold, in order; empty for a
     * simulation without steps, or before they are resolved.
     */
    public List<Integer> stepRatesIn(Map<String, String> properties) {
        return stepRatesProperty().map(properties::get).filter(text -> !text.isBlank())
                .map(text -> Arrays.stream(text.split(",")).map(String::strip).map(Integer::valueOf).toList()).orElse(List.of());
    }

    /** The system property that bounds its requests in flight; empty unless it has such a bound. */
    public Optional<String> maxInFlightProperty() {
        return schema.maxInFlightProperty();
    }

    /** The model it runs whatever the matrix says, if it has one. */
    public Optional<LoadModel> fixedModel() {
        return schema.fixedModel();
    }

    /** The key whose value is the load's rate when the matrix's {@code rates} does not give it (a search's highest rate). */
    public Optional<Parameter> rateParameter() {
        return schema.rateParameter();
    }

    /** The longest it runs after its warm-up, in seconds, with these system properties and this matrix duration. */
    public long plannedSeconds(Map<String, String> properties, long durationSeconds) {
        return schema.plannedSeconds(properties, durationSeconds);
    }

    /** The shortest it runs after its warm-up, in seconds: less than {@link #plannedSeconds} only for one that may end or settle early. */
    public long shortestSeconds(Map<String, String> properties, long durationSeconds) {
        return schema.shortestSeconds(properties, durationSeconds);
    }

    /** The first rule between two of its keys that these system properties break. */
    public Optional<Refusal> inconsistency(Map<String, String> properties) {
        return schema.inconsistency(properties);
    }

    /** The matrix key of one of this simulation's system properties ("vtbench.search.stepFactor" gives "search.step.factor"), or the property itself where no key sets it. */
    public String keyOf(String property) {
        return schema.parameters().stream().filter(p -> p.property().equals(property)).map(Parameter::key).findFirst().orElse(property);
    }

    public String className() {
        return schema.className();
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
        return all().stream().flatMap(s -> s.schema.parameters().stream()).map(Parameter::key).collect(Collectors.toSet());
    }
}
