package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class MeasurementWindowTest {

    private static final long SECOND = 1_000_000_000L;

    /** Starts at an arbitrary, negative nanoTime: nanoTime has no fixed origin. */
    private static final long START = -5 * SECOND;

    private final MeasurementWindow window = new MeasurementWindow(Instant.EPOCH, START, 3 * SECOND, 5 * SECOND);

    @Test
    void containsCompletionsFromEndOfWarmupToEndOfDurationInclusive() {
        assertThat(window.contains(START + 3 * SECOND - 1)).as("last nanosecond of warm-up").isFalse();
        assertThat(window.contains(START + 3 * SECOND)).as("window opening").isTrue();
        assertThat(window.contains(START + 8 * SECOND)).as("window closing").isTrue();
        assertThat(window.contains(START + 8 * SECOND + 1)).as("just after the window").isFalse();
    }

    @Test
    void containsWorksAcrossNanoTimeOverflow() {
        MeasurementWindow overflowing = new MeasurementWindow(Instant.EPOCH, Long.MAX_VALUE - SECOND, SECOND, SECOND);

        assertThat(overflowing.contains(Long.MAX_VALUE - SECOND / 2)).as("still in warm-up").isFalse();
        assertThat(overflowing.contains(Long.MIN_VALUE + SECOND / 2)).as("inside, after overflow").isTrue();
        assertThat(overflowing.contains(Long.MIN_VALUE + 2 * SECOND)).as("after, after overflow").isFalse();
    }

    @Test
    void secondOfRunCountsWholeSecondsFromTheStart() {
        assertThat(window.secondOfRun(START)).as("at the start").isZero();
        assertThat(window.secondOfRun(START + SECOND - 1)).as("end of first second").isZero();
        assertThat(window.secondOfRun(START + 7 * SECOND + 1)).as("into the eighth second").isEqualTo(7);
        assertThat(window.secondOfRun(START - 1)).as("before the start").isNegative();
    }

    @Test
    void measuredSecondsIsTheCoveredPartOfTheWindow() {
        assertThat(window.measuredSeconds(START + 2 * SECOND)).as("stopped during warm-up").isZero();
        assertThat(window.measuredSeconds(START + 5 * SECOND + SECOND / 2)).as("stopped mid-window").isEqualTo(2.5);
        assertThat(window.measuredSeconds(START + 60 * SECOND)).as("stopped long after").isEqualTo(5.0);
    }

    @Test
    void rejectsAnEmptyDuration() {
        assertThatThrownBy(() -> new MeasurementWindow(Instant.EPOCH, 0, 0, 0))
                .as("zero duration")
                .isInstanceOf(IllegalArgumentException.class);
    }
}
