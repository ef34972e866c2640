package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** How a ratio and its interval read in the verdict and its tables. */
class RatioTextTest {

    @Test
    void aRatioReadsWithItsInterval() {
        RatioInterval cpu = RatioInterval.of(List.of(152.0, 148.0, 160.0), List.of(120.0, 118.0, 125.0, 119.0));
        assertThat(RatioText.interval(cpu)).isEqualTo("1.27 [1.17-1.38]");
    }

    @Test
    void oneRepetitionSaysSo() {
        assertThat(RatioText.interval(RatioInterval.of(List.of(150.0), List.of(120.0, 121.0))))
                .isEqualTo("1.24 (no interval: one repetition)");
    }

    /**
     * Two p99s a side, one side nearly without spread: about one degree of freedom, where t(0.975) is 12.7 and the
     * interval's ends are digits that mean nothing. They read as bounds instead.
     */
    @Test
    void anIntervalTooWideToBoundAnythingReadsAsBounds() {
        RatioInterval p99 = RatioInterval.of(List.of(9.0, 95.0), List.of(30.0, 30.3));
        assertThat(p99.degreesOfFreedom()).as("the case").isLessThan(1.1);
        assertThat(p99.lower()).isLessThan(0.01);
        assertThat(p99.upper()).isGreaterThan(100);
        assertThat(RatioText.interval(p99)).isEqualTo(String.format(java.util.Locale.ROOT,
                "%.2f [under 0.01 to over 100: too few or too spread repetitions to bound it]", p99.ratio()));
        RatioInterval oneEnd = new RatioInterval(3.0, 0.5, 250.0, 2, 2, 1.2, 0.95);
        assertThat(RatioText.interval(oneEnd)).as("only the end beyond the factor is a bound")
                .isEqualTo("3.00 [0.50 to over 100: too few or too spread repetitions to bound it]");
    }
}
