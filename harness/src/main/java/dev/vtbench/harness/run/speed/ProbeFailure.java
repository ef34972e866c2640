package dev.vtbench.harness.run.speed;

/** A core's speed could not be probed; the message says why and what to do. */
public final class ProbeFailure extends Exception {
    public ProbeFailure(String message) {
        super(message);
    }
}
