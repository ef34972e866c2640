package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LatencyThirdsTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long MILLI = 1_000_000L;
    private static final long OPENS = 40 * SECOND;

    @Test
    void eachThirdAveragesTheLatenciesOfTheRequestsThatCompletedInIt() {
        LatencyThirds thirds = new LatencyThirds(OPENS, 3 * SECOND);
        thirds.ok(OPENS - MILLI, OPENS);                              // the opening instant: first third
        thirds.ok(OPENS + SECOND - 4 * MILLI, OPENS + SECOND - 1);    // just before a second in: first third
        thirds.ok(OPENS + SECOND - 2 * MILLI, OPENS + SECOND);        // a second in: second third
        thirds.ok(OPENS + 3 * SECOND - 10 * MILLI, OPENS + 3 * SECOND); // the closing instant: last third

        assertThat(thirds.meanMicros(0)).as("first third's mean µs: 1,000 and 3,999 (whole µs)").isEqualTo(2_499.5);
        assertThat(thirds.meanMicros(1)).as("second third's mean µs").isEqualTo(2_000.0);
        assertThat(thirds.meanMicros(2)).as("last third's mean µs").isEqualTo(10_000.0);
    }

    @Test
    void aThirdWithoutRequestsHasNoMean() {
        assertThat(new LatencyThirds(OPENS, 3 * SECOND).meanMicros(1)).as("mean of nothing").isNaN();
    }
}
