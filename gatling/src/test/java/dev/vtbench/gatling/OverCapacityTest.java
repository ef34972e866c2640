package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Each of the three ways a step is over capacity, at and beyond its bounds. */
class OverCapacityTest {

    private static final long SECOND = 1_000_000_000L;

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
    void latencyThatGrewAsAQueueDoesIsTwiceAndFiveMillisecondsMore() {
        assertThat(latencies(1_000, 6_000).over()).as("6x and exactly 5 ms more").isTrue();
        assertThat(latencies(1_000, 6_000).reason()).as("reason").contains("latency kept growing", "6000 µs", "1000 µs",
                "at least 2.0x and 5000 µs more");
        assertThat(latencies(5_000, 10_000).over()).as("exactly 2x and 5 ms more").isTrue();
        assertThat(latencies(1_000, 2_300).over()).as("the 75% step that kept up: 1.0 to 2.3 ms, under 5 ms more").isFalse();
        assertThat(latencies(1_000, 5_999).over()).as("6x but under 5 ms more").isFalse();
        assertThat(latencies(10_000, 19_999).over()).as("10 ms more but under 2x").isFalse();
        assertThat(latencies(Double.NaN, 50_000).over()).as("nothing completed in the first third").isFalse();
    }

    /**
     * A server below capacity whose latency wobbles: 3,000 req/s for 10 s, answered in 0.8 to 1.2 ms, but from its
     * seventh second one answer in five takes 6 to 10 ms (a collection, a busy core), so its last third's mean is over
     * twice its first's, yet only about a millisecond more: a noisy server, not a queue.
     */
    @Test
    void aNoisyButStableWindowIsNot() {
        LatencyThirds thirds = new LatencyThirds(0, 10 * SECOND);
        for (int i = 0; i < 30_000; i++) {
            long arrival = i * SECOND / 3_000;
            long micros = 800 + (i * 7_919L) % 400;
            if (arrival > 7 * SECOND && i % 5 == 0) {
                micros = 6_000 + (i * 104_729L) % 4_000;
            }
            thirds.ok(arrival, arrival + micros * 1_000);
        }

        OverCapacity verdict = judge(thirds);

        assertThat(thirds.meanMicros(2) / thirds.meanMicros(0)).as("last third's mean over the first's: past the factor")
                .isGreaterThan(OverCapacity.GROWTH_FACTOR);
        assertThat(thirds.meanMicros(2) - thirds.meanMicros(0)).as("and more by, µs: short of the bound")
                .isLessThan(OverCapacity.GROWTH_MICROS);
        assertThat(verdict).as("verdict on a noisy window that kept up").isEqualTo(OverCapacity.NO);
    }

    /**
     * A server 5% over capacity: 4,200 arrivals a second for 4,000 served, one at a time, first come first served, for
     * a 10 s window opened on an empty queue: the queue grows by 200 requests a second, the latency by 50 ms a second.
     */
    @Test
    void aWindowWhoseQueueKeptGrowingIs() {
        LatencyThirds thirds = new LatencyThirds(0, 10 * SECOND);
        long freeAt = 0;
        for (int i = 0; i < 42_000; i++) {
            long arrival = i * SECOND / 4_200;
            freeAt = Math.max(arrival, freeAt) + SECOND / 4_000;
            thirds.ok(arrival, freeAt);
        }

        OverCapacity verdict = judge(thirds);

        assertThat(thirds.meanMicros(2) - thirds.meanMicros(0)).as("last third's mean over the first's, µs")
                .isGreaterThan(200_000);
        assertThat(verdict.over()).as("over capacity: a queue that kept growing").isTrue();
        assertThat(verdict.reason()).as("reason").startsWith("latency kept growing through the window");
    }

    /** The growth rule alone: every request completed, the step steady. */
    private static OverCapacity judge(LatencyThirds thirds) {
        return OverCapacity.judge(1_000, 10_000, 10_000, thirds.meanMicros(0), thirds.meanMicros(2), true, 1_000);
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
