package dev.vtbench.gatling;

import static io.gatling.javaapi.http.HttpDsl.http;

import dev.vtbench.contract.LoadModel;
import io.gatling.javaapi.http.HttpProtocolBuilder;

/** The HTTP protocol every simulation uses against the server under test. */
final class TargetProtocol {

    private TargetProtocol() {
    }

    static HttpProtocolBuilder of(String target, LoadModel model) {
        HttpProtocolBuilder protocol = http
                .baseUrl(target)
                // Every request must reach the server: no answers served from a cache, and a redirect is
                // a non-200 answer to report, not a second request to make.
                .disableCaching()
                .disableFollowRedirect()
                // Gatling's default warm-up calls out to gatling.io; our warm-up period warms the stack.
                .disableWarmUp();
        // Open-model users live for one request each: with a connection pool per user, every request
        // would open a TCP connection and the driver would run out of ephemeral ports. The shared pool
        // has no size limit, so requests never queue in the driver (which would hide their waiting).
        // Closed-model users keep their own pool, so N users hold N keep-alive connections as in wrk.
        return model == LoadModel.OPEN ? protocol.shareConnections() : protocol;
    }
}
