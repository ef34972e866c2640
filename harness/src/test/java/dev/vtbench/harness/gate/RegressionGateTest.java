package dev.vtbench.harness.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A gate as a user types it: the shape is read strictly, and each mistake is named with the shape and an example. */
class RegressionGateTest {
    private static final String EXAMPLE = "e.g. \"virtual/pool >= 0.9 at cpu-1\"";

    @Test
    void readsTheModesTheComparisonTheBoundAndTheProfile() {
        RegressionGate gate = RegressionGate.parse("  virtual/pool >= 0.9 at cpu-1 ");
        assertThat(gate).isEqualTo(new RegressionGate("virtual", "pool", RegressionGate.Comparison.AT_LEAST, 0.9, "cpu-1"));
        assertThat(gate).as("written back as typed").hasToString("virtual/pool >= 0.9 at cpu-1");
        assertThat(RegressionGate.parse("fixed / pool>1.25 at cpu-0.5")).as("spaces optional around the modes and the comparison")
                .isEqualTo(new RegressionGate("fixed", "pool", RegressionGate.Comparison.ABOVE, 1.25, "cpu-0.5"))
                .hasToString("fixed/pool > 1.25 at cpu-0.5");
    }

    @Test
    void aBoundIsMetAtItOnlyWithAtLeast() {
        assertThat(RegressionGate.parse("virtual/pool >= 0.9 at cpu-1").holds(0.9)).as(">= holds at the bound").isTrue();
        assertThat(RegressionGate.parse("virtual/pool > 0.9 at cpu-1").holds(0.9)).as("> does not hold at the bound").isFalse();
        assertThat(RegressionGate.parse("virtual/pool > 0.9 at cpu-1").holds(0.91)).isTrue();
        assertThat(RegressionGate.parse("virtual/pool >= 0.9 at cpu-1").holds(0.89)).isFalse();
    }

    @Test
    void severalGatesAreSeparatedBySemicolons() {
        assertThat(RegressionGate.parseAll("virtual/pool >= 0.9 at cpu-1; virtual/pool >= 0.8 at cpu-0.5"))
                .extracting(RegressionGate::toString).containsExactly("virtual/pool >= 0.9 at cpu-1", "virtual/pool >= 0.8 at cpu-0.5");
        assertThatThrownBy(() -> RegressionGate.parseAll("virtual/pool >= 0.9 at cpu-1;")).as("a ';' too many")
                .hasMessageContaining("holds an empty gate").hasMessageContaining(EXAMPLE);
        assertThatThrownBy(() -> RegressionGate.parseAll(" ")).as("nothing given").hasMessageContaining("holds an empty gate");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "virtual/pool >= 0.9            | names no CPU profile",
            "virtual/pool >= 0.9 at         | names no CPU profile",
            "virtual/pool >= 0.9 at CPU_1   | profile 'CPU_1' is not a profile name",
            "virtual/pool 0.9 at cpu-1      | states no comparison (>= or >)",
            "virtual/pool <= 1.1 at cpu-1   | compares with '<=': a gate states the least ratio",
            "virtual/pool == 1 at cpu-1     | compares with '=='",
            "virtual/pool = 1 at cpu-1      | compares with '='",
            "virtual >= 0.9 at cpu-1        | 'virtual' is not two modes as MODE/BASELINE",
            "Virtual/Pool >= 0.9 at cpu-1   | 'Virtual/Pool' is not two modes",
            "virtual/pool >= ninety at cpu-1 | 'ninety' is not a ratio",
            "virtual/pool >= NaN at cpu-1   | 'NaN' is not a ratio",
            "virtual/pool >= Infinity at cpu-1 | 'Infinity' is not a ratio",
            "virtual/pool >= 0 at cpu-1     | ratio 0 is out of range (expected 0.01 to 100)",
            "virtual/pool >= 100.5 at cpu-1 | ratio 100.5 is out of range",
            "virtual/virtual >= 1 at cpu-1  | compares a mode with itself",
    })
    void aMalformedGateIsRefusedNamingTheMistakeAndTheShape(String gate, String mistake) {
        assertThatThrownBy(() -> RegressionGate.parseAll(gate)).as(gate).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(mistake)
                .hasMessageContaining("expected MODE/BASELINE >= RATIO at PROFILE").hasMessageContaining(EXAMPLE)
                .hasMessageNotContaining("\n");
    }

    @Test
    void theBoundsOfTheRatioAreAccepted() {
        assertThat(RegressionGate.parse("virtual/pool >= 0.01 at cpu-1").bound()).isEqualTo(0.01);
        assertThat(RegressionGate.parse("virtual/pool >= 100 at cpu-1").requirement()).isEqualTo(">= 100");
    }
}
