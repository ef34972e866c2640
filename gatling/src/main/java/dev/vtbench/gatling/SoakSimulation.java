package dev.vtbench.gatling;

/**
 * A steady soak, to watch the server's memory under constant load: exactly a
 * {@link ThroughputSimulation} (same parameters, window logic and stats), run for a long
 * {@code vtbench.durationSeconds} (up to 36000 s). Closed users or an open constant rate
 * ({@code vtbench.model}) as for any throughput run; the open model keeps the load the same
 * whatever the server does, which is what a memory soak usually wants.
 *
 * <p>It exists as its own class only so that its stats ({@code "simulation": "SoakSimulation"}) and
 * Gatling's report say it was a soak; the harness samples the server's memory itself, aligned on
 * {@code windowOpenedAt} and {@code windowClosedAt}.
 */
public class SoakSimulation extends ThroughputSimulation {
}
