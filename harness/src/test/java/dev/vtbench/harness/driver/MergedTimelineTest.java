package dev.vtbench.harness.driver;

import dev.vtbench.gatling.schema.CoordinatedWindowFiles.DriverTimeline;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MergedTimelineTest {
    private static final Instant T0 = Instant.parse("2026-01-02T03:04:05Z");

    @Test
    void driversStartedTogetherAreSummedSecondBySecond() {
        MergedTimeline merged = MergedTimeline.of(List.of(
                new DriverTimeline(T0, List.of(10L, 20L, 30L)),
                new DriverTimeline(T0.plusMillis(200), List.of(1L, 2L, 3L))));

        assertThat(merged.startedAt()).as("from the first driver's first request").isEqualTo(T0);
        assertThat(merged.okPerSecond()).as("200 ms apart is the same second").containsExactly(11L, 22L, 33L);
        assertThat(merged.leastOwnSeconds()).isEqualTo(3);
    }

    @Test
    void aDriverThatStartedLateAddsNothingBeforeItsStart() {
        MergedTimeline merged = MergedTimeline.of(List.of(
                new DriverTimeline(T0.plusSeconds(3), List.of(5L, 5L)),
                new DriverTimeline(T0, List.of(10L, 10L, 10L, 10L, 10L, 10L))));

        assertThat(merged.startedAt()).isEqualTo(T0);
        assertThat(merged.okPerSecond()).as("driver 1 placed at its own start, 3 s in; cut where it has not reported")
                .containsExactly(10L, 10L, 10L, 15L, 15L);
        assertThat(merged.leastOwnSeconds()).as("driver 1 has run 2 s of its own").isEqualTo(2);
    }

    @Test
    void aDriverWhoseReportLagsCutsTheSumRatherThanLookLikeAFall() {
        MergedTimeline merged = MergedTimeline.of(List.of(
                new DriverTimeline(T0, List.of(10L, 10L, 10L, 10L, 10L)),
                new DriverTimeline(T0, List.of(10L, 10L))));

        assertThat(merged.okPerSecond()).as("only the seconds both have reported").containsExactly(20L, 20L);
    }

    @Test
    void noDriverIsRefused() {
        assertThatThrownBy(() -> MergedTimeline.of(List.of())).hasMessageContaining("at least one driver");
    }
}
