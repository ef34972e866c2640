package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToLongFunction;
import org.junit.jupiter.api.Test;

/** The steady-state criterion on synthetic per-second timelines of the shapes real runs take. */
class SteadyCriterionTest {

    private final SteadyCriterion criterion = SteadyCriterion.DEFAULT;

    private static List<Long> seconds(int count, IntToLongFunction rate) {
        List<Long> timeline = new ArrayList<>();
        for (int second = 0; second < count; second++) {
            timeline.add(rate.applyAsLong(second));
        }
        return timeline;
    }

    @Test
    void aFlatRateWithSmallNoiseIsSteady() {
        // ±2% around 30,000 a second, as a warm /hello server gives.
        List<Long> timeline = seconds(30, s -> 30_000 + (s % 3 - 1) * 600L);
        SteadyCriterion.Judgement judgement = criterion.judge(timeline);
        assertThat(judgement.steady()).as("%s", judgement).isTrue();
        assertThat(Math.abs(judgement.relativeChange())).as("no trend").isLessThan(0.01);
    }

    @Test
    void aRisingRateIsNotSteadyUntilItLevelsOff() {
        // The JIT warming up: +3% a second for 20 s, then flat.
        IntToLongFunction warming = s -> Math.round(10_000 * Math.pow(1.03, Math.min(s, 20)));
        assertThat(criterion.judge(seconds(15, warming)).steady()).as("still climbing at 15 s").isFalse();
        assertThat(criterion.judge(seconds(25, warming)).steady()).as("half of the last 10 s still climbing").isFalse();
        assertThat(criterion.judge(seconds(31, warming)).steady()).as("flat for the last 10 s").isTrue();
    }

    @Test
    void aSlowCreepBelowTheThresholdIsSteadyAndAboveItIsNot() {
        assertThat(criterion.judge(seconds(10, s -> 10_000 + 40L * s)).steady()).as("+3.6%% over 10 s").isTrue();
        assertThat(criterion.judge(seconds(10, s -> 10_000 + 80L * s)).steady()).as("+7%% over 10 s").isFalse();
    }

    @Test
    void anOscillatingRateWithoutTrendIsNotSteady() {
        // A GC or a pool growing and shrinking: ±20% every other second, a flat line through it.
        SteadyCriterion.Judgement judgement = criterion.judge(seconds(20, s -> s % 2 == 0 ? 12_000 : 8_000));
        assertThat(judgement.cv()).as("CV over its limit").isGreaterThan(judgement.cvLimit());
        assertThat(judgement.steady()).as("%s", judgement).isFalse();
    }

    @Test
    void aStepDownIsNotSteadyUntilTheNewLevelFillsTheWindow() {
        IntToLongFunction stepDown = s -> s < 20 ? 20_000 : 12_000;
        assertThat(criterion.judge(seconds(20, stepDown)).steady()).as("before the step").isTrue();
        assertThat(criterion.judge(seconds(24, stepDown)).steady()).as("across the step").isFalse();
        assertThat(criterion.judge(seconds(30, stepDown)).steady()).as("the new level for 10 s").isTrue();
        assertThat(criterion.judge(seconds(24, stepDown)).relativeChange()).as("falling is a negative change").isNegative();
    }

    @Test
    void aRateThatNeverSettlesIsNeverSteady() {
        // A saw tooth: climbs for 6 s, collapses, climbs again.
        List<Long> timeline = seconds(120, s -> 5_000 + 1_000L * (s % 6));
        for (int end = 10; end <= timeline.size(); end++) {
            assertThat(criterion.judge(timeline.subList(0, end)).steady()).as("after %d s", end).isFalse();
        }
    }

    @Test
    void tooFewSecondsOrNoAnswersAreNotSteady() {
        assertThat(criterion.judge(seconds(9, s -> 1_000)).steady()).as("9 of 10 seconds").isFalse();
        assertThat(criterion.judge(seconds(12, s -> 0)).steady()).as("nothing answered").isFalse();
    }

    @Test
    void aLowRateIsJudgedAgainstItsCountingNoise() {
        // 100 a second cannot be steadier than about 10% a second: 2/sqrt(100) = 20% is allowed.
        SteadyCriterion.Judgement judgement = criterion.judge(seconds(10, s -> s % 2 == 0 ? 110 : 90));
        assertThat(judgement.cvLimit()).as("CV limit at 100/s").isCloseTo(0.2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(judgement.changeLimit()).as("trend limit at 100/s").isCloseTo(0.2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(judgement.steady()).as("%s", judgement).isTrue();
    }

    @Test
    void refusesACriterionThatCannotJudgeATrend() {
        assertThatThrownBy(() -> new SteadyCriterion(2, 0.05, 0.05)).hasMessageContaining("at least 3 seconds");
        assertThatThrownBy(() -> new SteadyCriterion(10, 0, 0.05)).hasMessageContaining("must be > 0");
    }
}
