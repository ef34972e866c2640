package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.gatling.schema.SteadyCriterion;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The phase each request is named by in Gatling's report, decided as its pass starts: the warm-up, the measured window
 * and what follows it apart, as vtbench measures the window alone; a rate search's steps and the equal-load steps (their
 * settling apart from their window) each on their own row.
 */
class RunPhasesTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long START = 7 * SECOND;

    @Test
    void aRunWithOneWindowIsNamedWarmUpWindowAndAfterWindowWithTheWindowsEndsInIt() {
        MeasurementWindow window = new MeasurementWindow(Instant.EPOCH, START, 3 * SECOND, 5 * SECOND);

        assertThat(RunPhases.byWindow(window, START)).as("the run's first request").isEqualTo("warm-up");
        assertThat(RunPhases.byWindow(window, START + 3 * SECOND - 1)).as("just before the window").isEqualTo("warm-up");
        assertThat(RunPhases.byWindow(window, START + 3 * SECOND)).as("the window's opening").isEqualTo("window");
        assertThat(RunPhases.byWindow(window, START + 8 * SECOND)).as("the window's close").isEqualTo("window");
        assertThat(RunPhases.byWindow(window, START + 8 * SECOND + 1)).as("just after it").isEqualTo("after window");
    }

    @Test
    void aWindowWaitingForASteadyRateIsWarmUpUntilItOpens() {
        MeasurementWindow pending = MeasurementWindow.pending(Instant.EPOCH, START, 5 * SECOND);

        assertThat(RunPhases.byWindow(pending, START + 60 * SECOND)).as("a minute in, not steady yet").isEqualTo("warm-up");
        MeasurementWindow opened = pending.openingAt(START + 61 * SECOND);
        assertThat(RunPhases.byWindow(opened, START + 61 * SECOND)).as("once steady").isEqualTo("window");
    }

    @Test
    void theRecorderNamesThePhaseOfItsOwnWindowFromTheFirstRequest() {
        LatencyRecorder recorder = DriverAloneRecorder.of(WarmupPolicy.fixed(3), Duration.ofSeconds(5), Duration.ofSeconds(1),
                InstantSource.fixed(Instant.EPOCH));

        assertThat(recorder.phaseAt(START)).as("before any request").isEqualTo("warm-up");
        recorder.requestStarting(START);
        assertThat(recorder.phaseAt(START + 4 * SECOND)).as("4 s after the first request, 3 s of warm-up").isEqualTo("window");
    }

    @Test
    void aRateSearchNamesEachStepByItsNumberAndRate() {
        // 1 s warm-up, then steps of 100, 200 and 400 req/s of 2 s each.
        StepRecorder steps = new StepRecorder(List.of(100, 200, 400), 1, 2, new LatencyObjective(99, 10, 1), 0);
        MeasurementWindow window = new MeasurementWindow(Instant.EPOCH, START, SECOND, 6 * SECOND);

        assertThat(steps.phaseAt(window, START + SECOND - 1)).as("the warm-up").isEqualTo("warm-up");
        assertThat(steps.phaseAt(window, START + SECOND)).as("the first step's opening").isEqualTo("step 1 (100 req/s)");
        assertThat(steps.phaseAt(window, START + 3 * SECOND)).as("the second step").isEqualTo("step 2 (200 req/s)");
        assertThat(steps.phaseAt(window, START + 7 * SECOND)).as("the last step's close").isEqualTo("step 3 (400 req/s)");
        assertThat(steps.phaseAt(window, START + 7 * SECOND + 1)).as("after it").isEqualTo("after the steps");
    }

    @Test
    void equalLoadStepsNameTheWarmUpEachStepsSettlingAndItsWindowApart() {
        // A 3 s warm-up phase, then steps of 1,000 and 2,000 req/s: each ramps 2 s, settles 1..10 s, is measured 3 s.
        StepPlan plan = new StepPlan(List.of(1_000, 2_000), 2 * SECOND, 3 * SECOND, SECOND, 10 * SECOND, 3 * SECOND,
                new SteadyCriterion(6, 2, 0.05, 0.02, 0.04));
        Set<String> named = new LinkedHashSet<>();
        StepReplay[] replay = new StepReplay[1];
        replay[0] = new StepReplay(plan, 1_000);
        replay[0].run(sentAt -> {
            named.add(replay[0].sequence().phaseAt(null, sentAt));
            return new StepReplay.Answer(sentAt + StepReplay.MILLI, true);
        }, 60);

        assertThat(named).as("the phases requests were sent in, in order").containsExactly("warm-up",
                "step 1 (1000 req/s) settling", "step 1 (1000 req/s) window", "step 2 (2000 req/s) settling",
                "step 2 (2000 req/s) window");
        assertThat(replay[0].sequence().phaseAt(null, replay[0].stoppedAtNanos())).as("once the steps are over")
                .isEqualTo("after the steps");
    }
}
