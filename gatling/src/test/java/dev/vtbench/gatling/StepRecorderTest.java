package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.contract.stats.StepResult;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StepRecorderTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long MILLI = 1_000_000L;
    private static final long T0 = -3 * SECOND;

    /** p99 at or under 10 ms, at most 1 % failed. */
    private static final LatencyObjective OBJECTIVE = new LatencyObjective(99, 10, 1);

    private static final List<Integer> RATES = List.of(100, 200, 400);

    /** 1 s warm-up, then three steps of 2 s. */
    private static StepRecorder recorder(int stepsAfterMiss) {
        return new StepRecorder(RATES, 1, 2, OBJECTIVE, stepsAfterMiss);
    }

    private final MeasurementWindow window = new MeasurementWindow(Instant.EPOCH, T0, SECOND, 6 * SECOND);

    @Test
    void aRequestCountsInTheStepDuringWhichItCompleted() {
        StepRecorder steps = recorder(0);

        assertThat(steps.stepAt(SECOND - 1)).as("end of the warm-up").isEqualTo(-1);
        assertThat(steps.stepAt(SECOND)).as("opening of the first step").isZero();
        assertThat(steps.stepAt(3 * SECOND - 1)).as("end of the first step").isZero();
        assertThat(steps.stepAt(3 * SECOND)).as("opening of the second step").isEqualTo(1);
        assertThat(steps.stepAt(7 * SECOND)).as("closing instant of the last step, included").isEqualTo(2);
        assertThat(steps.stepAt(7 * SECOND + 1)).as("after the last step").isEqualTo(-1);
    }

    @Test
    void stepCountsAddUpToTheWindowsCounts() {
        StepRecorder steps = recorder(0);
        LatencyRecorder recorder = DriverAloneRecorder.of(WarmupPolicy.fixed(1), Duration.ofSeconds(6),
                Duration.ofSeconds(1), InstantSource.fixed(Instant.EPOCH), steps);
        recorder.requestStarting(T0);
        for (long at = T0; at <= T0 + 8 * SECOND; at += 50 * MILLI) {
            // Sent 20 ms before it completed: some requests sent in one step complete in the next.
            recorder.requestStarting(at - 20 * MILLI);
            if (at % (SECOND / 2) == 0) {
                recorder.recordFailure(at, "status_503");
            } else {
                recorder.recordOk(at - 20 * MILLI, at);
            }
        }

        RecordedRun run = recorder.results(T0 + 8 * SECOND);
        List<StepResult> results = steps.results(T0 + 8 * SECOND);

        assertThat(results).as("steps").extracting(StepResult::rate).containsExactlyElementsOf(RATES);
        assertThat(results.stream().mapToLong(StepResult::ok).sum()).as("ok of all steps").isEqualTo(run.ok());
        assertThat(results.stream().mapToLong(StepResult::ko).sum()).as("ko of all steps").isEqualTo(run.ko());
        assertThat(results).as("every step fully measured").extracting(StepResult::measuredSeconds)
                .containsOnly(2.0);
        assertThat(results.getFirst().errors()).as("errors of the first step").containsOnlyKeys("status_503");
    }

    @Test
    void eachStepIsJudgedOnItsOwnCompletions() {
        StepRecorder steps = recorder(RateSearchParameters.MAX_STEPS);
        steps.runStarted(window);
        completeOk(steps, 0, 1 * MILLI, 100);   // fast
        completeOk(steps, 1, 5 * MILLI, 100);   // still fast enough
        completeOk(steps, 2, 50 * MILLI, 100);  // too slow

        List<StepResult> results = steps.results(T0 + 7 * SECOND);

        assertThat(results).as("verdicts").extracting(StepResult::metObjective).containsExactly(true, true, false);
        assertThat(results.get(1).throughputPerSecond()).as("ok per second of the second step").isEqualTo(50.0);
        assertThat(StepRecorder.highestRateMeetingObjective(results)).as("answer").isEqualTo(200);
    }

    @Test
    void theAnswerIsTheLastRateBeforeTheFirstMiss() {
        StepResult met100 = step(100, true);
        StepResult missed200 = step(200, false);
        StepResult met400 = step(400, true);

        assertThat(StepRecorder.highestRateMeetingObjective(List.of(met100, missed200, met400)))
                .as("a lucky step after a miss does not count").isEqualTo(100);
        assertThat(StepRecorder.highestRateMeetingObjective(List.of(missed200, met400)))
                .as("first step missed").isNull();
        assertThat(StepRecorder.highestRateMeetingObjective(List.of())).as("no steps").isNull();
    }

    @Test
    void theSearchStopsOnceAStepMissedAndListsOnlyTheStepsItFinished() {
        StepRecorder steps = recorder(0);
        steps.runStarted(window);
        completeOk(steps, 0, 50 * MILLI, 100); // the first step misses

        assertThat(steps.searchOver(T0 + 3 * SECOND - 1)).as("first step still running").isFalse();
        assertThat(steps.searchOver(T0 + 3 * SECOND)).as("first step over and missed").isTrue();

        List<StepResult> results = steps.results(T0 + 3 * SECOND + MILLI);
        assertThat(steps.stoppedEarly()).as("stopped early").isTrue();
        assertThat(results).as("steps listed").extracting(StepResult::rate).containsExactly(100);
        assertThat(steps.stopMessage()).as("why it stopped").contains("step 1", "100 req/s");
    }

    @Test
    void stepsAfterTheMissRunWhenAsked() {
        StepRecorder steps = recorder(1);
        steps.runStarted(window);
        completeOk(steps, 0, 50 * MILLI, 100);

        assertThat(steps.searchOver(T0 + 3 * SECOND)).as("one more step to run").isFalse();
        assertThat(steps.searchOver(T0 + 5 * SECOND)).as("the extra step is over").isTrue();
        assertThat(steps.results(T0 + 5 * SECOND)).as("steps listed").hasSize(2);
    }

    @Test
    void aSearchThatKeepsMeetingTheObjectiveRunsEveryStep() {
        StepRecorder steps = recorder(0);
        steps.runStarted(window);
        for (int step = 0; step < RATES.size(); step++) {
            completeOk(steps, step, MILLI, 100);
        }

        assertThat(steps.searchOver(T0 + 5 * SECOND)).as("two steps met").isFalse();
        assertThat(steps.searchOver(T0 + 8 * SECOND)).as("after the last step").isFalse();
        assertThat(steps.stoppedEarly()).as("stopped early").isFalse();
        assertThat(steps.results(T0 + 7 * SECOND - MILLI)).as("run ended a hair before the last step's end")
                .hasSize(3).last().extracting(StepResult::measuredSeconds).isEqualTo(1.999);
    }

    @Test
    void aRunCutShortListsTheStepItWasIn() {
        StepRecorder steps = recorder(0);
        steps.runStarted(window);

        assertThat(steps.results(T0 + 4 * SECOND)).as("stopped 1 s into the second step")
                .extracting(StepResult::measuredSeconds).containsExactly(2.0, 1.0);
        assertThat(steps.results(T0 + SECOND / 2)).as("stopped in the warm-up").isEmpty();
    }

    /** {@code count} ok requests of {@code latencyNanos} completing evenly inside step {@code step}. */
    private void completeOk(StepRecorder steps, int step, long latencyNanos, int count) {
        long opens = T0 + SECOND + step * 2 * SECOND;
        for (int i = 0; i < count; i++) {
            long completed = opens + i * (2 * SECOND / count);
            steps.completedOk(window, completed - latencyNanos, completed);
        }
    }

    private static StepResult step(int rate, boolean met) {
        return new StepResult(rate, 1.0, 1, 0, Map.of(), 1.0, null, met);
    }
}
