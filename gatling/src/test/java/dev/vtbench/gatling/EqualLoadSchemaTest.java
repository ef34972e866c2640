package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.gatling.schema.EqualLoadSchema;
import dev.vtbench.gatling.schema.LoadSchema;
import dev.vtbench.gatling.schema.Refusal;
import dev.vtbench.gatling.schema.SimulationSchema;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** What the harness learns of equal-load steps from the schema alone: their shape, their length and their rules. */
class EqualLoadSchemaTest {

    private static final SimulationSchema EQUAL_LOAD = SimulationSchema.EQUAL_LOAD;

    @Test
    void equalLoadIsAnOpenModelOfSeveralLevelsNamedLikeTheOthers() {
        assertThat(EQUAL_LOAD.label()).as("label").isEqualTo("equal-load");
        assertThat(EQUAL_LOAD.className()).as("class").isEqualTo(EqualLoadSimulation.class.getName());
        assertThat(EQUAL_LOAD.fixedModel()).as("model it fixes").contains(LoadModel.OPEN);
        assertThat(EQUAL_LOAD.constantLoad()).as("one load level").isFalse();
        assertThat(EQUAL_LOAD.rateParameter()).as("a key that gives its rate: none, the harness resolves the rates").isEmpty();
        assertThat(EQUAL_LOAD.parameter("steps.max.in.flight")).as("the in-flight bound's key").contains(EqualLoadSchema.MAX_IN_FLIGHT);
        assertThat(EqualLoadSchema.MAX_IN_FLIGHT.expectation()).as("what a matrix error says is expected")
                .startsWith("a whole number from 1 to 20000 (requests): the most requests in flight");
    }

    @Test
    void theRatesAreWholeAscendingAndInTheOpenModelsRange() {
        assertThat(EqualLoadSchema.rates("500, 1000,1500")).as("rates").containsExactly(500, 1_000, 1_500);
        for (String bad : new String[] {"", "500,abc", "500,500", "1000,500", "0", "200001", "500,"}) {
            assertThatThrownBy(() -> EqualLoadSchema.rates(bad)).as("rates '%s'", bad)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(EqualLoadSchema.RATES_PROPERTY)
                    .hasMessageContaining("strictly ascending");
        }
        String tooMany = IntStream.rangeClosed(1, EqualLoadSchema.MAX_STEPS + 1).mapToObj(Integer::toString)
                .collect(Collectors.joining(","));
        assertThatThrownBy(() -> EqualLoadSchema.rates(tooMany)).as("%d rates", EqualLoadSchema.MAX_STEPS + 1)
                .hasMessageContaining("51 steps");
        assertThatThrownBy(() -> EqualLoadSchema.rates("1000,500")).as("falling rates")
                .hasMessageContaining("500 does not rise above 1000");
    }

    @Test
    void aRunPlansTheWarmUpPhaseThenEveryStepRampedSettledToItsCapAndMeasured() {
        assertThat(EqualLoadSchema.WARMUP_SECONDS.defaultValue()).as("the warm-up phase's hold by default, s").isEqualTo(20);
        assertThat(EQUAL_LOAD.plannedSeconds(Map.of(EqualLoadSchema.RATES_PROPERTY, "1,2,3"), 10))
                .as("a warm-up phase of 5 + 20 s, 3 steps of 5 + 40 + 10 s").isEqualTo(190);
        assertThat(EQUAL_LOAD.plannedSeconds(Map.of(EqualLoadSchema.RATES_PROPERTY, "1,2", "vtbench.steps.rampSeconds", "0",
                "vtbench.steps.settleMaxSeconds", "20", "vtbench.steps.warmupSeconds", "30"), 30))
                .as("a warm-up phase of 0 + 30 s, 2 steps of 0 + 20 + 30 s").isEqualTo(130);
        assertThat(EQUAL_LOAD.plannedSeconds(Map.of(EqualLoadSchema.RATES_PROPERTY, "1,2,3", "vtbench.steps.warmupSeconds", "0"), 10))
                .as("no warm-up phase, not even its ramp: 3 steps of 5 + 40 + 10 s").isEqualTo(165);
        assertThat(EQUAL_LOAD.plannedSeconds(Map.of(), 10)).as("rates not resolved yet: the warm-up phase and one step")
                .isEqualTo(80);
        assertThat(EQUAL_LOAD.shortestSeconds(Map.of(EqualLoadSchema.RATES_PROPERTY, "1,2,3"), 10))
                .as("at the shortest, each step's window opens at the settle minimum: 5 + 20 s, then 3 steps of 5 + 3 + 10 s")
                .isEqualTo(79);
        assertThat(EQUAL_LOAD.parameter("steps.warmup.seconds")).as("the warm-up's key").contains(EqualLoadSchema.WARMUP_SECONDS);
        assertThat(EqualLoadSchema.WARMUP_SECONDS.range()).as("its range, s").isEqualTo("0..600");
    }

    @Test
    void aSettleMinimumAboveItsMaximumIsRefusedByName() {
        Optional<Refusal> refusal = EQUAL_LOAD.inconsistency(Map.of("vtbench.steps.settleMinSeconds", "30",
                "vtbench.steps.settleMaxSeconds", "20"));

        assertThat(refusal).as("refusal").hasValueSatisfying(refused -> {
            assertThat(refused.parameter()).as("key refused").isEqualTo(EqualLoadSchema.SETTLE_MIN_SECONDS);
            assertThat(refused.value()).as("value refused").isEqualTo("30");
            assertThat(refused.expectation()).as("what it expected").startsWith("at most steps.settle.max.seconds = 20");
        });
    }

    @Test
    void stepsLongerInAllThanTheLongestRunAreRefusedOnceTheirRatesAndDurationAreKnown() {
        Map<String, String> long100 = Map.of(EqualLoadSchema.RATES_PROPERTY, "1,2,3,4,5,6,7,8,9,10",
                LoadSchema.DURATION_SECONDS.property(), "3600");

        assertThat(EQUAL_LOAD.inconsistency(long100)).as("a warm-up phase of 25 s, 10 steps of 5 + 40 + 3600 s").hasValueSatisfying(refused -> {
            assertThat(refused.parameter()).as("key refused").isEqualTo(LoadSchema.DURATION_SECONDS);
            assertThat(refused.expectation()).as("what it expected").startsWith("at most 3552: a warm-up phase of 25 s and 10 steps");
        });
        assertThat(EQUAL_LOAD.inconsistency(Map.of(EqualLoadSchema.RATES_PROPERTY, "1,2,3,4,5,6,7,8,9,10",
                LoadSchema.DURATION_SECONDS.property(), "3552"))).as("10 steps that just fit after the warm-up phase").isEmpty();
        assertThat(EQUAL_LOAD.inconsistency(Map.of(EqualLoadSchema.RATES_PROPERTY, "1,2,3,4,5,6,7,8,9,10",
                LoadSchema.DURATION_SECONDS.property(), "3555", "vtbench.steps.warmupSeconds", "0")))
                .as("10 steps that just fit without a warm-up phase").isEmpty();
        assertThat(EQUAL_LOAD.inconsistency(Map.of(LoadSchema.DURATION_SECONDS.property(), "36000")))
                .as("rates not known yet").isEmpty();
    }
}
