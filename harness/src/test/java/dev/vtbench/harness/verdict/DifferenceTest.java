package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** The rule that reads an interval, branch by branch, at and around the 5% margin. */
class DifferenceTest {

    @ParameterizedTest(name = "[{0}, {1}] -> {2}")
    @CsvSource({
            "1.06, 1.20, MORE",
            "0.80, 0.94, LESS",
            "0.95, 1.05, SAME",
            "1.01, 1.04, SAME",
            "0.90, 1.10, NO_DIFFERENCE_DETECTED",
            "0.96, 1.08, NO_DIFFERENCE_DETECTED",
            "1.02, 1.10, SLIGHTLY_MORE",
            "1.05, 1.30, SLIGHTLY_MORE",
            "0.90, 0.98, SLIGHTLY_LESS",
    })
    void readsAnIntervalByTheRule(double lower, double upper, Difference expected) {
        RatioInterval ratio = new RatioInterval(Math.sqrt(lower * upper), lower, upper, 3, 3, 4, 0.95);
        assertThat(Difference.of(ratio)).as("[%s, %s]", lower, upper).isEqualTo(expected);
        assertThat(Difference.of(ratio).decisive()).as("only more and less decide").isEqualTo(expected == Difference.MORE || expected == Difference.LESS);
    }

    @ParameterizedTest(name = "no interval at ratio {0}")
    @CsvSource({"2.0", "1.0", "0.5"})
    void noIntervalIsNeverDecisive(double ratio) {
        Difference difference = Difference.of(new RatioInterval(ratio, Double.NaN, Double.NaN, 1, 3, Double.NaN, 0.95));
        assertThat(difference).isEqualTo(Difference.NO_INTERVAL);
        assertThat(difference.decisive()).as("however large the ratio, one repetition decides nothing").isFalse();
    }
}
