package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.exec;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Session;

/**
 * One pass of a traffic's chain (one request of vtbench's own traffic, or the whole chain of an
 * {@link OwnTrafficSimulation}), timed with {@link System#nanoTime()} around it and handed to a
 * {@link LatencyRecorder} as one request: a start time goes into the session before the chain, and the step after it
 * reads the outcome back from the session.
 *
 * <p>Gatling still logs every request itself, so its HTML report and its failed-request assertion
 * see the same requests, including the failures. The pass's phase of the run ({@link RunPhases}) goes into the
 * session as it starts, under {@link #PHASE}, for its requests to be named by in that report.
 */
final class TimedPass {

    /** Where a request of the chain saves its status, so that a failure is named by it ({@link FailureKind}). */
    static final String STATUS = "vtbench.status";
    /** Where the pass keeps the phase of the run it started in: "warm-up", "window", "step 1 (400 req/s) window". */
    static final String PHASE = "vtbench.phase";
    private static final String STARTED_AT_NANOS = "vtbench.startedAtNanos";

    /** Names a failed pass from the status its chain saved, if any, and how long the pass took. */
    interface Failures {
        String kind(Integer status, long elapsedNanos);
    }

    private TimedPass() {
    }

    static ChainBuilder of(ChainBuilder pass, LatencyRecorder recorder, Failures failures) {
        return exec(session -> {
                    long startedNanos = recorder.requestStarting(System.nanoTime());
                    // A looping user must not read the status of its previous pass after a connection failure.
                    return session.remove(STATUS).set(STARTED_AT_NANOS, startedNanos).set(PHASE, recorder.phaseAt(startedNanos));
                })
                .exec(pass)
                .exec(session -> record(session, System.nanoTime(), recorder, failures));
    }

    /** "window: GET /hello": {@code request} named by the phase its pass started in, or by itself outside a timed pass. */
    static String named(Session session, String request) {
        return session.contains(PHASE) ? session.getString(PHASE) + ": " + request : request;
    }

    private static Session record(Session session, long completedNanos, LatencyRecorder recorder, Failures failures) {
        long startedNanos = session.getLong(STARTED_AT_NANOS);
        if (session.isFailed()) {
            Integer status = session.contains(STATUS) ? session.getIntegerWrapper(STATUS) : null;
            recorder.recordFailure(completedNanos, failures.kind(status, completedNanos - startedNanos));
        } else {
            recorder.recordOk(startedNanos, completedNanos);
        }
        // Gatling has already logged the request as KO for its report and assertions; the session's
        // failed flag would otherwise stick and make every later pass of a looping user look failed.
        return session.markAsSucceeded();
    }
}
