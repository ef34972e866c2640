package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

/**
 * A user's own traffic as the Javadoc of {@link OwnTrafficSimulation} shows it: each pass a GET, then a POST, the POST
 * named by the phase of the run as {@link OwnTrafficSimulation#PHASE} allows.
 */
public class TwoRequestSimulation extends OwnTrafficSimulation {

    public TwoRequestSimulation() {
        super(exec(http("greet").get("/hello").check(status().is(200)))
                .exec(http(session -> session.getString(PHASE) + ": echo back").post("/echo").body(StringBody(HelloServer.ECHO_BODY)).asJson()
                        .check(status().is(200))));
    }
}
