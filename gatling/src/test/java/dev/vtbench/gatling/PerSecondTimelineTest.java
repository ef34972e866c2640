package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PerSecondTimelineTest {

    @Test
    void countsArePaddedToThePlannedLength() {
        PerSecondTimeline timeline = new PerSecondTimeline(10);
        timeline.increment(1);
        timeline.increment(1);

        assertThat(timeline.counts(4)).as("planned 4 s, events in second 1 only").containsExactly(0L, 2L, 0L, 0L);
    }

    @Test
    void countsGoPastThePlanWhenEventsCameLater() {
        PerSecondTimeline timeline = new PerSecondTimeline(10);
        timeline.increment(0);
        timeline.increment(5);

        assertThat(timeline.counts(2)).as("planned 2 s, a late event in second 5")
                .containsExactly(1L, 0L, 0L, 0L, 0L, 1L);
    }

    @Test
    void secondsOutsideTheCapacityAreDropped() {
        PerSecondTimeline timeline = new PerSecondTimeline(3);
        timeline.increment(-1);
        timeline.increment(3);
        timeline.increment(2);

        assertThat(timeline.counts(5)).as("capacity 3, events at -1, 2 and 3").containsExactly(0L, 0L, 1L);
    }
}
