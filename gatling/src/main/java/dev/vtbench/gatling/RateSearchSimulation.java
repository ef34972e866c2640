package dev.vtbench.gatling;

import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.core.CoreDsl.stopLoadGeneratorIf;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.contract.stats.RateSearchFigures;
import dev.vtbench.contract.stats.StatsFile;
import dev.vtbench.contract.stats.StepResult;
import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.List;
import java.util.Optional;

/**
 * Searches for the highest open-model rate that still meets a {@link LatencyObjective}, in one
 * Gatling run: a staircase of constant rates, each step recorded on its own ({@link StepRecorder}),
 * then {@link RateSearchFigures} to {@code vtbench.statsFile}. See {@link RateSearchParameters} for
 * the knobs. The open model, because a latency objective is about the latency users see at a given
 * arrival rate, which only a load free of coordinated omission measures.
 */
public class RateSearchSimulation extends Simulation {

    private final RateSearchParameters parameters = RateSearchParameters.fromSystemProperties();

    private final InjectionSchedule schedule = parameters.schedule();

    private final StepRecorder steps = new StepRecorder(parameters.rates(), parameters.warmupSeconds(),
            parameters.stepSeconds(), parameters.objective(), parameters.stepsAfterMiss());

    private final RunRecording recording = new RunRecording(
            parameters.describe(getClass().getSimpleName()), parameters.common(), Optional.of(schedule), steps::phaseAt, steps);

    private final ChainBuilder request = Traffic.endpoint(parameters.common()).timed(recording.recorder());

    private final HttpProtocolBuilder protocol = TargetProtocol.of(parameters.common().target(), LoadModel.OPEN);

    // Each arriving user first asks whether the search is over, so the run stops within one arrival of it.
    private final ScenarioBuilder scenario = scenario("rate search " + parameters.rates().getFirst() + ".."
            + parameters.rates().getLast() + " req/s")
            .exec(stopLoadGeneratorIf(session -> steps.stopMessage(), session -> steps.searchOver(System.nanoTime())))
            .exec(request);

    // constantUsersPerSec(rate).during(step) for each step, chained; the first also covers the warm-up.
    private final List<OpenInjectionStep> injection = schedule.injectionSteps();

    // None: errors past the knee are what a search provokes, and its verdict is per step, in the stats.
    private final List<Assertion> assertions = List.of();

    public RateSearchSimulation() {
        setUp(scenario.injectOpen(injection)).protocols(protocol).assertions(assertions);
    }

    @Override
    public void after() {
        long stoppedAt = System.nanoTime();
        List<StepResult> results = steps.results(stoppedAt);
        DriverStats stats = DriverStats.of(recording.finish(stoppedAt), new RateSearchFigures(parameters.objective().recorded(),
                parameters.stepSeconds(), parameters.rates(), results,
                StepRecorder.highestRateMeetingObjective(results), steps.stoppedEarly()));
        StatsFile.writeOrFail(stats, parameters.common().statsFile());
    }
}
