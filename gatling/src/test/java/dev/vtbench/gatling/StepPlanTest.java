package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.SteadyCriterion;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class StepPlanTest {

    private static final long SECOND = 1_000_000_000L;

    /** Steps of 500, 1,000 and 1,500 a second; a 5 s ramp, settle 3..40 s, 10 s windows. */
    private static final StepPlan PLAN = new StepPlan(List.of(500, 1_000, 1_500), 5 * SECOND, 3 * SECOND, 40 * SECOND,
            10 * SECOND, SteadyCriterion.DEFAULT);

    @Test
    void theFirstStepRampsFromATenthOfItsRateTheOthersFromThePreviousRate() {
        assertThat(PLAN.targetRate(0, 0)).as("first step, at its ramp's start").isEqualTo(50.0);
        assertThat(PLAN.targetRate(0, 5 * SECOND / 2)).as("first step, half-way up").isEqualTo(275.0);
        assertThat(PLAN.targetRate(0, 5 * SECOND)).as("first step, ramp done").isEqualTo(500.0);
        assertThat(PLAN.targetRate(1, 0)).as("second step, from the first's rate").isEqualTo(500.0);
        assertThat(PLAN.targetRate(2, SECOND)).as("third step, a fifth up").isEqualTo(1_100.0);
        assertThat(PLAN.targetRate(2, 60 * SECOND)).as("third step, long after").isEqualTo(1_500.0);
        assertThat(PLAN.topRate()).as("what is injected for the gate to thin").isEqualTo(1_500);
    }

    @Test
    void aStepWithoutRampOffersItsRateAtOnce() {
        StepPlan jump = new StepPlan(List.of(200), 0, 0, 5 * SECOND, SECOND, SteadyCriterion.DEFAULT);

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
        assertThat(PLAN.injectedRate(18 * SECOND - 1)).as("injected just before the second step can start").isEqualTo(500.0);
        assertThat(PLAN.injectedRate(18 * SECOND)).as("injected once it can").isEqualTo(1_000.0);
        assertThat(PLAN.injectedRate(400 * SECOND)).as("injected long after").isEqualTo(1_500.0);
        InjectionSchedule injection = PLAN.injection();
        for (long second = 0; second < 168; second++) {
            long injected = injection.requestsBefore((second + 1) * SECOND) - injection.requestsBefore(second * SECOND);
            assertThat(PLAN.injectedRate(second * SECOND)).as("the gate's injected rate against Gatling's, second %d", second)
                    .isEqualTo((double) injected);
        }
    }

    @Test
    void theLongestRunAllowsEveryStepItsSettleCapAndATick() {
        assertThat(PLAN.longestSeconds()).as("3 x (5 + 40 + 10 + 1) s").isEqualTo(168);
    }
}
