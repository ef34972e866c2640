package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.gatling.schema.SteadyCriterion;
import org.junit.jupiter.api.Test;

/** The warm-up read from the simulation's properties: fixed, or until steady by the criterion its five properties set. */
class WarmupPolicyTest {

    private static final String[] UNTIL_STEADY = {WarmupPolicy.MODE, WarmupPolicy.UNTIL_STEADY,
            WarmupPolicy.MIN_SECONDS, "10", WarmupPolicy.MAX_SECONDS, "120"};

    private static WarmupPolicy read(String... more) {
        String[] all = new String[UNTIL_STEADY.length + more.length];
        System.arraycopy(UNTIL_STEADY, 0, all, 0, UNTIL_STEADY.length);
        System.arraycopy(more, 0, all, UNTIL_STEADY.length, more.length);
        return WarmupPolicy.from(TestProperties.of(all));
    }

    @Test
    void untilSteadyJudgesByTheDefaultCriterionUnlessToldOtherwise() {
        assertThat(read().criterion()).as("no vtbench.steady.* set").isEqualTo(SteadyCriterion.DEFAULT);
        assertThat(read(WarmupPolicy.STEADY_WINDOW_SECONDS, "20", WarmupPolicy.STEADY_BATCH_SECONDS, "4",
                WarmupPolicy.STEADY_MAX_RELATIVE_CHANGE, "0.08", WarmupPolicy.STEADY_NEGLIGIBLE_CHANGE, "0.03",
                WarmupPolicy.STEADY_MAX_CV, "0.06").criterion())
                .as("each of the five properties read").isEqualTo(new SteadyCriterion(20, 4, 0.08, 0.03, 0.06));
        assertThat(WarmupPolicy.from(TestProperties.of()).criterion()).as("a fixed warm-up has no criterion").isNull();
    }

    @Test
    void refusesACriterionThatCouldNeverJudgeBeforeTheCap() {
        assertThatThrownBy(() -> read(WarmupPolicy.MAX_SECONDS, "15", WarmupPolicy.STEADY_WINDOW_SECONDS, "18"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(WarmupPolicy.STEADY_WINDOW_SECONDS + "=18").hasMessageContaining(WarmupPolicy.MAX_SECONDS + "=15");
        assertThatThrownBy(() -> read(WarmupPolicy.STEADY_WINDOW_SECONDS, "8"))
                .as("8 s hold two batches of 3 s").hasMessageContaining("at least 3 batches of 3 s");
    }
}
