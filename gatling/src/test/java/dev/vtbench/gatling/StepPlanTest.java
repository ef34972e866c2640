package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.SteadyCriterion;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class StepPlanTest {

    private static final long SECOND = 1_000_000_000L;

    /** Steps of 500, 1,000 and 1,500 a second; a 5 s ramp, no warm-up phase, settle 3..40 s, 10 s windows. */
    private static final StepPlan PLAN = new StepPlan(List.of(500, 1_000, 1_500), 5 * SECOND, 0, 3 * SECOND, 40 * SECOND,
            10 * SECOND, SteadyCriterion.DEFAULT);

    /** The same steps after a warm-up phase: 5 s up to 1,500 a second, held 20 s. */
    private static final StepPlan WARMED = new StepPlan(List.of(500, 1_000, 1_500), 5 * SECOND, 20 * SECOND, 3 * SECOND,
            40 * SECOND, 10 * SECOND, SteadyCriterion.DEFAULT);

    @Test
    void withoutWarmUpTheFirstStepRampsFromATenthOfItsRateTheOthersFromThePreviousRate() {
        assertThat(PLAN.warmupPhaseNanos()).as("warm-up phase").isZero();
        assertThat(PLAN.targetRate(0, 0)).as("first step, at its ramp's start").isEqualTo(50.0);
        assertThat(PLAN.targetRate(0, 5 * SECOND / 2)).as("first step, half-way up").isEqualTo(275.0);
        assertThat(PLAN.targetRate(0, 5 * SECOND)).as("first step, ramp done").isEqualTo(500.0);
        assertThat(PLAN.targetRate(1, 0)).as("second step, from the first's rate").isEqualTo(500.0);
        assertThat(PLAN.targetRate(2, SECOND)).as("third step, a fifth up").isEqualTo(1_100.0);
        assertThat(PLAN.targetRate(2, 60 * SECOND)).as("third step, long after").isEqualTo(1_500.0);
        assertThat(PLAN.topRate()).as("what is injected for the gate to thin").isEqualTo(1_500);
    }

    @Test
    void theWarmUpPhaseRampsToTheTopRateHoldsItAndTheFirstStepRampsDownFromIt() {
        assertThat(WARMED.warmupPhaseNanos()).as("warm-up phase: its ramp and its hold").isEqualTo(25 * SECOND);
        assertThat(WARMED.warmupRate(0)).as("warm-up, at the first arrival: a tenth of the top rate").isEqualTo(150.0);
        assertThat(WARMED.warmupRate(5 * SECOND / 2)).as("warm-up, half-way up").isEqualTo(825.0);
        assertThat(WARMED.warmupRate(5 * SECOND)).as("warm-up, ramp done").isEqualTo(1_500.0);
        assertThat(WARMED.warmupRate(25 * SECOND - 1)).as("warm-up, at the end of its hold").isEqualTo(1_500.0);
        assertThat(WARMED.startRate(0)).as("the first step's ramp starts at the top rate").isEqualTo(1_500.0);
        assertThat(WARMED.targetRate(0, 5 * SECOND / 2)).as("first step, half-way down").isEqualTo(1_000.0);
        assertThat(WARMED.targetRate(0, 5 * SECOND)).as("first step, ramp done").isEqualTo(500.0);
        assertThat(WARMED.targetRate(1, 0)).as("second step, from the first's rate as without warm-up").isEqualTo(500.0);
        assertThat(WARMED.intendedRequests(0, 0, 5 * SECOND)).as("the ramp down: (1,500 + 500) / 2 x 5 s")
                .isCloseTo(5_000.0, within(1e-9));
    }

    @Test
    void aStepWithoutRampOffersItsRateAtOnce() {
        StepPlan jump = new StepPlan(List.of(200), 0, 0, 0, 5 * SECOND, SECOND, SteadyCriterion.DEFAULT);

        assertThat(jump.targetRate(0, 0)).as("rate at the start of a step without ramp").isEqualTo(200.0);
    }

    @Test
    void intendedRequestsIntegrateTheRampAndTheHold() {
        assertThat(PLAN.intendedRequests(0, 0, 5 * SECOND)).as("the first ramp: (50 + 500) / 2 x 5 s")
                .isCloseTo(1_375.0, within(1e-9));
        assertThat(PLAN.intendedRequests(1, 5 * SECOND, 15 * SECOND)).as("10 s held at 1,000 a second")
                .isCloseTo(10_000.0, within(1e-9));
        assertThat(PLAN.intendedRequests(1, 4 * SECOND, 6 * SECOND)).as("across the ramp's end: 1 s at 900..1,000, 1 s at 1,000")
                .isCloseTo(950.0 + 1_000.0, within(1e-9));
        assertThat(PLAN.intendedRequests(1, 6 * SECOND, 6 * SECOND)).as("an empty stretch").isZero();
    }

    @Test
    void theInjectionRunsEachStepsRateFromTheEarliestItCanStart() {
        assertThat(PLAN.injection()).as("each step's rate for the shortest step, 5 + 3 + 10 s, the top rate to the end")
                .isEqualTo(new InjectionSchedule(List.of(new InjectionSchedule.ConstantRate(500, 18),
                        new InjectionSchedule.ConstantRate(1_000, 18), new InjectionSchedule.ConstantRate(1_500, 168 - 36))));
        InjectionSchedule injection = PLAN.injection();
        assertThat(injection.perSecondAt(18 * SECOND - 1)).as("injected just before the second step can start").isEqualTo(500);
        assertThat(injection.perSecondAt(18 * SECOND)).as("injected once it can").isEqualTo(1_000);
        assertThat(injection.perSecondAt(400 * SECOND)).as("injected long after").isEqualTo(1_500);
        assertPerSecondAtIsWhatGatlingInjects(injection, PLAN.longestSeconds());
    }

    @Test
    void withAWarmUpPhaseTheInjectionHoldsTheTopRateUntilTheFirstStepsRampDownIsOver() {
        assertThat(WARMED.injection()).as("top rate for the warm-up's 25 s and the 5 s ramp down, the first step's rate until"
                + " the second can start (25 + 18 s), the second's for 18 s, the top rate to the end")
                .isEqualTo(new InjectionSchedule(List.of(new InjectionSchedule.ConstantRate(1_500, 30),
                        new InjectionSchedule.ConstantRate(500, 13), new InjectionSchedule.ConstantRate(1_000, 18),
                        new InjectionSchedule.ConstantRate(1_500, 193 - 61))));
        InjectionSchedule injection = WARMED.injection();
        for (long at = 0; at < 30 * SECOND; at += SECOND / 10) {
            double offered = at < WARMED.warmupPhaseNanos() ? WARMED.warmupRate(at) : WARMED.targetRate(0, at - 25 * SECOND);
            assertThat((double) injection.perSecondAt(at)).as("injected against offered %d ms after the first arrival", at / 1_000_000)
                    .isGreaterThanOrEqualTo(offered);
        }
        assertPerSecondAtIsWhatGatlingInjects(injection, WARMED.longestSeconds());
    }

    @Test
    void theLongestRunAllowsTheWarmUpAndEveryStepItsSettleCapAndATick() {
        assertThat(PLAN.longestSeconds()).as("3 x (5 + 40 + 10 + 1) s").isEqualTo(168);
        assertThat(WARMED.longestSeconds()).as("5 + 20 s, then 3 x (5 + 40 + 10 + 1) s").isEqualTo(193);
    }

    /** The gate's injected rate, second by second, is what Gatling injects in that second. */
    private static void assertPerSecondAtIsWhatGatlingInjects(InjectionSchedule injection, int seconds) {
        for (long second = 0; second < seconds; second++) {
            long injected = injection.requestsBefore((second + 1) * SECOND) - injection.requestsBefore(second * SECOND);
            assertThat(injection.perSecondAt(second * SECOND)).as("the gate's injected rate against Gatling's, second %d", second)
                    .isEqualTo((int) injected);
        }
    }
}
