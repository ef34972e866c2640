package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.during;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;

import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.InstantSource;

/**
 * Hammers one endpoint for warm-up plus duration and writes {@link SimulationStats} to
 * {@code vtbench.statsFile}; see {@link SimulationParameters} for every knob.
 *
 * <p>Closed model: N users start at once and each loops request after request over its own
 * keep-alive connection, like {@code wrk -c N}. Open model: a new user every 1/rate seconds sends
 * one request, whether or not earlier ones were answered, which is the model free of coordinated
 * omission (see {@link LoadModel}).
 */
public class ThroughputSimulation extends Simulation {

    private final SimulationParameters parameters = SimulationParameters.fromSystemProperties();

    private final Duration runTime = parameters.warmup().plus(parameters.duration());

    private final LatencyRecorder recorder = new LatencyRecorder(
            parameters.warmup(), parameters.duration(), parameters.requestTimeout(), InstantSource.system());

    private final ChainBuilder request = TimedRequest.of(parameters.endpoint(), parameters.requestTimeout(), recorder);

    private final HttpProtocolBuilder protocol = sharedInOpenModel(http
            .baseUrl(parameters.target())
            // Every request must reach the server: no answers served from a cache, and a redirect is
            // a non-200 answer to report, not a second request to make.
            .disableCaching()
            .disableFollowRedirect()
            // Gatling's default warm-up calls out to gatling.io; our warm-up period warms the stack.
            .disableWarmUp());

    private final ScenarioBuilder scenario = switch (parameters.model()) {
        // exitASAP=false: an iteration whose request is in flight at the end still records it.
        case CLOSED -> scenario("closed " + parameters.users() + " users")
                .exec(during(runTime, "iteration", false).on(request));
        case OPEN -> scenario("open " + parameters.rate() + " req/s").exec(request);
    };

    private final OpenInjectionStep injection = switch (parameters.model()) {
        case CLOSED -> atOnceUsers(parameters.users());
        case OPEN -> constantUsersPerSec(parameters.rate()).during(runTime);
    };

    // Gatling exits with status 2 when this fails; the stats file is written before that either way.
    private final Assertion assertions = global().failedRequests().percent().lte(parameters.maxErrorPercent());

    public ThroughputSimulation() {
        setUp(scenario.injectOpen(injection)).protocols(protocol).assertions(assertions);
    }

    @Override
    public void after() {
        RecordedRun run = recorder.results(System.nanoTime());
        SimulationStats stats = SimulationStats.of(parameters, run, gatlingVersion(),
                Runtime.getRuntime().availableProcessors());
        try {
            stats.writeTo(parameters.statsFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + parameters.statsFile(), e);
        }
    }

    /**
     * Open-model users live for one request each: with a connection pool per user, every request
     * would open a TCP connection and the driver would run out of ephemeral ports. Closed-model users
     * keep their own pool, so N users hold N keep-alive connections as in wrk.
     */
    private HttpProtocolBuilder sharedInOpenModel(HttpProtocolBuilder builder) {
        return parameters.model() == LoadModel.OPEN ? builder.shareConnections() : builder;
    }

    private static String gatlingVersion() {
        String version = Simulation.class.getPackage().getImplementationVersion();
        return version == null ? "unknown" : version;
    }
}
