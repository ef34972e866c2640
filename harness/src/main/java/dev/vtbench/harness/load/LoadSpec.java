package dev.vtbench.harness.load;

import java.util.Map;
import java.util.TreeMap;

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
                       Map<String, String> properties) {
    public static final int MAX_USERS = 20_000;

    public LoadSpec {
        java.util.Objects.requireNonNull(model, "model");
        if (model == LoadModel.CLOSED && (users < 1 || users > MAX_USERS)) {
            throw new IllegalArgumentException("users = " + users + " is out of range (expected 1.." + MAX_USERS + ")");
        }
        if (model == LoadModel.OPEN && (rate < 1 || rate > 200_000)) {
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
        String load = model == LoadModel.CLOSED ? "c" + users : "o" + rate;
        return simulation.isDefault() ? load : simulation.label() + "-" + load;
    }

    /** The most requests in flight at once: the users of a closed model; for an open one, a second's worth. */
    public int concurrency() {
        return model == LoadModel.CLOSED ? users : rate;
    }

    /** The system properties for the simulation, besides target, endpoint and stats file. */
    public Map<String, String> systemProperties() {
        Map<String, String> all = new TreeMap<>(properties);
        all.put("vtbench.model", model.key());
        all.put("vtbench.users", Integer.toString(users));
        all.put("vtbench.rate", Integer.toString(rate));
        all.putAll(warmup.systemProperties());
        all.put("vtbench.durationSeconds", Integer.toString(durationSeconds));
        return all;
    }
}
