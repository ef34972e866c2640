package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.ByteArrayBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * One request of vtbench's own traffic, named by its phase of the run and its label ("window: POST /echo") in Gatling's
 * report, failed unless answered with its expected status, and saving that status for {@link TimedPass} to name a
 * failure by.
 */
final class CheckedRequest {

    private CheckedRequest() {
    }

    static ChainBuilder of(ListedRequest request, Duration requestTimeout) {
        String label = request.label();
        HttpRequestActionBuilder http = http(session -> TimedPass.named(session, label))
                .httpRequest(request.method(), request.path())
                .requestTimeout(requestTimeout)
                // Saved first so that it is kept even when the next check fails the request.
                .check(status().saveAs(TimedPass.STATUS), status().is(request.status()));
        if (request.body() != null) {
            // Bytes and a function, not strings: Gatling would read "#{" in a string as an expression.
            String contentType = request.contentType();
            http = http.body(ByteArrayBody(request.body().getBytes(StandardCharsets.UTF_8)))
                    .header("Content-Type", session -> contentType);
        }
        return exec(http);
    }
}
