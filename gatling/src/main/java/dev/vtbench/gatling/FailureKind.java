package dev.vtbench.gatling;

/**
 * Names why a request failed, from the little a Gatling session keeps of it: the status code it
 * saved, if a response came back at all, and how long we waited.
 *
 * <p>Gatling puts its own failure message only into its binary log, not into the session, so the
 * kinds stay coarse: {@code status_<code>} for a response with an unexpected status,
 * {@code timeout} when no response came before the request timeout, {@code connection} when the
 * request failed earlier than that (refused, reset, closed).
 */
final class FailureKind {

    static final String TIMEOUT = "timeout";
    static final String CONNECTION = "connection";

    private FailureKind() {
    }

    /**
     * @param status the response status, {@code null} if no response was received
     * @param elapsedNanos our measurement of the request, which starts slightly before Gatling's,
     *     so a request Gatling timed out always took at least {@code requestTimeoutNanos} here
     */
    static String of(Integer status, long elapsedNanos, long requestTimeoutNanos) {
        if (status != null) {
            return "status_" + status;
        }
        return elapsedNanos >= requestTimeoutNanos ? TIMEOUT : CONNECTION;
    }
}
