package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class ThroughputRampTest {

    @Test
    void movingAverageOfSecondSCoversTheSpanStartingThere() {
        assertThat(ThroughputRamp.movingAverages(List.of(0L, 30L, 60L, 90L, 90L), 3)).as("3-second averages")
                .containsExactly(30.0, 60.0, 80.0);
        assertThat(ThroughputRamp.movingAverages(List.of(5L, 7L), 1)).as("span of 1").containsExactly(5.0, 7.0);
        assertThat(ThroughputRamp.movingAverages(List.of(5L, 7L), 3)).as("shorter than the span").isEmpty();
    }

    @Test
    void peakIsTheHighestAverageAndTheClimbEndsAt90PercentOfIt() {
        List<Long> okPerSecond = List.of(0L, 100L, 250L, 300L, 300L, 300L, 290L, 300L);

        ThroughputRamp ramp = ThroughputRamp.of(okPerSecond, 8, 3);

        assertThat(ramp.peakPerSecond()).as("peak").isEqualTo(300.0);
        // Averages: 116.7, 216.7, 283.3, 300, 296.7, 296.7; 90 % of 300 is 270.
        assertThat(ramp.secondsTo90PercentOfPeak()).as("seconds to 90 % of peak").isEqualTo(2);
    }

    @Test
    void theTailAfterThePlannedEndIsNotLoad() {
        // A burst of late answers after the planned 4 s would otherwise be the peak.
        ThroughputRamp ramp = ThroughputRamp.of(List.of(100L, 100L, 100L, 100L, 900L, 900L, 900L), 4, 3);

        assertThat(ramp.peakPerSecond()).as("peak of the planned seconds").isCloseTo(100.0, within(1e-9));
        assertThat(ramp.secondsTo90PercentOfPeak()).as("at peak from the start").isZero();
    }

    @Test
    void nothingToSayWithoutLoadOrWithoutAFullSpan() {
        assertThat(ThroughputRamp.of(List.of(0L, 0L, 0L), 3, 3)).as("nothing succeeded")
                .isEqualTo(new ThroughputRamp(0.0, null));
        assertThat(ThroughputRamp.of(List.of(), 3, 3)).as("no timeline").isEqualTo(new ThroughputRamp(null, null));
    }
}
