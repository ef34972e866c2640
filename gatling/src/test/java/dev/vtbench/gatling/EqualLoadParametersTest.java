package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.gatling.schema.SteadyCriterion;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class EqualLoadParametersTest {

    private static final long SECOND = 1_000_000_000L;

    private static EqualLoadParameters parse(String... keyValues) {
        return EqualLoadParameters.from(TestProperties.of(keyValues));
    }

    @Test
    void defaultsRampFiveSecondsWarmTwentySettleThreeToFortyAndBoundAThousandInFlight() {
        EqualLoadParameters parameters = parse(EqualLoadParameters.RATES, "500,1000,1500",
                SimulationParameters.MODEL, "closed", SimulationParameters.USERS, "ignored");

        assertThat(parameters.rates()).as("rates").containsExactly(500, 1_000, 1_500);
        assertThat(parameters.rampSeconds()).as("ramp").isEqualTo(5);
        assertThat(parameters.warmupSeconds()).as("warm-up phase's hold at the top rate").isEqualTo(20);
        assertThat(parameters.settleMinSeconds()).as("least settle").isEqualTo(3);
        assertThat(parameters.settleMaxSeconds()).as("longest settle").isEqualTo(40);
        assertThat(parameters.durationSeconds()).as("each step's window").isEqualTo(10);
        assertThat(parameters.maxInFlight()).as("most in flight").isEqualTo(1_000);
        assertThat(parameters.plan()).as("the steps' plan").isEqualTo(new StepPlan(List.of(500, 1_000, 1_500), 5 * SECOND,
                20 * SECOND, 3 * SECOND, 40 * SECOND, 10 * SECOND, new SteadyCriterion(6, 2, 0.05, 0.02, 0.04)));
        assertThat(parameters.injection()).as("injected: the top rate through the warm-up, then each rate from the earliest"
                + " its step can start, to the longest run").isEqualTo(parameters.plan().injection());
        assertThat(parameters.injection().intendedRequests()).as("users injected at most: the top rate for the warm-up's 25 s"
                + " and the 5 s ramp down, then each step's rate until the next can start, the top rate to 193 s")
                .isEqualTo(1_500L * 30 + 500L * 13 + 1_000L * 18 + 1_500L * (193 - 61));
        assertThat(parameters.longestRun()).as("Gatling's last resort").isEqualTo(Duration.ofSeconds(193 + 60));
    }

    @Test
    void theStatsDescribeTheWarmUpPhaseAndTheFirstStepsRampAndSettleAsAWarmUpUntilSteady() {
        LoadDescription load = parse(EqualLoadParameters.RATES, "500,1000").describe("EqualLoadSimulation");
        LoadDescription unwarmed = parse(EqualLoadParameters.RATES, "500,1000", EqualLoadParameters.WARMUP_SECONDS, "0")
                .describe("EqualLoadSimulation");

        assertThat(load.model()).as("model").isEqualTo(LoadModel.OPEN);
        assertThat(load.rate()).as("one rate").isNull();
        SteadyCriterion criterion = new SteadyCriterion(6, 2, 0.05, 0.02, 0.04);
        assertThat(load.warmup()).as("warm-up: the warm-up phase's 5 + 20 s, the ramp's 5, then a settle of 3..40 s")
                .isEqualTo(WarmupPolicy.untilSteady(33, 70, criterion));
        assertThat(load.warmupSeconds()).as("least warm-up").isEqualTo(33);
        assertThat(unwarmed.warmup()).as("warm-up without a warm-up phase: the ramp, then the settle")
                .isEqualTo(WarmupPolicy.untilSteady(8, 45, criterion));
        assertThat(load.durationSeconds()).as("duration: each step's window").isEqualTo(10);
        assertThat(load.traffic()).as("traffic").isEqualTo("endpoint /hello");
    }

    @Test
    void theRatesAreRequiredAndChecked() {
        assertThatThrownBy(() -> parse()).as("no rates").isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.steps.rates=<unset> is required");
        assertThatThrownBy(() -> parse(EqualLoadParameters.RATES, "500;1000")).as("rates separated by ;")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.steps.rates=500;1000: '500;1000' is not a whole number");
    }

    @Test
    void aSettleMinimumAboveItsMaximumIsRefused() {
        assertThatThrownBy(() -> parse(EqualLoadParameters.RATES, "500", EqualLoadParameters.SETTLE_MIN_SECONDS, "30",
                EqualLoadParameters.SETTLE_MAX_SECONDS, "20")).as("settle 30..20")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.steps.settleMinSeconds=30 is above vtbench.steps.settleMaxSeconds=20");
    }

    @Test
    void stepsLongerThanTheLongestRunAreRefused() {
        assertThatThrownBy(() -> parse(EqualLoadParameters.RATES, "1,2,3,4,5,6,7,8,9,10",
                SimulationParameters.DURATION_SECONDS, "3600")).as("10 steps of an hour")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.durationSeconds=3600 with vtbench.steps.rates=10 steps: expected at most 3552: a"
                        + " warm-up phase of 25 s and 10 steps");
    }
}
