package dev.vtbench.gatling;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Completing 5% more than offered is a queue draining: a step waits, and a window that did is not steady. */
class StepDrainingTest {

    @Test
    void aWindowCompletingWhatItAdmittedIsNotDraining() {
        assertThat(StepSequence.draining(22_384, 22_384)).as("all it admitted").isFalse();
        assertThat(StepSequence.draining(23_400, 22_384)).as("4.5% more: the requests in flight at either end").isFalse();
        assertThat(StepSequence.draining(21_000, 22_384)).as("fewer: over capacity is OverCapacity's to judge").isFalse();
    }

    @Test
    void aWindowCompletingFivePercentMoreThanItAdmittedDrainedAQueue() {
        assertThat(StepSequence.draining(24_728, 22_384)).as("Liberty's pool at 75%: 3,091 OK a second of 2,798 offered").isTrue();
        assertThat(StepSequence.draining(15_072, 7_464)).as("Liberty's pool at 25%: 1,884 OK a second of 933 offered").isTrue();
    }

    @Test
    void aWindowThatAdmittedNothingIsNotCalledDraining() {
        assertThat(StepSequence.draining(5, 0)).as("nothing admitted: no rate to hold it against").isFalse();
    }
}
