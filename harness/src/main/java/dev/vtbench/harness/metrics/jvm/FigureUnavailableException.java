package dev.vtbench.harness.metrics.jvm;

/**
 * A JVM figure that cannot be taken, with the reason and, where there is one, the remedy. The figure is then
 * reported as unknown with this message, never estimated.
 */
public final class FigureUnavailableException extends Exception {
    public FigureUnavailableException(String reason) {
        super(reason);
    }

    public FigureUnavailableException(String reason, Throwable cause) {
        super(reason, cause);
    }
}
