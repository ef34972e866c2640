package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.asLongAs;
import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.doIf;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.contract.stats.StatsFile;
import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A user's own traffic under vtbench's load: extend it with a public no-argument constructor that passes the chain of
 * one pass, and vtbench does the rest exactly as for its own {@link ThroughputSimulation}: the injection (closed users
 * or an open rate), the warm-up (fixed, or until the rate is steady: see {@link WarmupPolicy}), the measured window, the
 * failed-request assertion and the stats file, all from the {@link SimulationParameters} system properties. Requests
 * go to {@code vtbench.target}: give the chain's requests paths, not URLs.
 *
 * <p>One pass of the chain is one request of the results: vtbench times it with {@link System#nanoTime()} from its
 * start to its end, and a pass that leaves the session failed (a check failed, a request got no answer) is one failed
 * request. Its failures are counted as {@code own_pass}, or as {@code status_<code>} if the chain saves the status of
 * what failed under {@link #STATUS}. Gatling's own report still shows every request of the chain by its name, over the
 * warm-up and the window together unless the chain names them by the phase under {@link #PHASE}.
 *
 * <pre>{@code
 * public class CheckoutSimulation extends OwnTrafficSimulation {
 *     public CheckoutSimulation() {
 *         super(exec(http("list items").get("/items").check(status().is(200)))
 *                 .exec(http("buy").post("/orders").body(StringBody("{\"item\":1}")).asJson()
 *                         .check(status().saveAs(STATUS), status().is(201))));
 *     }
 * }
 * }</pre>
 *
 * <p>Closed model: N users start at once and each loops pass after pass over its own keep-alive connection, like
 * {@code wrk -c N}. Open model: a new user every 1/rate seconds makes one pass, whether or not earlier ones were
 * answered, which is the model free of coordinated omission (see {@link dev.vtbench.contract.LoadModel}); its stats also tell whether the
 * driver kept that schedule ({@link InjectionReport}).
 */
public abstract class OwnTrafficSimulation extends Simulation {

    /** The session key under which a chain may save a status, so that its failed passes are counted by status. */
    public static final String STATUS = TimedPass.STATUS;

    /**
     * The session key holding the phase of the run the pass started in ("warm-up", "window", "after window"), so that a
     * chain may name its requests by it, as vtbench's own traffic does, and Gatling's report show the measured window
     * apart: {@code http(session -> session.getString(PHASE) + ": buy")}.
     */
    public static final String PHASE = TimedPass.PHASE;

    private final SimulationParameters parameters = SimulationParameters.fromSystemProperties();

    private final Optional<InjectionSchedule> schedule = parameters.injectionSchedule();

    private final RunRecording recording;

    private static final String TICKET = "vtbench.ticket";

    private final InFlightBound inFlight = new InFlightBound(SimulationParameters.openMaxInFlight(BoundedProperties.ofSystemProperties()));

    /** @param pass the chain of one pass, counted as one request */
    protected OwnTrafficSimulation(ChainBuilder pass) {
        this(Optional.of(Objects.requireNonNull(pass, "pass")));
    }

    /** vtbench's own traffic, which its simulations read from the system properties. */
    OwnTrafficSimulation() {
        this(Optional.empty());
    }

    private OwnTrafficSimulation(Optional<ChainBuilder> ownPass) {
        Traffic traffic = ownPass.map(pass -> Traffic.own(pass, getClass().getName()))
                .orElseGet(() -> Traffic.builtIn(BoundedProperties.ofSystemProperties(), parameters.common()));
        // getClass(): a subclass such as SoakSimulation or the user's reports its own name.
        recording = new RunRecording(parameters.describe(getClass().getSimpleName(), traffic.description()),
                parameters.common(), schedule);
        // Open model: an arrival takes its place in the in-flight queue when it arrives and waits for its slot inside its
        // timed pass, so the wait is latency (see ThroughputSchema.OPEN_MAX_IN_FLIGHT); the closed model's users are the bound.
        ChainBuilder timedPass = parameters.model() == LoadModel.OPEN
                ? exec(session -> session.set(TICKET, inFlight.ticket()))
                        .exec(traffic.after(waitForSlot()).timed(recording.recorder()))
                        .exec(session -> {
                            inFlight.finished();
                            return session;
                        })
                : traffic.timed(recording.recorder());
        HttpProtocolBuilder protocol = TargetProtocol.of(parameters.common().target(), parameters.model());
        ScenarioBuilder scenario = switch (parameters.model()) {
            // exitASAP=false: an iteration whose pass is in flight at the end still records it. The run is over when
            // its window closes, or at the cap of a warm-up that never became steady.
            case CLOSED -> scenario("closed " + parameters.users() + " users")
                    .exec(asLongAs(session -> !runOver(), "iteration", false).on(timedPass));
            // The schedule runs to the longest warm-up plus the window; once the run is over, the users still to come
            // send nothing, and the first of them stops the load generator rather than idle to the schedule's end.
            case OPEN -> scenario("open " + parameters.rate() + " req/s")
                    .exec(doIf(session -> !runOver()).then(timedPass))
                    .stopLoadGeneratorIf(session -> "the measured window closed", session -> runOver());
        };
        List<OpenInjectionStep> injection = switch (parameters.model()) {
            case CLOSED -> List.of(atOnceUsers(parameters.users()));
            // constantUsersPerSec(rate).during(warm-up + duration), from the schedule the stats compare against.
            case OPEN -> schedule.orElseThrow().injectionSteps();
        };
        // Gatling exits with status 2 when this fails; the stats file is written before that either way.
        Assertion assertions = global().failedRequests().percent().lte(parameters.maxErrorPercent());
        // A last resort, should the run never see its own end: the longest run, plus the slowest request's timeout.
        setUp(scenario.injectOpen(injection)).protocols(protocol).assertions(assertions)
                .maxDuration(parameters.longestRunTime().plus(parameters.common().requestTimeout()).plusSeconds(5));
    }

    /** Polls for a free slot under the bound, at the open model's rate. */
    private ChainBuilder waitForSlot() {
        return asLongAs(session -> !inFlight.mayStart(session.getLong(TICKET))).on(
                pause(session -> inFlight.retryAfter(session.getLong(TICKET), parameters.rate())));
    }

    private boolean runOver() {
        return recording.recorder().runOver(System.nanoTime());
    }

    @Override
    public void after() {
        StatsFile.writeOrFail(DriverStats.of(recording.finish(System.nanoTime())), parameters.common().statsFile());
    }
}
