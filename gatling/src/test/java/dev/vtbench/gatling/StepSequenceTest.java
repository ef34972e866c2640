package dev.vtbench.gatling;

import static dev.vtbench.gatling.StepReplay.MILLI;
import static dev.vtbench.gatling.StepReplay.SECOND;
import static dev.vtbench.gatling.StepReplay.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.vtbench.contract.stats.LoadStep;
import dev.vtbench.gatling.schema.SteadyCriterion;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Equal-load steps replayed on exact timings ({@link StepReplay}): a warm-up phase at the top rate, unmeasured, then
 * each step ramps, settles until steady, is measured for its window, and the next ramps from where that window closed;
 * a step never steady opens at its cap; a step over capacity ends the run.
 */
class StepSequenceTest {

    /** The steps' own criterion: 5 s of OK counts. */
    private static final SteadyCriterion STEP_CRITERION = new SteadyCriterion(6, 2, 0.05, 0.02, 0.04);

    /** Ramp 2 s, no warm-up phase, settle 1..10 s, windows of 3 s. */
    private static StepPlan plan(List<Integer> rates) {
        return new StepPlan(rates, 2 * SECOND, 0, SECOND, 10 * SECOND, 3 * SECOND, STEP_CRITERION);
    }

    @Test
    void eachStepRampsSettlesIsMeasuredAndTheNextRampsFromItsClose() {
        StepReplay replay = new StepReplay(plan(List.of(1_000, 2_000)), 1_000).run(StepReplay.fixedLatency(MILLI), 60);
        List<LoadStep> steps = replay.steps();
        List<StepReplay.Opened> opened = replay.opened();

        assertThat(opened).as("windows opened").hasSize(2);
        StepReplay.Opened first = opened.get(0);
        StepReplay.Opened second = opened.get(1);
        assertThat(first.opensAtNanos() - T0).as("first window: after the ramp and the least settle, at a 200 ms tick")
                .isGreaterThanOrEqualTo(3 * SECOND).isLessThanOrEqualTo(12 * SECOND)
                .satisfies(sinceStart -> assertThat(sinceStart % (200 * MILLI)).as("on a tick").isZero());
        assertThat(first.closesAtNanos() - first.opensAtNanos()).as("first window's length").isEqualTo(3 * SECOND);
        assertThat(second.opensAtNanos() - first.closesAtNanos()).as("second window: its ramp from the first's close, then"
                + " at least the least settle").isGreaterThanOrEqualTo(3 * SECOND);
        assertThat(replay.sequence().runOver(second.closesAtNanos())).as("run over at the last window's close").isFalse();
        assertThat(replay.sequence().runOver(second.closesAtNanos() + 1)).as("run over just after it").isTrue();

        assertThat(steps).as("steps reported").extracting(LoadStep::rate).containsExactly(1_000, 2_000);
        for (LoadStep step : steps) {
            assertThat(step.steady()).as("step %d steady", step.rate()).isTrue();
            assertThat(step.measuredSeconds()).as("step %d measured", step.rate()).isEqualTo(3.0);
            assertThat(step.throughputPerSecond()).as("step %d OK a second: its rate", step.rate())
                    .isCloseTo(step.rate(), within(step.rate() * 0.01));
            assertThat(step.ko()).as("step %d failures", step.rate()).isZero();
            assertThat(step.latencyMicros().p99()).as("step %d p99 µs", step.rate()).isBetween(999L, 1_001L);
            assertThat(step.overCapacity()).as("step %d over capacity", step.rate()).isFalse();
            assertThat(step.overCapacityReason()).as("step %d reason", step.rate()).isEmpty();
            assertThat(step.injectionLagged()).as("step %d lagged", step.rate()).isFalse();
            assertThat(step.maxInFlightReached()).as("step %d arrivals that waited", step.rate()).isZero();
        }
        assertThat(steps.get(0).secondsToSteady()).as("first step: seconds from its ramp's start to steady")
                .isEqualTo((double) ((first.opensAtNanos() - T0) / SECOND));
        assertThat(steps.get(0).windowOpenedAt()).as("first window's opening, on the wall clock")
                .isEqualTo(StepReplay.WALL_T0.plusNanos(first.opensAtNanos() - T0).toString());
        assertThat(Instant.parse(steps.get(1).windowClosedAt())).as("second window's close, on the wall clock")
                .isEqualTo(StepReplay.WALL_T0.plusNanos(second.closesAtNanos() - T0));
        List<Long> timeline = steps.get(1).timelineOkPerSecond();
        assertThat(timeline).as("second step's timeline: from its ramp's start to its close")
                .hasSize((int) Math.ceil((second.closesAtNanos() - first.closesAtNanos()) / 1e9));
        assertThat(timeline.get(timeline.size() - 2)).as("its last whole second, in the window").isBetween(1_980L, 2_020L);
        assertThat(replay.sequence().stoppedOverCapacity()).as("stopped over capacity").isFalse();
    }

    /**
     * Steps of 1,000 and 2,000 a second after a warm-up phase: 2 s up from 200 to 2,000 a second, held 3 s, then the
     * first step's 2 s ramp down to 1,000. The warm-up's requests are sent and answered, counted in no step.
     */
    @Test
    void aWarmUpPhaseAtTheTopRateComesFirstAndIsNeitherMeasuredNorCountedInAStep() {
        StepPlan plan = new StepPlan(List.of(1_000, 2_000), 2 * SECOND, 3 * SECOND, SECOND, 10 * SECOND, 3 * SECOND, STEP_CRITERION);
        List<Long> sent = new ArrayList<>();
        StepReplay.Server recorded = at -> {
            sent.add(at);
            return new StepReplay.Answer(at + MILLI, true);
        };

        StepReplay replay = new StepReplay(plan, 1_000).run(recorded, 60);
        List<LoadStep> steps = replay.steps();
        long rampStart = T0 + 5 * SECOND;

        assertThat(between(sent, T0, T0 + 2 * SECOND)).as("sent on the warm-up's ramp: (200 + 2,000) / 2 x 2 s")
                .isBetween(2_195L, 2_205L);
        assertThat(between(sent, T0 + 2 * SECOND, rampStart)).as("sent while it held the top rate, 3 s")
                .isBetween(5_995L, 6_005L);
        assertThat(between(sent, rampStart, rampStart + SECOND)).as("sent in the first second of the ramp down: 2,000 to 1,500")
                .isBetween(1_745L, 1_755L);
        assertThat(replay.sequence().warmupPhaseSeconds(replay.stoppedAtNanos())).as("warm-up phase, seconds").isEqualTo(5.0);
        assertThat(replay.sequence().warmupPhaseSeconds(T0 + 2 * SECOND)).as("warm-up phase of a run stopped in it").isEqualTo(2.0);
        assertThat(replay.opened().getFirst().opensAtNanos() - rampStart)
                .as("first window: after the warm-up, then the ramp down and the least settle").isGreaterThanOrEqualTo(3 * SECOND);
        LoadStep first = steps.getFirst();
        assertThat(first.timelineOkPerSecond().getFirst()).as("the first step's timeline starts at its ramp, not in the warm-up")
                .isBetween(1_740L, 1_755L);
        assertThat(first.secondsToSteady()).as("seconds to steady, from the first step's own ramp")
                .isEqualTo((double) ((replay.opened().getFirst().opensAtNanos() - rampStart) / SECOND));
        assertThat(steps).as("steps reported: the warm-up is none").extracting(LoadStep::rate).containsExactly(1_000, 2_000);
        assertThat(steps).as("OK a second in each window: its own rate").allSatisfy(step -> assertThat(step.throughputPerSecond())
                .isCloseTo(step.rate(), within(step.rate() * 0.01)));
        assertThat(steps).as("over capacity").extracting(LoadStep::overCapacity).containsOnly(false);
    }

    @Test
    void withoutAWarmUpPhaseTheRunLastsNone() {
        StepReplay replay = new StepReplay(plan(List.of(1_000)), 1_000).run(StepReplay.fixedLatency(MILLI), 60);

        assertThat(replay.sequence().warmupPhaseSeconds(replay.stoppedAtNanos())).as("warm-up phase, seconds").isZero();
        assertThat(replay.opened().getFirst().opensAtNanos() - T0).as("first window: the ramp from the first arrival, then the settle")
                .isGreaterThanOrEqualTo(3 * SECOND);
    }

    private static long between(List<Long> instants, long from, long to) {
        return instants.stream().filter(at -> at >= from && at < to).count();
    }

    @Test
    void aStepSteadyAtOnceStillWaitsForItsLeastSettle() {
        StepPlan plan = new StepPlan(List.of(1_000), 0, 0, 8 * SECOND, 20 * SECOND, 2 * SECOND, STEP_CRITERION);

        StepReplay replay = new StepReplay(plan, 1_000).run(StepReplay.fixedLatency(MILLI), 60);

        assertThat(replay.opened()).as("window opened: steady from its 5th second, but not before 8 s of settle")
                .extracting(opened -> opened.opensAtNanos() - T0).containsExactly(8 * SECOND);
        assertThat(replay.steps().getFirst().secondsToSteady()).as("seconds to steady: when the window opened").isEqualTo(8.0);
    }

    @Test
    void aStepOverCapacityEndsTheRunAndTheStepsAboveItAreNotRun() {
        StepReplay replay = new StepReplay(plan(List.of(1_000, 2_000, 4_000, 8_000)), 100_000)
                .run(StepReplay.capacity(3_000), 120);
        List<LoadStep> steps = replay.steps();

        assertThat(steps).as("steps run: to the first over capacity").extracting(LoadStep::rate).containsExactly(1_000, 2_000, 4_000);
        assertThat(steps).as("verdicts").extracting(LoadStep::overCapacity).containsExactly(false, false, true);
        LoadStep over = steps.get(2);
        assertThat(over.throughputPerSecond()).as("OK a second at 4,000 offered: the server's 3,000")
                .isCloseTo(3_000.0, within(30.0));
        assertThat(over.overCapacityReason()).as("why")
                .contains("OK requests of 1200", "below 95%");
        assertThat(replay.sequence().stoppedOverCapacity()).as("stopped over capacity").isTrue();
        assertThat(replay.sequence().stopMessage()).as("why Gatling stopped").contains("step 3 (4000 req/s) was over capacity");
        long closes = replay.opened().get(2).closesAtNanos();
        assertThat(replay.stoppedAtNanos() - closes).as("stopped within a tick of the over-capacity step's close")
                .isBetween(StepSequence.CLOSING_GRACE_MILLIS * MILLI, 300 * MILLI);
    }

    /**
     * A server that answers 600 a second falls behind a 10 s warm-up at 1,000 a second (about 3,000 requests queued),
     * then drains that queue through the first step's 300 a second at a steady 600 OK a second for about 11 s: steady by
     * the criterion, but a queue, not the step's rate. The window waits until the step completes what it is offered.
     */
    @Test
    void aStepStillDrainingTheWarmUpsQueueIsNotMeasuredUntilItCompletesWhatItIsOffered() {
        StepPlan plan = new StepPlan(List.of(300, 1_000), 2 * SECOND, 8 * SECOND, SECOND, 30 * SECOND, 3 * SECOND, STEP_CRITERION);

        StepReplay replay = new StepReplay(plan, 100_000).run(StepReplay.capacity(600), 120);
        LoadStep first = replay.steps().getFirst();
        long rampStart = T0 + 10 * SECOND;

        assertThat(replay.opened().getFirst().opensAtNanos() - rampStart)
                .as("first window: once the queue drained (about 13 s after the step's ramp began) and 6 s more at its rate")
                .isGreaterThanOrEqualTo(15 * SECOND);
        assertThat(first.steady()).as("steady at its own rate, timeline %s", first.timelineOkPerSecond()).isTrue();
        assertThat(first.throughputPerSecond()).as("OK a second in the window: the 300 offered, not the queue's 600")
                .isCloseTo(300.0, within(300 * (StepSequence.DRAINING - 1)));
        assertThat(first.latencyMicros().p99()).as("p99 µs: the server's own, not seconds in the warm-up's queue")
                .isLessThan(100_000L);
        assertThat(first.overCapacity()).as("over capacity at 300 a second").isFalse();
    }

    /**
     * A driver that starts its arrivals 20 ms late (the tolerance 10 ms) from the 1st second to the 5th, then on time:
     * the rate is steady well before, but the window waits until the seconds judged (the last 6) are on time, so from
     * the 11th second, and its lag is not flagged. Without the driver's part of the rule it opened at the 8th, inside
     * the late stretch.
     */
    @Test
    void aStepWindowWaitsForTheDriverToKeepItsSchedule() {
        StepReplay onTime = new StepReplay(plan(List.of(1_000)), 1_000).run(StepReplay.fixedLatency(MILLI), 30);
        long steadyAt = onTime.opened().getFirst().opensAtNanos() - T0;
        assertThat(steadyAt).as("the case: on time, the window opens before the late stretch would end").isLessThan(11 * SECOND);

        StepReplay late = new StepReplay(plan(List.of(1_000)), 1_000)
                .run(StepReplay.fixedLatency(MILLI), 30, lateBetween(SECOND, 5 * SECOND, 20 * MILLI));
        assertThat(late.opened()).as("windows opened").hasSize(1);
        assertThat(late.opened().getFirst().opensAtNanos() - T0).as("its window: once the 6 s judged are all on time")
                .isGreaterThanOrEqualTo(11 * SECOND).isLessThan(12 * SECOND);
        LoadStep step = late.steps().getFirst();
        assertThat(step.injectionLagged()).as("its window's lag flagged").isFalse();
        assertThat(step.steady()).as("steady").isTrue();
    }

    /** A driver late through the whole settle: the window opens at the settle's cap, and its lag says so. */
    @Test
    void aDriverLateThroughTheSettleOpensTheWindowAtItsCapFlagged() {
        StepReplay late = new StepReplay(plan(List.of(1_000)), 1_000)
                .run(StepReplay.fixedLatency(MILLI), 30, lateBetween(SECOND, 30 * SECOND, 20 * MILLI));
        assertThat(late.opened().getFirst().opensAtNanos() - T0).as("at the cap: a 2 s ramp and a 10 s settle")
                .isGreaterThanOrEqualTo(12 * SECOND).isLessThan(13 * SECOND);
        assertThat(late.steps().getFirst().injectionLagged()).as("its window's lag flagged").isTrue();
    }

    /** A driver {@code delay} late for the arrivals scheduled in {@code [from, to)} after the start, on time otherwise. */
    private static java.util.function.LongUnaryOperator lateBetween(long from, long to, long delay) {
        return scheduled -> scheduled >= from && scheduled < to ? delay : 0;
    }

    @Test
    void aStepNeverSteadyOpensAtItsCapAndIsNotOverCapacityIfItKeptUp() {
        LoadStep step = neverSteady(1).getFirst();

        assertThat(step.steady()).as("steady, OK per second %s", step.timelineOkPerSecond()).isFalse();
        assertThat(step.secondsToSteady()).as("seconds to steady").isNull();
        assertThat(step.overCapacity()).as("over capacity: its OK rate wobbled around the rate offered (%s)", step.overCapacityReason()).isFalse();
        assertThat(step.ok()).as("OK in the window: the 600 offered, give or take one").isBetween(599L, 601L);
    }

    @Test
    void aStepNeverSteadyThatCouldNotKeepUpIsOverCapacity() {
        LoadStep step = neverSteady(5).getFirst();

        assertThat(step.steady()).as("steady").isFalse();
        assertThat(step.overCapacity()).as("over capacity").isTrue();
        assertThat(step.overCapacityReason()).as("why").contains("never became steady", "could not keep up");
        assertThat(step.errors()).as("failures by kind").containsOnlyKeys("status_503");
    }

    /**
     * Arrivals at 100 a second, those of the second and third seconds of every six answered 600 ms later: the 2 s batches
     * of the OK counts swing from 130 to 70 a second (beyond the counting noise of 100 a second), while the latency of
     * a window's first and last thirds stays the same, never steady, 100 a second on average (a wobble of single seconds
     * would be counting noise to the batch means, and steady). With {@code failEvery} > 1, every failEvery-th request fails. No ramp, settle
     * at most 6 s, window 6 s (whole periods, so the window holds what it was offered), judged on 4 s (likewise).
     */
    private static List<LoadStep> neverSteady(int failEvery) {
        StepPlan plan = new StepPlan(List.of(100), 0, 0, 0, 6 * SECOND, 6 * SECOND, new SteadyCriterion(6, 2, 0.05, 0.02, 0.04));
        long[] sent = {0};
        StepReplay.Server wobbly = at -> {
            long second = Math.floorDiv(at - T0, SECOND) % 6;
            boolean oddSecond = second == 1 || second == 2;
            boolean ok = failEvery <= 1 || ++sent[0] % failEvery != 0;
            return new StepReplay.Answer(at + (oddSecond ? 600 * MILLI : MILLI), ok);
        };
        StepReplay replay = new StepReplay(plan, 1_000).run(wobbly, 60);
        assertThat(replay.opened()).as("window opened at the cap").extracting(opened -> opened.opensAtNanos() - T0)
                .containsExactly(6 * SECOND);
        return replay.steps();
    }

    /**
     * One request in flight at most, at 100 a second, every other request taking 15 ms and the others 1 ms: each fast
     * request arrives 5 ms before the slow one ahead of it finishes, waits that long in the driver, and is timed from
     * its arrival, so 6 ms, not 1.
     */
    @Test
    void anArrivalBeyondTheInFlightBoundWaitsAndItsWaitIsItsLatency() {
        StepPlan plan = new StepPlan(List.of(100), 0, 0, 0, 6 * SECOND, 4 * SECOND, STEP_CRITERION);
        long[] sent = {0};
        StepReplay.Server alternating = at -> new StepReplay.Answer(at + (sent[0]++ % 2 == 0 ? 15 * MILLI : MILLI), true);

        LoadStep step = new StepReplay(plan, 1).run(alternating, 60).steps().getFirst();

        assertThat(step.maxInFlightReached()).as("arrivals of the window that waited: every other one")
                .isCloseTo(step.ok() / 2, within(2L));
        assertThat(step.latencyMicros().p50()).as("median latency µs: the waiting ones, 5 ms wait and 1 ms answer")
                .isBetween(5_990L, 6_010L);
        assertThat(step.latencyMicros().max()).as("slowest µs: the 15 ms ones").isBetween(14_990L, 15_010L);
        assertThat(step.overCapacity()).as("over capacity: it kept up, 16 ms of work every 20 ms").isFalse();
    }
}
