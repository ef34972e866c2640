package dev.vtbench.harness.run;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A range of seconds left reads in the unit a person would use, its ends rounded outwards. */
class SecondsRangeTest {

    @Test
    void secondsUpToTwoMinutesThenMinutesUpToTwoHoursThenHours() {
        assertThat(new SecondsRange(40.2, 74.5).describe()).as("under two minutes").isEqualTo("40-75 s");
        assertThat(new SecondsRange(361, 539).describe()).as("minutes, outwards").isEqualTo("6-9 min");
        assertThat(new SecondsRange(90, 150).describe()).as("a high end of minutes takes the low end with it").isEqualTo("1-3 min");
        assertThat(new SecondsRange(9_000, 11_200).describe()).as("hours, to a tenth").isEqualTo("2.5-3.2 h");
    }

    @Test
    void aRangeOfOneFigureSaysItOnce() {
        assertThat(SecondsRange.exactly(100).describe()).isEqualTo("100 s");
        assertThat(SecondsRange.exactly(600).describe()).isEqualTo("10 min");
        assertThat(SecondsRange.NONE.describe()).isEqualTo("0 s");
    }

    @Test
    void aRangeUpsideDownOrBelowZeroIsRefused() {
        assertThatThrownBy(() -> new SecondsRange(10, 5)).as("low above high").hasMessageContaining("expected 0 <= low <= high");
        assertThatThrownBy(() -> new SecondsRange(-1, 5)).as("below zero").hasMessageContaining("expected 0 <= low <= high");
    }
}
