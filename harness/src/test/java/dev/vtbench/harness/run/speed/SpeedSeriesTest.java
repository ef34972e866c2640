package dev.vtbench.harness.run.speed;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class SpeedSeriesTest {

    /** A core that halves its speed one second in three: every second shows it, a 3 s window does not. */
    @Test
    void fastFlipsMoveTheSecondsAndNotAWindowThatHoldsThem() {
        SpeedSeries flips = new SpeedSeries(1, List.of(10.0, 10.0, 20.0, 10.0, 10.0, 20.0));
        assertThat(flips.perSecond().min()).isEqualTo(0.5);
        assertThat(flips.perSecond().max()).isEqualTo(1.0);
        assertThat(flips.windows(3).orElseThrow().coefficientOfVariation()).isCloseTo(0, within(1e-12));
        assertThat(flips.windows(3).orElseThrow().min()).isCloseTo(2.5 / 3, within(1e-12));
    }

    /** A core slow for whole stretches moves windows as much as seconds: what the rounds cannot average away. */
    @Test
    void slowStretchesMoveAWindow() {
        SpeedSeries stretches = new SpeedSeries(1, List.of(10.0, 10.0, 10.0, 20.0, 20.0, 20.0));
        assertThat(stretches.windows(3).orElseThrow().min()).isEqualTo(0.5);
        assertThat(stretches.windows(3).orElseThrow().max()).isEqualTo(1.0);
        assertThat(stretches.windows(3).orElseThrow().coefficientOfVariation()).isCloseTo(Math.sqrt(0.125) / 0.75, within(1e-12));
    }

    @Test
    void windowsLeaveOutTheRestAndNeedTwo() {
        SpeedSeries series = new SpeedSeries(0, List.of(10.0, 10.0, 20.0, 10.0, 10.0));
        assertThat(series.windows(2).orElseThrow().samples()).as("two whole windows of 2 s in 5 s").isEqualTo(2);
        assertThat(series.windows(2).orElseThrow().min()).isEqualTo(0.75);
        assertThat(series.windows(3)).as("one whole window of 3 s").isEmpty();
        assertThatThrownBy(() -> series.windows(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSeriesNeedsPositiveTimes() {
        assertThatThrownBy(() -> new SpeedSeries(0, List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SpeedSeries(0, List.of(10.0, 0.0))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theReportSaysTheTimesTheSpeedsAndWhatAWindowSees() {
        SpeedSeries stretches = new SpeedSeries(1, List.of(8_000.0, 8_000.0, 8_000.0, 14_000.0, 14_000.0, 14_000.0));
        assertThat(SpeedReport.line(stretches, "the server's in cpu-1", 3)).isEqualTo("core 1 (the server's in cpu-1), 6 s: a unit of "
                + "fixed work (a sort of 10,000 ints) took 8.00 ms to 14.00 ms (per-second medians); each second at 57-100% of the "
                + "fastest second's speed (CV 29.9%); 3 s windows at 57-100% (CV 38.6%, 2 windows)");
        assertThat(SpeedReport.reading(stretches, 3).orElseThrow()).startsWith("on the server's core, 3 s windows' speed moved by "
                + "38.6% (CV) with nothing else running: the machine alone moves a window's figure about that much");
        assertThat(SpeedReport.reading(new SpeedSeries(1, List.of(10.0, 10.0, 10.0, 10.0)), 2).orElseThrow())
                .contains("by under 1%, so what spreads repetitions more than that is the servers' own");
        assertThat(SpeedReport.reading(stretches, 4)).as("fewer than two windows").isEmpty();
    }
}
