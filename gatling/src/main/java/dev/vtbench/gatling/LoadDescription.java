package dev.vtbench.gatling;

import java.util.Objects;

/**
 * What load a run offered, as its stats report it: every simulation describes itself in these same
 * terms so that any result says which simulation and which {@link LoadModel} produced it.
 *
 * @param simulation simple name of the simulation class
 * @param users concurrent users (at the peak, for a ramp) of a closed model, {@code null} for an open one
 * @param rate requests per second of a single-rate open model, {@code null} otherwise
 * @param warmupSeconds unmeasured seconds before the measurement window
 * @param durationSeconds planned seconds of the measurement window
 */
record LoadDescription(
        String simulation,
        LoadModel model,
        Integer users,
        Integer rate,
        String endpoint,
        String target,
        int warmupSeconds,
        int durationSeconds) {

    LoadDescription {
        Objects.requireNonNull(simulation, "simulation");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(target, "target");
    }
}
