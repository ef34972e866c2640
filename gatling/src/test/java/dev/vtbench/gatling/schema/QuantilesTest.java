package dev.vtbench.gatling.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The quantiles against the printed tables (Student's t, Fisher's F and the chi-squared, to three decimals). */
class QuantilesTest {

    @Test
    void studentsTMatchesItsTable() {
        assertThat(Quantiles.studentTwoSided(0.95, 1)).as("t 0.975, 1 df").isCloseTo(12.706, within(0.001));
        assertThat(Quantiles.studentTwoSided(0.95, 3)).as("t 0.975, 3 df (five batches)").isCloseTo(3.182, within(0.001));
        assertThat(Quantiles.studentTwoSided(0.95, 4)).as("t 0.975, 4 df (six batches)").isCloseTo(2.776, within(0.001));
        assertThat(Quantiles.studentTwoSided(0.95, 30)).as("t 0.975, 30 df").isCloseTo(2.042, within(0.001));
        assertThat(Quantiles.studentTwoSided(0.95, 1000)).as("t 0.975, 1000 df, near the normal").isCloseTo(1.962, within(0.001));
    }

    @Test
    void fishersFMatchesItsTable() {
        assertThat(Quantiles.fisherUpper(0.95, 1, 1)).as("F 0.95 (1, 1)").isCloseTo(161.448, within(0.01));
        assertThat(Quantiles.fisherUpper(0.95, 4, 10)).as("F 0.95 (4, 10): five batches of 3 s").isCloseTo(3.478, within(0.001));
        assertThat(Quantiles.fisherUpper(0.95, 5, 12)).as("F 0.95 (5, 12): six batches of 3 s").isCloseTo(3.106, within(0.001));
        assertThat(Quantiles.fisherUpper(0.95, 20, 40)).as("F 0.95 (20, 40)").isCloseTo(1.839, within(0.001));
    }

    @Test
    void chiSquaredMatchesItsTable() {
        assertThat(Quantiles.chiSquaredUpper(0.975, 1)).as("chi-squared 0.975, 1 df").isCloseTo(5.024, within(0.001));
        assertThat(Quantiles.chiSquaredUpper(0.975, 4)).as("chi-squared 0.975, 4 df (five batches)").isCloseTo(11.143, within(0.001));
        assertThat(Quantiles.chiSquaredUpper(0.975, 5)).as("chi-squared 0.975, 5 df").isCloseTo(12.833, within(0.001));
        assertThat(Quantiles.chiSquaredUpper(0.975, 100)).as("chi-squared 0.975, 100 df").isCloseTo(129.561, within(0.001));
    }

    @Test
    void refusesWhatHasNoQuantile() {
        assertThatThrownBy(() -> Quantiles.studentTwoSided(0.95, 0)).hasMessageContaining("at least 1 degree of freedom");
        assertThatThrownBy(() -> Quantiles.fisherUpper(1.0, 2, 2)).hasMessageContaining("between 0 and 1");
        assertThatThrownBy(() -> Quantiles.chiSquaredUpper(0.5, 0)).hasMessageContaining("at least 1 degree of freedom");
    }
}
