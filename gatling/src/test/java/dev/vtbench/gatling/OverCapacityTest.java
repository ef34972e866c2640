package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Each of the three ways a step is over capacity, at and beyond its bounds. */
class OverCapacityTest {

    private static OverCapacity completed(long ok, long offered) {
        return OverCapacity.judge(1_000, ok, offered, 1_000, 1_000, true, 1_000);
    }

    private static OverCapacity latencies(double firstThird, double lastThird) {
        return OverCapacity.judge(1_000, 10_000, 10_000, firstThird, lastThird, true, 1_000);
    }

    @Test
    void aStepThatCompletedWhatItWasOfferedIsNot() {
        assertThat(completed(10_000, 10_000)).as("all offered completed").isEqualTo(OverCapacity.NO);
        assertThat(completed(9_500, 10_000)).as("exactly 95%").isEqualTo(OverCapacity.NO);
        assertThat(completed(0, 0)).as("nothing offered").isEqualTo(OverCapacity.NO);
    }

    @Test
    void aStepThatCompletedLessThan95PercentIs() {
        OverCapacity verdict = completed(9_499, 10_000);

        assertThat(verdict.over()).as("94.99% completed").isTrue();
        assertThat(verdict.reason()).as("reason").isEqualTo("completed 9499 OK requests of 10000 offered (94.99%, below 95%)");
    }

    @Test
    void latencyThatKeptGrowingByHalfAndAMillisecondIs() {
        assertThat(latencies(1_000, 2_100).over()).as("2.1x and 1.1 ms more").isTrue();
        assertThat(latencies(1_000, 2_100).reason()).as("reason").contains("latency kept growing", "2100 µs", "1000 µs");
        assertThat(latencies(1_000, 1_999).over()).as("2x but under 1 ms more").isFalse();
        assertThat(latencies(10_000, 14_999).over()).as("5 ms more but under 1.5x").isFalse();
        assertThat(latencies(20, 2_000).over()).as("from 20 µs to 2 ms").isTrue();
        assertThat(latencies(Double.NaN, 5_000).over()).as("nothing completed in the first third").isFalse();
    }

    @Test
    void aStepNeverSteadyIsOverOnlyWhenItCouldNotKeepUp() {
        OverCapacity behind = OverCapacity.judge(1_000, 10_000, 10_000, 1_000, 1_000, false, 900);

        assertThat(behind.over()).as("never steady at 900 OK/s of 1,000 offered").isTrue();
        assertThat(behind.reason()).as("reason").contains("never became steady", "900 OK requests a second of the 1000");
        assertThat(OverCapacity.judge(1_000, 10_000, 10_000, 1_000, 1_000, false, 990).over())
                .as("never steady, but it kept up: a wobble, not a server behind").isFalse();
        assertThat(OverCapacity.judge(1_000, 10_000, 10_000, 1_000, 1_000, false, Double.NaN).over())
                .as("never steady, never judged").isTrue();
    }

    @Test
    void everyReasonThatHeldIsNamed() {
        OverCapacity verdict = OverCapacity.judge(1_000, 5_000, 10_000, 1_000, 50_000, false, 500);

        assertThat(verdict.reason().split("; ")).as("reasons").hasSize(3);
    }
}
