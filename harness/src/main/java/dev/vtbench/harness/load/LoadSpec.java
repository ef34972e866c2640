package dev.vtbench.harness.load;

import dev.vtbench.contract.LoadModel;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What the Gatling driver does in one measurement: which simulation, and its load. Closed model: {@code users}
 * virtual users each send requests back to back over their own connection (a result is bounded by their
 * concurrency and suffers coordinated omission: a slow server slows the clients down). Open model: {@code rate}
 * new requests per second whatever the server does (latency without coordinated omission); for a rate search,
 * {@code rate} is the highest rate it may reach. {@code properties} are the simulation's own system properties.
 * The {@link Warmup} waits for a steady rate or is fixed; a rate search and a ramp-up keep their own definitions
 * (a fixed warm-up at the first step; none), so for them it is always fixed.
 */
public record LoadSpec(Simulation simulation, LoadModel model, int users, int rate, Warmup warmup, int durationSeconds,
                       Map<String, String> properties, EqualLoadPlan steps) {
    public static final int MAX_USERS = 20_000;

    public LoadSpec {
        java.util.Objects.requireNonNull(model, "model");
        if (model == LoadModel.CLOSED && (users < 1 || users > MAX_USERS)) {
            throw new IllegalArgumentException("users = " + users + " is out of range (expected 1.." + MAX_USERS + ")");
        }
        if (steps != null && (model != LoadModel.OPEN || simulation.stepRatesProperty().isEmpty())) {
            throw new IllegalArgumentException("equal-load steps are offered by an open-model simulation that runs steps, not a "
                    + model.jsonName() + " " + simulation.label());
        }
        // Equal-load steps whose rates are fractions of capacity have no rate until the run has measured that capacity.
        boolean unresolvedSteps = steps != null && rate == 0;
        if (model == LoadModel.OPEN && !unresolvedSteps && (rate < 1 || rate > 200_000)) {
            throw new IllegalArgumentException("rate = " + rate + " is out of range (expected 1..200000 requests/s)");
        }
        java.util.Objects.requireNonNull(warmup, "warmup");
        if (warmup.untilSteady() && !simulation.constantLoad()) {
            throw new IllegalArgumentException("a " + simulation.label() + " has its own warm-up: give it a fixed one (warmup.seconds)");
        }
        if (durationSeconds < 1 || durationSeconds > 36_000) {
            throw new IllegalArgumentException("duration = " + durationSeconds + " s is out of range (expected 1..36000)");
        }
        properties = Map.copyOf(properties);
    }

    /** A load of one level, or of a simulation that needs no step rates from the harness. */
    public LoadSpec(Simulation simulation, LoadModel model, int users, int rate, Warmup warmup, int durationSeconds,
                    Map<String, String> properties) {
        this(simulation, model, users, rate, warmup, durationSeconds, properties, null);
    }

    /**
     * Equal-load steps by {@code plan}: the simulation holds each rate until steady, then measures it for
     * {@code durationSeconds}; it ramps to each step itself, so no warm-up of the harness's comes before it. Fractions of
     * capacity are resolved once the run has measured it ({@link #withStepRates}).
     */
    public static LoadSpec equalLoad(Simulation simulation, EqualLoadPlan plan, int durationSeconds, Map<String, String> properties) {
        int rate = plan.relativeToCapacity() ? 0 : plan.rates().get(plan.rates().size() - 1);
        LoadSpec spec = new LoadSpec(simulation, LoadModel.OPEN, 0, rate, Warmup.fixed(0), durationSeconds, properties, plan);
        return plan.relativeToCapacity() ? spec : spec.withStepRates(plan.rates(), DEFAULT_MAX_IN_FLIGHT);
    }

    /** The bound on requests in flight of equal-load steps when neither the matrix nor a capacity cell gives one. */
    public static final int DEFAULT_MAX_IN_FLIGHT = 1_000;

    /** The same load with another warm-up (a scenario's own cap). */
    public LoadSpec withWarmup(Warmup other) {
        return new LoadSpec(simulation, model, users, rate, other, durationSeconds, properties, steps);
    }

    /** Whether this load offers equal-load steps. */
    public boolean equalLoadSteps() {
        return steps != null;
    }

    /**
     * Whether its window measures the server's capacity: a closed-model load of one level (users back to back, as many
     * requests as the server answers), which equal-load steps at fractions of capacity need first.
     */
    public boolean measuresCapacity() {
        return model == LoadModel.CLOSED && simulation.constantLoad() && steps == null;
    }

    /** Whether its rates are known: always, but for equal-load steps by fractions of a capacity not measured yet. */
    public boolean resolved() {
        return steps == null || rate > 0;
    }

    /**
     * These steps at {@code rates} (ascending), with at most {@code maxInFlight} requests in flight unless the matrix set
     * its own bound: the driver's connections then stay near rate x latency (Little's law) while a wait for a free slot
     * still counts as latency.
     */
    public LoadSpec withStepRates(List<Integer> rates, int maxInFlight) {
        return withStepRates(rates, maxInFlight, steps == null ? null : steps);
    }

    /** The same, recording in the plan where fractions' rates came from ({@link EqualLoadPlan#basis}). */
    public LoadSpec withStepRates(List<Integer> rates, int maxInFlight, String basis) {
        return withStepRates(rates, maxInFlight, steps == null ? null : steps.resolvedAgainst(basis));
    }

    private LoadSpec withStepRates(List<Integer> rates, int maxInFlight, EqualLoadPlan plan) {
        if (steps == null || rates.isEmpty()) {
            throw new IllegalStateException("only equal-load steps take step rates, at least one");
        }
        Map<String, String> resolved = new TreeMap<>(properties);
        resolved.put(simulation.stepRatesProperty().orElseThrow(), rates.stream().map(String::valueOf).collect(Collectors.joining(",")));
        simulation.maxInFlightProperty().ifPresent(property -> resolved.putIfAbsent(property, Integer.toString(maxInFlight)));
        return new LoadSpec(simulation, model, users, rates.get(rates.size() - 1), warmup, durationSeconds, resolved, plan);
    }

    /** The rates of resolved equal-load steps, in order; empty for any other load or before they are resolved. */
    public List<Integer> stepRates() {
        return simulation.stepRatesIn(properties);
    }

    /**
     * The bound on requests in flight of an open model (equal-load steps included), as given to the driver or its
     * simulation's default; 0 for a closed model or a simulation without one.
     */
    public int maxInFlight() {
        if (model != LoadModel.OPEN) {
            return 0;
        }
        return simulation.maxInFlightProperty().map(property -> properties.containsKey(property) ? Integer.parseInt(properties.get(property))
                : simulation.parameters().values().stream().filter(p -> p.property().equals(property)).findFirst()
                        .map(p -> (int) p.defaultValue()).orElse(0)).orElse(0);
    }

    public static LoadSpec closed(int users, Warmup warmup, int durationSeconds) {
        return new LoadSpec(Simulation.DEFAULT, LoadModel.CLOSED, users, 0, warmup, durationSeconds, Map.of());
    }

    public static LoadSpec open(int rate, Warmup warmup, int durationSeconds) {
        return new LoadSpec(Simulation.DEFAULT, LoadModel.OPEN, 0, rate, warmup, durationSeconds, Map.of());
    }

    /** The least warm-up: the fixed one, or the minimum before a steady rate may open the window. */
    public int warmupSeconds() {
        return warmup.minSeconds();
    }

    /** "c400" (400 closed-model users), "o5000" (5000 requests/s), prefixed by the simulation unless a throughput run. */
    public String label() {
        if (steps != null) {
            return simulation.label() + "-" + steps.label();
        }
        String load = model == LoadModel.CLOSED ? "c" + users : "o" + rate;
        return simulation.isDefault() ? load : simulation.label() + "-" + load;
    }

    /**
     * The most requests in flight at once, and so the connections the driver may open: the users of a closed model; the
     * bound on requests in flight of an open one (arrivals beyond it wait in the driver); a second's worth of its rate
     * for a simulation that has no such bound.
     */
    public int concurrency() {
        if (model == LoadModel.CLOSED) {
            return users;
        }
        return maxInFlight() > 0 ? maxInFlight() : rate;
    }

    /** The system properties for the simulation, besides target, endpoint and stats file. */
    public Map<String, String> systemProperties() {
        Map<String, String> all = new TreeMap<>(properties);
        all.put("vtbench.model", model.jsonName());
        all.put("vtbench.users", Integer.toString(users));
        all.put("vtbench.rate", Integer.toString(rate));
        all.putAll(warmup.systemProperties());
        all.put("vtbench.durationSeconds", Integer.toString(durationSeconds));
        return all;
    }
}
