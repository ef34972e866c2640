package dev.vtbench.harness.run;

import dev.vtbench.harness.DefinitionsTest;
import dev.vtbench.harness.load.EqualLoadPlan;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.Mode;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The time a run has left, from its plan and the phases measured so far: a range from the start, that narrows as kinds
 * of cells are measured, counts equal-load steps for what they are, and does not leap when a fast cell ends.
 * With the defaults here, a capacity repetition's plan is 8 s of start, verify and stop, then a warm-up until steady
 * of 10 to 120 s, the 8 s window and 8 s of the driver's own: 34..144 s; an equal-load repetition of 2 steps is the
 * same 8 s, then a warm-up phase of 5 + 20 s and 2 steps of a 5 s ramp, a settle of 3 to 40 s and the 8 s window, and
 * the driver's 8 s: 73..147 s.
 */
class RemainingTimeTest {
    private static final Definitions DEFINITIONS = Definitions.load(DefinitionsTest.repositoryRoot());
    private static final LoadSpec CAPACITY = LoadSpec.closed(400, Warmup.untilSteady(10, 120), 8);
    private static final LoadSpec STEPS = LoadSpec.equalLoad(Simulation.equalLoadSteps().orElseThrow(),
            EqualLoadPlan.parse(List.of("50%", "75%")), 8, Map.of());
    /** The small matrix's order for one scenario: each mode's capacity, then each mode's equal-load steps. */
    private static final List<Cell> PLAN = List.of(cell("pool", CAPACITY), cell("virtual", CAPACITY), cell("pool", STEPS),
            cell("virtual", STEPS));

    @Test
    void beforeAnythingIsMeasuredTheRangeComesFromThePlanAlone() {
        RemainingTime remaining = new RemainingTime();
        SecondsRange left = remaining.left(PLAN.get(0), 1, RepetitionPhase.START, 2, PLAN.subList(1, 4), 2);
        assertThat(left).as("4 capacity repetitions of 34..144 s, 4 equal-load ones of 73..147 s, 3 cells after of 5 s")
                .isEqualTo(new SecondsRange(4 * 34 + 4 * 73 + 15, 4 * 144 + 4 * 147 + 15));
        assertThat(left.describe()).as("443..1179 s, for people").isEqualTo("7-20 min");
        assertThat(remaining.measuredRepetitions()).as("repetitions it rests on").isZero();
    }

    @Test
    void theRangeNarrowsOnceAKindIsMeasured() {
        RemainingTime remaining = new RemainingTime();
        SecondsRange before = remaining.left(PLAN.get(0), 1, RepetitionPhase.START, 2, PLAN.subList(1, 4), 2);
        // The first capacity repetition: 3 + 1 + 40 + 1 s, its driver 32 s warming up and measuring, so 8 s of its own.
        remaining.measured(PLAN.get(0), phases(3, 1, 40, 1), OptionalDouble.of(32));
        SecondsRange after = remaining.left(PLAN.get(0), 2, RepetitionPhase.START, 2, PLAN.subList(1, 4), 2);
        assertThat(after).as("3 capacity repetitions at the measured 45 s; 4 equal-load ones at 5 s measured + 65..139 s planned")
                .isEqualTo(new SecondsRange(3 * 45 + 4 * 70 + 15, 3 * 45 + 4 * 144 + 15));
        assertThat(after.high() - after.low()).as("width after one repetition, against %s before", before)
                .isLessThan(before.high() - before.low());
        assertThat(remaining.measuredRepetitions()).isEqualTo(1);
    }

    @Test
    void aMeasuredKindStandsForTheCellsOfItsKindStillToRunEvenBeforeTheirRatesAreResolved() {
        RemainingTime remaining = new RemainingTime();
        Cell resolved = cell("pool", STEPS.withStepRates(List.of(500, 750), 400));
        remaining.measured(resolved, phases(3, 1, 120, 1), OptionalDouble.empty());
        assertThat(remaining.repetition(cell("virtual", STEPS))).as("the other mode's steps, rates not resolved yet")
                .isEqualTo(SecondsRange.exactly(125));
        assertThat(remaining.repetition(cell("virtual", CAPACITY))).as("a capacity cell: its kind still from its plan, beside 5 s measured")
                .isEqualTo(new SecondsRange(5 + 26, 5 + 136));
    }

    @Test
    void equalLoadStepsCostMoreThanACapacityRepetition() {
        RemainingTime remaining = new RemainingTime();
        SecondsRange capacity = remaining.repetition(PLAN.get(0));
        SecondsRange steps = remaining.repetition(PLAN.get(2));
        assertThat(capacity).as("a capacity repetition by its plan").isEqualTo(new SecondsRange(34, 144));
        assertThat(steps).as("an equal-load repetition by its plan").isEqualTo(new SecondsRange(73, 147));
        assertThat(steps.low()).as("least of the steps against least of a capacity").isGreaterThan(capacity.low());
        assertThat(steps.high()).as("most of the steps against most of a capacity").isGreaterThan(capacity.high());
    }

    @Test
    void stepsWaitingForACapacityArePlannedAsManyAsOnceResolved() {
        assertThat(PlannedLoad.of(STEPS, 8)).as("2 steps by fractions, not yet resolved")
                .isEqualTo(PlannedLoad.of(STEPS.withStepRates(List.of(500, 750), 400), 8))
                .isEqualTo(new SecondsRange(65, 139));
    }

    @Test
    void aFastCellEndingLowersTheEstimateInsteadOfDoublingIt() {
        RemainingTime remaining = new RemainingTime();
        SecondsRange first = remaining.left(PLAN.get(0), 1, RepetitionPhase.START, 1, PLAN.subList(1, 4), 1);
        // Steady at once: 10 s warm-up, 8 s window, 2 s of the driver's own; a quick start and stop.
        remaining.measured(PLAN.get(0), phases(2, 1, 20, 1), OptionalDouble.of(18));
        SecondsRange second = remaining.left(PLAN.get(1), 1, RepetitionPhase.START, 1, PLAN.subList(2, 4), 1);
        assertThat(second).as("the second capacity cell at the measured 24 s; the steps at 4 s + 59..133 s, and 5 s per cell")
                .isEqualTo(new SecondsRange(24 + 2 * 68, 24 + 2 * 142));
        assertThat(second.high()).as("most left after the fast cell, against %s before it", first).isLessThan(first.high());
        assertThat(second.low()).as("least left after the fast cell, against %s before it", first).isLessThan(first.low());
    }

    @Test
    void thePhaseBeginningCountsWholeAndThoseBeforeItNot() {
        RemainingTime remaining = new RemainingTime();
        assertThat(remaining.left(PLAN.get(0), 1, RepetitionPhase.STOP, 1, List.of(), 1)).as("the last stop, by its prior")
                .isEqualTo(SecondsRange.exactly(2));
        assertThat(remaining.left(PLAN.get(0), 1, RepetitionPhase.LOAD, 2, List.of(), 2)).as("this load and stop, then a whole repetition")
                .isEqualTo(new SecondsRange(26 + 2 + 34, 136 + 2 + 144));
    }

    private static Map<String, Double> phases(double start, double verify, double load, double stop) {
        return Map.of("start", start, "verify", verify, "load", load, "stop", stop);
    }

    private static Cell cell(String mode, LoadSpec load) {
        return new Cell(DEFINITIONS.runtimes().get("plain-jdk"), DEFINITIONS.jvms().get("temurin-25"), Mode.of(mode),
                DEFINITIONS.profiles().get("cpu-1"), DEFINITIONS.scenarios().get("cpu"), load);
    }
}
