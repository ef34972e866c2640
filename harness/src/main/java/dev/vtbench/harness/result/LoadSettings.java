package dev.vtbench.harness.result;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How a cell was loaded: the simulation, the workload model with its users or rate, the warm-up and the measured
 * duration, and the simulation's own system properties.
 *
 * @param warmupSeconds the least warm-up (the fixed one, or the minimum before a steady rate may open the window)
 * @param warmup the whole warm-up; {@code null} in results written before it was recorded
 * @param properties the simulation's system properties, sorted; {@code null} in results written before they were recorded
 */
public record LoadSettings(Simulation simulation, LoadModel model, int users, int rate, int warmupSeconds, Warmup warmup,
                           int durationSeconds, Map<String, String> properties) {
    static final String NOT_RECORDED = "not recorded";

    public LoadSettings {
        simulation = simulation == null ? Simulation.DEFAULT : simulation;
        if (warmup != null && warmup.minSeconds() != warmupSeconds) {
            throw new IllegalArgumentException("a warm-up of " + warmupSeconds + " s is not " + warmup.describe());
        }
        properties = properties == null ? null : Collections.unmodifiableMap(new TreeMap<>(properties));
    }

    public static LoadSettings from(LoadSpec spec) {
        return new LoadSettings(spec.simulation(), spec.model(), spec.users(), spec.rate(), spec.warmupSeconds(), spec.warmup(),
                spec.durationSeconds(), spec.properties());
    }

    /** "fixed 15 s", "until steady, 10-120 s", or "not recorded" for an older result. */
    public String warmupText() {
        return warmup == null ? NOT_RECORDED : warmup.describe();
    }

    /**
     * The open-model rates the cell was offered, in requests a second: its equal-load steps' rates, or its one rate;
     * empty for a closed model (its users set no rate) and for steps whose rates were not recorded.
     */
    public List<Integer> offeredRates() {
        if (model != LoadModel.OPEN) {
            return List.of();
        }
        return simulation.stepRatesProperty().isPresent() ? simulation.stepRatesIn(properties == null ? Map.of() : properties)
                : List.of(rate);
    }

    /** "closed model, 400 users", "open model, 2000 req/s offered"; a simulation other than the constant load is named first. */
    public String workloadText() {
        String load = model == LoadModel.OPEN ? "open model, " + rate + " req/s offered" : model.jsonName() + " model, " + users + " users";
        return simulation.isDefault() ? load : simulation.label() + ", " + load;
    }
}
