package dev.vtbench.gatling;

import dev.vtbench.contract.LoadModel;
import java.util.Objects;

/**
 * What load a run offered, as its stats report it: every simulation describes itself in these same
 * terms so that any result says which simulation and which {@link LoadModel} produced it.
 *
 * @param simulation simple name of the simulation class
 * @param users concurrent users (at the peak, for a ramp) of a closed model, {@code null} for an open one
 * @param rate requests per second of a single-rate open model, {@code null} otherwise
 * @param warmupSeconds unmeasured seconds before the measurement window (the least, for a warm-up until steady)
 * @param durationSeconds planned seconds of the measurement window
 * @param warmup how the window's opening is decided
 * @param traffic what was sent: {@code endpoint /hello}, {@code requests: 3 from requests.json}, or
 *     {@code own simulation com.example.CheckoutSimulation} (see {@link Traffic})
 */
record LoadDescription(
        String simulation,
        LoadModel model,
        Integer users,
        Integer rate,
        String endpoint,
        String target,
        int warmupSeconds,
        int durationSeconds,
        WarmupPolicy warmup,
        String traffic) {

    /** A load with a fixed warm-up of {@code warmupSeconds}, of GETs of the endpoint. */
    LoadDescription(String simulation, LoadModel model, Integer users, Integer rate, String endpoint, String target,
            int warmupSeconds, int durationSeconds) {
        this(simulation, model, users, rate, endpoint, target, warmupSeconds, durationSeconds, WarmupPolicy.fixed(warmupSeconds));
    }

    /** A load of GETs of the endpoint, as every simulation but the throughput ones sends. */
    LoadDescription(String simulation, LoadModel model, Integer users, Integer rate, String endpoint, String target,
            int warmupSeconds, int durationSeconds, WarmupPolicy warmup) {
        this(simulation, model, users, rate, endpoint, target, warmupSeconds, durationSeconds, warmup, "endpoint " + endpoint);
    }

    LoadDescription {
        Objects.requireNonNull(warmup, "warmup");
        Objects.requireNonNull(simulation, "simulation");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(traffic, "traffic");
    }
}
