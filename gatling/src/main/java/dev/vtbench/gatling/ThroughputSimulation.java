package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.asLongAs;
import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.doIf;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.List;
import java.util.Optional;

/**
 * Hammers one endpoint through a warm-up (fixed, or until the rate is steady: see {@link WarmupPolicy}) and then
 * the measured window, and writes {@link SimulationStats} to
 * {@code vtbench.statsFile}; see {@link SimulationParameters} for every knob.
 *
 * <p>Closed model: N users start at once and each loops request after request over its own
 * keep-alive connection, like {@code wrk -c N}; one run is one point of a concurrency sweep, which
 * the harness makes by running it once per user count. Open model: a new user every 1/rate seconds
 * sends one request, whether or not earlier ones were answered, which is the model free of
 * coordinated omission (see {@link LoadModel}); its stats also tell whether the driver kept that
 * schedule ({@link InjectionReport}).
 */
public class ThroughputSimulation extends Simulation {

    private final SimulationParameters parameters = SimulationParameters.fromSystemProperties();

    private final Optional<InjectionSchedule> schedule = parameters.injectionSchedule();

    // getClass(): a subclass such as SoakSimulation reports its own name.
    private final RunRecording recording = new RunRecording(
            parameters.describe(getClass().getSimpleName()), parameters.common(), schedule);

    private final ChainBuilder request = TimedRequest.of(
            parameters.common().endpoint(), parameters.common().requestTimeout(), recording.recorder());

    private final HttpProtocolBuilder protocol = TargetProtocol.of(parameters.common().target(), parameters.model());

    private final ScenarioBuilder scenario = switch (parameters.model()) {
        // exitASAP=false: an iteration whose request is in flight at the end still records it. The run is over when
        // its window closes, or at the cap of a warm-up that never became steady.
        case CLOSED -> scenario("closed " + parameters.users() + " users")
                .exec(asLongAs(session -> !runOver(), "iteration", false).on(request));
        // The schedule runs to the longest warm-up plus the window; once the run is over, the users still to come
        // send nothing, and the first of them stops the load generator rather than idle to the schedule's end.
        case OPEN -> scenario("open " + parameters.rate() + " req/s")
                .exec(doIf(session -> !runOver()).then(request))
                .stopLoadGeneratorIf(session -> "the measured window closed", session -> runOver());
    };

    private final List<OpenInjectionStep> injection = switch (parameters.model()) {
        case CLOSED -> List.of(atOnceUsers(parameters.users()));
        // constantUsersPerSec(rate).during(warm-up + duration), from the schedule the stats compare against.
        case OPEN -> schedule.orElseThrow().injectionSteps();
    };

    // Gatling exits with status 2 when this fails; the stats file is written before that either way.
    private final Assertion assertions = global().failedRequests().percent().lte(parameters.maxErrorPercent());

    public ThroughputSimulation() {
        // A last resort, should the run never see its own end: the longest run, plus the slowest request's timeout.
        setUp(scenario.injectOpen(injection)).protocols(protocol).assertions(assertions)
                .maxDuration(parameters.longestRunTime().plus(parameters.common().requestTimeout()).plusSeconds(5));
    }

    private boolean runOver() {
        return recording.recorder().runOver(System.nanoTime());
    }

    @Override
    public void after() {
        StatsFile.writeOrFail(recording.finish(System.nanoTime()), parameters.common().statsFile());
    }
}
