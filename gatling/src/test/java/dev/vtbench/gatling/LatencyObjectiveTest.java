package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyObjectiveTest {

    /** p99 at or under 100 ms, at most 1 % failed. */
    private final LatencyObjective objective = new LatencyObjective(99, 100, 1);

    /** 100 latencies: 98 of 1 ms, then two of {@code slowMicros}. */
    private static Histogram latencies(long slowMicros) {
        Histogram micros = new Histogram(LatencyRecorder.SIGNIFICANT_DIGITS);
        micros.recordValueWithCount(1_000, 98);
        micros.recordValueWithCount(slowMicros, 2);
        return micros;
    }

    @Test
    void metWhenThePercentileIsWithinTheBoundAndFewFailed() {
        assertThat(objective.metBy(latencies(90_000), 1)).as("p99 90 ms, 1 failure in 101").isTrue();
    }

    @Test
    void missedWhenThePercentileIsOverTheBound() {
        assertThat(objective.metBy(latencies(150_000), 0)).as("p99 150 ms").isFalse();
    }

    @Test
    void missedWhenTooManyFailed() {
        assertThat(objective.metBy(latencies(1_000), 2)).as("2 failures in 102, over 1 %").isFalse();
    }

    @Test
    void missedWhenNothingSucceeded() {
        assertThat(objective.metBy(new Histogram(3), 0)).as("no request at all").isFalse();
    }

    @Test
    void readsItsBoundsFromProperties() {
        LatencyObjective parsed = LatencyObjective.from(TestProperties.of(
                LatencyObjective.PERCENTILE, "99.9", LatencyObjective.MILLIS, "0.5"));

        assertThat(parsed).as("objective").isEqualTo(new LatencyObjective(99.9, 0.5, 1.0));
        assertThatThrownBy(() -> LatencyObjective.from(TestProperties.of(LatencyObjective.PERCENTILE, "101")))
                .as("percentile above 100")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.objective.percentile=101");
        assertThatThrownBy(() -> LatencyObjective.from(TestProperties.of(LatencyObjective.MILLIS, "0")))
                .as("a bound of 0 ms")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.objective.millis=0");
    }
}
