package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.asLongAs;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.contract.stats.RampUpFigures;
import dev.vtbench.contract.stats.SimulationStats;
import dev.vtbench.contract.stats.StatsFile;
import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.Optional;

/**
 * Ramps from idle to heavy load and measures how fast the server's throughput follows: users are
 * added evenly over the ramp, each looping requests back to back over its own connection (the
 * closed model, as in {@link ThroughputSimulation}), until the planned end of ramp plus hold. Writes
 * {@link RampUpFigures}; see {@link RampUpParameters} for the knobs.
 *
 * <p>Closed, not an open ramp of arrival rates: an open ramp imposes the throughput (it is the
 * arrival rate until the server saturates), so the time to reach 90 % of peak would measure the
 * schedule. Closed users send as fast as they are answered, so the climb shows how fast the server
 * absorbs the growing concurrency (thread creation, JIT, pools); with a short ramp, that is all it
 * shows.
 *
 * <p>The users are injected with {@code rampUsers(N).during(ramp)} and loop until one common end,
 * rather than with {@code rampConcurrentUsers}: a closed injection profile replaces every user that
 * ends, so users ending at a fixed instant slightly before the profile does would be replaced by
 * users with nothing left to do.
 */
public class RampUpSimulation extends Simulation {

    private final RampUpParameters parameters = RampUpParameters.fromSystemProperties();

    private final RunRecording recording = new RunRecording(
            parameters.describe(getClass().getSimpleName()), parameters.common(), Optional.empty());

    private final ChainBuilder request = Traffic.endpoint(parameters.common()).timed(recording.recorder());

    private final HttpProtocolBuilder protocol = TargetProtocol.of(parameters.common().target(), LoadModel.CLOSED);

    // exitASAP=false: an iteration whose request is in flight at the end still records it.
    private final ScenarioBuilder scenario = scenario("ramp to " + parameters.users() + " users")
            .exec(asLongAs(session -> !recording.recorder().runOver(System.nanoTime()), "iteration", false).on(request));

    private final OpenInjectionStep injection = rampUsers(parameters.users()).during(parameters.ramp());

    // Gatling exits with status 2 when this fails; the stats file is written before that either way.
    private final Assertion assertions = global().failedRequests().percent().lte(parameters.maxErrorPercent());

    public RampUpSimulation() {
        setUp(scenario.injectOpen(injection)).protocols(protocol).assertions(assertions);
    }

    @Override
    public void after() {
        StatsFile.writeOrFail(figures(recording.finish(System.nanoTime()), parameters),
                parameters.common().statsFile());
    }

    /** The usual fields for the whole run (ramp and hold, no warm-up), then how fast throughput climbed. */
    static DriverStats figures(SimulationStats run, RampUpParameters parameters) {
        ThroughputRamp ramp = ThroughputRamp.of(run.timelineOkPerSecond(),
                parameters.rampSeconds() + parameters.holdSeconds(), parameters.smoothingSeconds());
        return DriverStats.of(run, new RampUpFigures(parameters.rampSeconds(), parameters.holdSeconds(),
                parameters.smoothingSeconds(), ramp.peakPerSecond(), ramp.secondsTo90PercentOfPeak()));
    }
}
