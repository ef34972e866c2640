package dev.vtbench.gatling;

/**
 * Names why a request failed, from the little a Gatling session keeps of it: the status code it
 * saved, if a response came back at all, and how long we waited.
 *
 * <p>Gatling puts its own failure message only into its binary log, not into the session, so the
 * kinds stay coarse: {@code status_<code>} for a response with an unexpected status,
 * {@code timeout} when no response came before the request timeout, {@code connection} when the
 * request failed earlier than that (refused, reset, closed). A failed pass of a user's own chain
 * ({@link OwnTrafficSimulation}) is {@code status_<code>} if the chain saved a status under
 * {@link OwnTrafficSimulation#STATUS}, else {@value #OWN_PASS}: vtbench cannot tell what in it failed.
 */
final class FailureKind {

    static final String TIMEOUT = "timeout";
    static final String CONNECTION = "connection";
    static final String OWN_PASS = "own_pass";

    private FailureKind() {
    }

    /**
     * @param status the response status, {@code null} if no response was received
     * @param elapsedNanos our measurement of the request, which starts slightly before Gatling's,
     *     so a request Gatling timed out always took at least {@code requestTimeoutNanos} here
     */
    static String of(Integer status, long elapsedNanos, long requestTimeoutNanos) {
        if (status != null) {
            return ofStatus(status);
        }
        return elapsedNanos >= requestTimeoutNanos ? TIMEOUT : CONNECTION;
    }

    /** @param status the status the user's chain saved under {@link OwnTrafficSimulation#STATUS}, {@code null} if none */
    static String ofOwnPass(Integer status, long elapsedNanos) {
        return status != null ? ofStatus(status) : OWN_PASS;
    }

    private static String ofStatus(int status) {
        return "status_" + status;
    }
}
