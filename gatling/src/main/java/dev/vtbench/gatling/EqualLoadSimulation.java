package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.asLongAs;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.StatsFile;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.List;

/**
 * Offers a server the same open-model arrival rates, step after step, whatever its mode, and measures each step once
 * it is steady: the latency users would see at equal load, below capacity, on a normal day. Writes
 * {@link dev.vtbench.contract.stats.EqualLoadFigures}; see {@link EqualLoadParameters} for the knobs.
 *
 * <p>The open model, because only a load that keeps arriving while the server is slow measures its latency without
 * coordinated omission. A fresh server is first warmed, unmeasured, at the top step's rate (a ramp from a tenth of it,
 * then {@code vtbench.steps.warmupSeconds} held), since a rate offered to a cold server measures its JIT and its
 * connection storm, not its steady state, and an open model below capacity looks steady from its first seconds all the
 * same. Each step is then reached by a ramp (the first down from the top rate). Each window opens once the step's OK
 * rate is steady ({@link StepSequence}), and a step over capacity ({@link OverCapacity}) is a finding that ends the run.
 *
 * <p>Gatling fixes an open injection before the run, so it injects each step's rate from the earliest that step can
 * start ({@link StepPlan#injection}), and each user asks the {@link ArrivalGate} whether the current step's ramp or
 * hold wants it ({@link StepArrivals} says what the others cost).
 * An admitted arrival waits in the driver while {@code vtbench.steps.maxInFlight} requests are in flight
 * ({@link InFlightBound}), inside its timed pass, so that wait is part of its latency while connections stay bounded.
 */
public class EqualLoadSimulation extends Simulation {

    private static final String TICKET = "vtbench.ticket";

    private final EqualLoadParameters parameters = EqualLoadParameters.fromSystemProperties();

    private final EqualLoadRecording recording = new EqualLoadRecording(parameters, getClass().getSimpleName());

    private final StepArrivals arrivals = recording.arrivals();

    // Polls for a free slot, then sends: all of it timed, from the moment the arrival was admitted.
    private final ChainBuilder waitForSlot = asLongAs(session -> !arrivals.mayStart(session.getLong(TICKET))).on(
            pause(session -> arrivals.retryAfter(session.getLong(TICKET), System.nanoTime())));

    // vtbench's endpoint, or a user's request list (vtbench.requestsFile): each step is offered the same traffic.
    private final ChainBuilder request = Traffic.builtIn(BoundedProperties.ofSystemProperties(), parameters.common()).after(waitForSlot)
            .timed(recording.recorder())
            .exec(session -> {
                arrivals.finished();
                return session;
            });

    private final HttpProtocolBuilder protocol = TargetProtocol.of(parameters.common().target(), LoadModel.OPEN);

    // Every injected user passes the gate; those it admits send one request. Once the steps are over, the first user
    // to find them so stops the load generator rather than idle to the end of the injection.
    private final ScenarioBuilder scenario = scenario("equal load " + parameters.rates() + " req/s")
            .exec(session -> session.set(TICKET, arrivals.arrive(System.nanoTime())))
            .doIf(session -> session.getLong(TICKET) != StepArrivals.NOT_ADMITTED).then(request)
            .stopLoadGeneratorIf(session -> recording.stopMessage(), session -> recording.runOver(System.nanoTime()));

    // The top rate through the warm-up phase and the first ramp down, constantUsersPerSec(rate) for each step but the
    // last from the earliest it can start, then the top rate to the longest the run can take: never less than the steps
    // can need, for the gate to thin.
    private final List<OpenInjectionStep> injection = parameters.injection().injectionSteps();

    public EqualLoadSimulation() {
        // No assertion: errors at a step over capacity are what the steps find, and their verdict is per step, in the stats.
        setUp(scenario.injectOpen(injection)).protocols(protocol)
                .maxDuration(parameters.longestRun().plusSeconds(5));
    }

    @Override
    public void after() {
        StatsFile.writeOrFail(recording.finish(System.nanoTime()), parameters.common().statsFile());
    }
}
