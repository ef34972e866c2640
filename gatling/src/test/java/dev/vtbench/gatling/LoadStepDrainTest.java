package dev.vtbench.gatling;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A step's window that completed more than it admitted drained a queue formed before it, and is not steady. */
class LoadStepDrainTest {

    @Test
    void aWindowCompletingWhatItAdmittedIsNotDraining() {
        assertThat(LoadStep.drained(22_384, 22_384)).as("all it admitted").isFalse();
        assertThat(LoadStep.drained(23_400, 22_384)).as("4.5% more: the requests in flight at either end").isFalse();
        assertThat(LoadStep.drained(21_000, 22_384)).as("fewer: over capacity is OverCapacity's to judge").isFalse();
    }

    @Test
    void aWindowCompletingFivePercentMoreThanItAdmittedDrainedAQueue() {
        assertThat(LoadStep.drained(24_728, 22_384)).as("Liberty's pool at 75%: 3,091 OK a second of 2,798 offered").isTrue();
        assertThat(LoadStep.drained(15_072, 7_464)).as("Liberty's pool at 25%: 1,884 OK a second of 933 offered").isTrue();
    }

    @Test
    void aWindowThatAdmittedNothingIsNotCalledDraining() {
        assertThat(LoadStep.drained(5, 0)).as("nothing admitted: no rate to hold it against").isFalse();
    }
}
