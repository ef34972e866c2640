package dev.vtbench.harness.engine;

/** No Docker engine answers; the message says how to start one. */
public final class DockerUnavailableException extends RuntimeException {
    public DockerUnavailableException(String message) {
        super(message);
    }
}
