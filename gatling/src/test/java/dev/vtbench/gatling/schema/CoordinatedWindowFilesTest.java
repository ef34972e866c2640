package dev.vtbench.gatling.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class CoordinatedWindowFilesTest {

    @Test
    void aTimelineAndAnOpeningReadBackAsWritten() {
        var timeline = new CoordinatedWindowFiles.DriverTimeline(Instant.parse("2026-01-02T03:04:05.678Z"), List.of(1L, 20L, 300L));
        assertThat(CoordinatedWindowFiles.DriverTimeline.parse(timeline.format())).as("timeline").isEqualTo(timeline);
        var empty = new CoordinatedWindowFiles.DriverTimeline(Instant.parse("2026-01-02T03:04:05Z"), List.of());
        assertThat(CoordinatedWindowFiles.DriverTimeline.parse(empty.format())).as("no completed second yet").isEqualTo(empty);
        Instant opensAt = Instant.parse("2026-01-02T03:04:25.5Z");
        assertThat(CoordinatedWindowFiles.parseOpening(CoordinatedWindowFiles.formatOpening(opensAt))).as("opening").isEqualTo(opensAt);
    }

    @Test
    void aFileCutShortOrOfAnotherShapeIsRefusedByName() {
        String opening = CoordinatedWindowFiles.formatOpening(Instant.parse("2026-01-02T03:04:25Z"));
        assertThatThrownBy(() -> CoordinatedWindowFiles.parseOpening(opening.substring(0, opening.length() - 3)))
                .as("still being written").hasMessageContaining(CoordinatedWindowFiles.OPENING).hasMessageContaining("not yet written to its end");
        assertThatThrownBy(() -> CoordinatedWindowFiles.DriverTimeline.parse("vtbench-warmup-timeline 2\nstartedAt x\nokPerSecond 1\n"))
                .as("another version").hasMessageContaining(CoordinatedWindowFiles.TIMELINE).hasMessageContaining("another vtbench version");
    }
}
