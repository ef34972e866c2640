package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/**
 * The ratio of geometric means with Welch's interval on the logs. Expected values computed independently (Python,
 * mpmath's incomplete beta for the t quantile at fractional degrees of freedom).
 */
class RatioIntervalTest {

    @Test
    void givesTheRatioOfGeometricMeansWithWelchsInterval() {
        RatioInterval cpu = RatioInterval.of(List.of(152.0, 148.0, 160.0), List.of(120.0, 118.0, 125.0, 119.0));
        assertThat(cpu.ratio()).as("geometric means' ratio").isCloseTo(1.272121, within(1e-6));
        assertThat(cpu.degreesOfFreedom()).as("Welch-Satterthwaite").isCloseTo(3.231916, within(1e-6));
        assertThat(cpu.lower()).as("lower end, t(0.975, 3.23) = 3.0571").isCloseTo(1.174200, within(1e-6));
        assertThat(cpu.upper()).isCloseTo(1.378207, within(1e-6));
        assertThat(cpu.hasInterval()).isTrue();
        assertThat(Difference.of(cpu)).as("entirely above 1.05").isEqualTo(Difference.MORE);
    }

    @Test
    void pairedValuesGiveStudentsIntervalOnTheirLogRatios() {
        // Three rounds on a machine whose speed moved between them (the same 12-14% below the pool in each round):
        // t(0.975, 2) = 4.3027 on the mean of the three log ratios.
        List<Double> virtual = List.of(140.0, 158.0, 128.0);
        List<Double> pool = List.of(160.0, 183.0, 150.0);
        RatioInterval paired = RatioInterval.paired(virtual, pool, RatioInterval.CONFIDENCE);
        assertThat(paired.ratio()).as("the geometric mean of the rounds' ratios").isCloseTo(0.863862, within(1e-6));
        assertThat(paired.lower()).isCloseTo(0.837354, within(1e-6));
        assertThat(paired.upper()).isCloseTo(0.891208, within(1e-6));
        assertThat(paired.degreesOfFreedom()).as("pairs less one").isEqualTo(2);
        assertThat(Difference.of(paired)).isEqualTo(Difference.LESS);
        RatioInterval independent = RatioInterval.of(virtual, pool);
        assertThat(independent.ratio()).as("the same ratio").isCloseTo(paired.ratio(), within(1e-9));
        assertThat(Difference.of(independent)).as("read as two independent samples, the drift is spread: [0.68-1.09]")
                .isEqualTo(Difference.NO_DIFFERENCE_DETECTED);
        assertThat(RatioInterval.paired(List.of(140.0), List.of(160.0), 0.95).hasInterval()).as("one pair: no spread").isFalse();
        assertThat(RatioInterval.paired(List.of(2.0, 4.0), List.of(1.0, 2.0), 0.95).lower()).as("the same ratio in every pair")
                .isEqualTo(2.0);
        assertThatThrownBy(() -> RatioInterval.paired(List.of(1.0, 2.0), List.of(1.0), 0.95)).hasMessageContaining("pairs");
    }

    @Test
    void anIntervalThatSpansOneDetectsNoDifference() {
        RatioInterval wide = RatioInterval.of(List.of(100.0, 130.0, 80.0), List.of(100.0, 105.0, 95.0));
        assertThat(wide.ratio()).isCloseTo(1.014005, within(1e-6));
        assertThat(wide.lower()).as("below 1").isCloseTo(0.572030, within(1e-6));
        assertThat(wide.upper()).as("above 1").isCloseTo(1.797469, within(1e-6));
        assertThat(Difference.of(wide)).isEqualTo(Difference.NO_DIFFERENCE_DETECTED);
    }

    @Test
    void oneSideWithoutSpreadLeavesTheOthersDegreesOfFreedom() {
        RatioInterval slight = RatioInterval.of(List.of(104.0, 106.0, 108.0), List.of(100.0, 100.0, 100.0));
        assertThat(slight.degreesOfFreedom()).as("n - 1 of the side that varies").isCloseTo(2, within(1e-9));
        assertThat(slight.lower()).as("t(0.975, 2) = 4.303").isCloseTo(1.011337, within(1e-6));
        assertThat(slight.upper()).isCloseTo(1.110741, within(1e-6));
        RatioInterval still = RatioInterval.of(List.of(2.0, 2.0), List.of(1.0, 1.0));
        assertThat(still.lower()).as("nothing varies: the interval is the ratio").isEqualTo(2.0).isEqualTo(still.upper());
    }

    @Test
    void aSideWithOneRepetitionGivesNoInterval() {
        RatioInterval one = RatioInterval.of(List.of(150.0), List.of(120.0, 121.0));
        assertThat(one.hasInterval()).as("one repetition: no spread to build an interval on").isFalse();
        assertThat(one.ratio()).isCloseTo(150 / Math.sqrt(120 * 121.0), within(1e-9));
        assertThat(one.lower()).isNaN();
        assertThat(Difference.of(one)).isEqualTo(Difference.NO_INTERVAL);
    }

    @Test
    void refusesValuesNoLogarithmTakes() {
        assertThatThrownBy(() -> RatioInterval.of(List.of(), List.of(1.0))).as("an empty side")
                .hasMessageContaining("the numerator has none");
        assertThatThrownBy(() -> RatioInterval.of(List.of(1.0, 0.0), List.of(1.0))).as("a zero")
                .hasMessageContaining("the numerator holds 0.0").hasMessageContaining("leave a figure that was not measured out");
        assertThatThrownBy(() -> RatioInterval.of(List.of(1.0), List.of(Double.NaN))).hasMessageContaining("the denominator holds NaN");
    }
}
