package dev.vtbench.gatling.schema;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** Student's t quantiles, computed for any degrees of freedom, against the published table (to its 3-4 decimals). */
class StudentTTest {

    @ParameterizedTest(name = "t({0}, {1}) = {2}")
    @CsvSource({
            "0.975, 1, 12.7062",
            "0.975, 2, 4.3027",
            "0.975, 3, 3.1824",
            "0.975, 4, 2.7764",
            "0.975, 5, 2.5706",
            "0.975, 10, 2.2281",
            "0.975, 30, 2.0423",
            "0.975, 120, 1.9799",
            "0.95, 10, 1.8125",
            "0.995, 4, 4.6041",
            "0.9995, 1, 636.6192",
    })
    void matchesTheTable(double p, double degreesOfFreedom, double expected) {
        assertThat(StudentT.quantile(p, degreesOfFreedom)).as("t(%s, %s)", p, degreesOfFreedom).isCloseTo(expected, within(5e-4));
    }

    @Test
    void approachesTheNormalQuantileAsTheDegreesOfFreedomGrow() {
        assertThat(StudentT.quantile(0.975, 1e6)).as("z(0.975)").isCloseTo(1.959964, within(1e-4));
    }

    @Test
    void takesFractionalDegreesOfFreedomAsWelchGivesThem() {
        double between = StudentT.quantile(0.975, 2.5);
        assertThat(between).as("between t(0.975, 2) and t(0.975, 3)").isStrictlyBetween(3.1824, 4.3027);
        assertThat(StudentT.cdf(between, 2.5)).as("the distribution function inverts the quantile").isCloseTo(0.975, within(1e-10));
        assertThat(StudentT.cdf(2.0, 1)).as("Cauchy at 1 degree of freedom: 1/2 + atan(2)/pi").isCloseTo(0.5 + Math.atan(2) / Math.PI, within(1e-12));
    }

    @Test
    void isSymmetricAroundZero() {
        assertThat(StudentT.quantile(0.5, 4)).isZero();
        assertThat(StudentT.quantile(0.025, 4)).as("the lower tail").isCloseTo(-2.7764, within(5e-4));
        assertThat(StudentT.cdf(-1.5, 7) + StudentT.cdf(1.5, 7)).isCloseTo(1, within(1e-12));
    }

    @Test
    void refusesWhatHasNoQuantile() {
        assertThatThrownBy(() -> StudentT.quantile(1, 4)).as("p = 1").hasMessageContaining("strictly between 0 and 1");
        assertThatThrownBy(() -> StudentT.quantile(0.975, 0)).as("no degree of freedom").hasMessageContaining("positive degrees of freedom");
        assertThatThrownBy(() -> StudentT.quantile(0.975, Double.NaN)).hasMessageContaining("positive degrees of freedom");
    }
}
