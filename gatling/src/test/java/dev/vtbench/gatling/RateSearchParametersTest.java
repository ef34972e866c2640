package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.contract.LoadModel;
import java.util.List;
import org.junit.jupiter.api.Test;

class RateSearchParametersTest {

    private static RateSearchParameters parse(String... keyValues) {
        return RateSearchParameters.from(TestProperties.of(keyValues));
    }

    @Test
    void defaultsMultiplyTheRateByAQuarterUpTo5000() {
        RateSearchParameters parameters = parse();

        assertThat(parameters.rates()).as("rates").startsWith(100, 125, 156, 195).allMatch(rate -> rate <= 5_000);
        assertThat(parameters.stepSeconds()).as("step seconds").isEqualTo(10);
        assertThat(parameters.warmupSeconds()).as("warm-up of the first step").isEqualTo(5);
        assertThat(parameters.stepsAfterMiss()).as("steps after a miss").isZero();
        assertThat(parameters.objective()).as("objective").isEqualTo(new LatencyObjective(99, 100, 1));
    }

    @Test
    void anIncrementAddsInsteadOfMultiplying() {
        RateSearchParameters parameters = parse(RateSearchParameters.START_RATE, "100",
                RateSearchParameters.STEP_INCREMENT, "150", RateSearchParameters.MAX_RATE, "500");

        assertThat(parameters.rates()).as("rates up to the maximum").containsExactly(100, 250, 400);
    }

    @Test
    void aSmallFactorStillRaisesTheRateByOne() {
        assertThat(RateSearchParameters.rates(2, 5, 1.01, 0)).as("rates").containsExactly(2, 3, 4, 5);
    }

    @Test
    void theScheduleWarmsUpAtTheStartRateThenClimbs() {
        RateSearchParameters parameters = parse(RateSearchParameters.START_RATE, "10",
                RateSearchParameters.STEP_FACTOR, "2", RateSearchParameters.MAX_RATE, "40",
                RateSearchParameters.STEP_SECONDS, "3", SimulationParameters.WARMUP_SECONDS, "2");

        assertThat(parameters.schedule().steps()).as("injection steps").containsExactly(
                new InjectionSchedule.ConstantRate(10, 5), new InjectionSchedule.ConstantRate(20, 3),
                new InjectionSchedule.ConstantRate(40, 3));
        assertThat(parameters.describe("RateSearchSimulation")).as("description").isEqualTo(new LoadDescription(
                "RateSearchSimulation", LoadModel.OPEN, null, null, "/hello", "http://127.0.0.1:8080", 2, 9));
    }

    @Test
    void aMaximumBelowTheStartIsRejected() {
        assertThatThrownBy(() -> parse(RateSearchParameters.START_RATE, "100", RateSearchParameters.MAX_RATE, "50"))
                .as("max below start")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.search.maxRate=50")
                .hasMessageContaining("vtbench.search.startRate=100");
    }

    @Test
    void aFactorAndAnIncrementTogetherAreRejected() {
        assertThatThrownBy(() -> parse(RateSearchParameters.STEP_FACTOR, "1.5", RateSearchParameters.STEP_INCREMENT, "10"))
                .as("two ways to step")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.search.stepIncrement=10")
                .hasMessageContaining("vtbench.search.stepFactor=1.5");
    }

    @Test
    void tooManyStepsOrTooLongASearchIsRejected() {
        assertThatThrownBy(() -> parse(RateSearchParameters.START_RATE, "1", RateSearchParameters.STEP_FACTOR, "1.01",
                RateSearchParameters.MAX_RATE, "200000"))
                .as("a thousand steps")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.search.stepFactor=1.01")
                .hasMessageContaining("more than 100 steps");
        assertThatThrownBy(() -> parse(RateSearchParameters.STEP_SECONDS, "3600"))
                .as("24 steps of an hour")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.search.stepSeconds=3600")
                .hasMessageContaining("36000");
    }

    @Test
    void everyNumericParameterIsRangeChecked() {
        for (List<String> bad : List.of(
                List.of(RateSearchParameters.START_RATE, "0"),
                List.of(RateSearchParameters.MAX_RATE, "200001"),
                List.of(RateSearchParameters.STEP_FACTOR, "1"),
                List.of(RateSearchParameters.STEP_INCREMENT, "-1"),
                List.of(RateSearchParameters.STEP_SECONDS, "0"),
                List.of(RateSearchParameters.STEPS_AFTER_MISS, "101"))) {
            assertThatThrownBy(() -> parse(bad.get(0), bad.get(1)))
                    .as("%s=%s", bad.get(0), bad.get(1))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(bad.get(0) + "=" + bad.get(1));
        }
    }
}
