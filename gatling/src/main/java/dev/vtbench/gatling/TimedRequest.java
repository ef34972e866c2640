package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Session;
import java.time.Duration;

/**
 * One GET of the endpoint, timed with {@link System#nanoTime()} around Gatling's request and
 * handed to a {@link LatencyRecorder}: a start time goes into the session before the request, and
 * the step after it reads the outcome back from the session.
 *
 * <p>Gatling still logs every request itself, so its HTML report and its failed-request assertion
 * see the same requests, including the failures.
 */
final class TimedRequest {

    private static final String STARTED_AT_NANOS = "vtbench.startedAtNanos";
    private static final String STATUS = "vtbench.status";

    private TimedRequest() {
    }

    static ChainBuilder of(String endpoint, Duration requestTimeout, LatencyRecorder recorder) {
        long requestTimeoutNanos = requestTimeout.toNanos();
        return exec(session -> session
                        // A looping user must not read the status of its previous request after a connection failure.
                        .remove(STATUS)
                        .set(STARTED_AT_NANOS, recorder.requestStarting(System.nanoTime())))
                .exec(http("GET " + endpoint)
                        .get(endpoint)
                        .requestTimeout(requestTimeout)
                        // Saved first so that it is kept even when the next check fails the request.
                        .check(status().saveAs(STATUS), status().is(200)))
                .exec(session -> record(session, System.nanoTime(), requestTimeoutNanos, recorder));
    }

    private static Session record(Session session, long completedNanos, long requestTimeoutNanos,
            LatencyRecorder recorder) {
        long startedNanos = session.getLong(STARTED_AT_NANOS);
        if (session.isFailed()) {
            Integer status = session.contains(STATUS) ? session.getIntegerWrapper(STATUS) : null;
            recorder.recordFailure(completedNanos,
                    FailureKind.of(status, completedNanos - startedNanos, requestTimeoutNanos));
        } else {
            recorder.recordOk(startedNanos, completedNanos);
        }
        // Gatling has already logged the request as KO for its report and assertions; the session's
        // failed flag would otherwise stick and make every later request of a looping user look failed.
        return session.markAsSucceeded();
    }
}
