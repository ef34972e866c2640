package dev.vtbench.harness.docker;

/**
 * The innermost cause's message: Testcontainers and docker-java wrap the one line that says what went wrong
 * ("exited with code 2", "no such file") in several layers of "could not start container".
 */
public final class RootCause {
    private RootCause() {}

    public static String message(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage();
    }
}
