package dev.vtbench.harness.matrix;

/** A runtime, JVM, mode, profile or scenario was named that does not exist; the message lists those that do. */
public final class UnknownNameException extends RuntimeException {
    public UnknownNameException(String message) {
        super(message);
    }
}
