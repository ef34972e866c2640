package dev.vtbench.harness.load;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The matrix's equal.load: fractions of the lower capacity or absolute rates, checked and named the way a cell id needs. */
class EqualLoadPlanTest {

    @Test
    void fractionsResolveAgainstTheLowerCapacityRoundedAndAscending() {
        EqualLoadPlan plan = EqualLoadPlan.parse(List.of("25%", "50%", "75%"));
        assertThat(plan.relativeToCapacity()).as("percents are fractions of capacity").isTrue();
        assertThat(plan.ratesFor(2010)).as("25/50/75%% of 2010 req/s, rounded").containsExactly(503, 1005, 1508);
        assertThat(plan.ratesFor(3)).as("a capacity so low that two fractions round to one rate keeps each rate once")
                .containsExactly(1, 2);
        assertThat(plan.label()).as("its part of a cell id").isEqualTo("p25-50-75");
        assertThat(plan.matrixValue()).as("as a matrix writes it").isEqualTo("25% 50% 75%");
        assertThat(plan.describe()).isEqualTo("25%, 50% and 75% of the lower capacity of the modes");
    }

    @Test
    void absoluteRatesNeedNoCapacity() {
        EqualLoadPlan plan = EqualLoadPlan.parse(List.of("500", "1000"));
        assertThat(plan.relativeToCapacity()).isFalse();
        assertThat(plan.ratesFor(Double.NaN)).as("absolute rates ignore any capacity").containsExactly(500, 1000);
        assertThat(plan.label()).isEqualTo("o500-1000");
        assertThat(plan.describe()).isEqualTo("500 and 1,000 req/s");
    }

    @Test
    void mistakesAreRefusedWithWhatIsExpected() {
        assertThatThrownBy(() -> EqualLoadPlan.parse(List.of("25%", "500"))).as("mixed kinds")
                .hasMessageContaining("steps of one kind");
        assertThatThrownBy(() -> EqualLoadPlan.parse(List.of("50%", "25%"))).as("descending")
                .hasMessageContaining("ascending order");
        assertThatThrownBy(() -> EqualLoadPlan.parse(List.of("0%"))).as("0%%").hasMessageContaining("from 1% to 100%");
        assertThatThrownBy(() -> EqualLoadPlan.parse(List.of("150%"))).as("over 100%%").hasMessageContaining("from 1% to 100%");
        assertThatThrownBy(() -> EqualLoadPlan.parse(List.of("fast"))).as("not a number").hasMessageContaining("not 'fast'");
        assertThatThrownBy(() -> EqualLoadPlan.parse(List.of())).as("nothing").hasMessageContaining("at least one step");
    }

    @Test
    void aLoadSpecOfStepsIsNamedByItsPlanAndBoundsItsConnections() {
        Simulation steps = Simulation.equalLoadSteps().orElseThrow();
        LoadSpec unresolved = LoadSpec.equalLoad(steps, EqualLoadPlan.parse(List.of("25%", "75%")), 20, java.util.Map.of());
        assertThat(unresolved.resolved()).as("fractions wait for a capacity").isFalse();
        assertThat(unresolved.label()).isEqualTo(steps.label() + "-p25-75");
        LoadSpec resolved = unresolved.withStepRates(List.of(500, 1500), 400, "2,000 req/s");
        assertThat(resolved.resolved()).isTrue();
        assertThat(resolved.label()).as("the id does not change once resolved").isEqualTo(unresolved.label());
        assertThat(resolved.stepRates()).containsExactly(500, 1500);
        assertThat(resolved.rate()).as("its rate is its top step's").isEqualTo(1500);
        assertThat(resolved.concurrency()).as("sockets are bounded by the requests in flight, not a second's worth of the rate")
                .isEqualTo(400);
        assertThat(resolved.steps().basis()).isEqualTo("2,000 req/s");
        assertThat(LoadSpec.equalLoad(steps, EqualLoadPlan.parse(List.of("100", "200")), 20, java.util.Map.of()).stepRates())
                .as("absolute rates are resolved at once").containsExactly(100, 200);
    }
}
