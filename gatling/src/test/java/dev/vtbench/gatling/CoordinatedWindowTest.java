package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.gatling.schema.CoordinatedWindowFiles;
import dev.vtbench.gatling.schema.SteadyCriterion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A driver in a coordinated window, replayed with exact timings: it publishes its completed seconds, does not open its
 * window on its own steady rate, opens it at the instant the harness writes (on its own run's clock), and without one
 * ends at its cap, not steady, as a driver judging itself does.
 */
class CoordinatedWindowTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long T0 = 1_000 * SECOND;
    private static final Instant WALL_T0 = Instant.parse("2026-01-02T03:04:05Z");

    @TempDir
    Path folder;

    private LatencyRecorder recorder() {
        return new LatencyRecorder(WarmupPolicy.untilSteady(5, 40, SteadyCriterion.DEFAULT), Duration.ofSeconds(5),
                Duration.ofSeconds(1), InstantSource.fixed(WALL_T0), List.of(), RunPhases::byWindow,
                Optional.of(new WindowCoordination(folder)), JitGate.open());
    }

    /**
     * A flat 1000 a second, replayed as {@link SteadyWindowTest} does; the harness writes {@code opensAt} as second
     * {@code openingWrittenAtSecond} begins (never, if negative). Returns when the run ended.
     */
    private long replay(LatencyRecorder recorder, int limitSeconds, int openingWrittenAtSecond, Instant opensAt) {
        return SteadyWindowTest.replay(recorder, second -> {
            if (second == openingWrittenAtSecond) {
                write(CoordinatedWindowFiles.formatOpening(opensAt));
            }
            return 1_000;
        }, limitSeconds);
    }

    private void write(String opening) {
        try {
            Files.writeString(folder.resolve(CoordinatedWindowFiles.OPENING), opening);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void opensAtTheInstantTheHarnessWritesNotOnItsOwnSteadyRate() {
        LatencyRecorder recorder = recorder();
        // Flat from the start: judging itself it would open at 15 s; the harness names 22.5 s, written at 21 s.
        long stopped = replay(recorder, 60, 21, WALL_T0.plusMillis(22_500));

        RecordedRun run = recorder.results(stopped);

        assertThat(run.warmup().steady()).as("steady, by the harness's word").isTrue();
        assertThat(run.warmup().windowOpenedAtSecond()).as("opened at the named instant, on its own run's clock").isEqualTo(22.5);
        assertThat(run.ok()).as("5 s of 1000 a second counted from the named instant").isBetween(4_999L, 5_001L);
        assertThat(stopped).as("the run ends 5 s after the opening").isEqualTo(T0 + 27_600_000_000L);
    }

    @Test
    void publishesItsCompletedSecondsForTheHarness() throws IOException {
        LatencyRecorder recorder = recorder();
        replay(recorder, 12, -1, WALL_T0);

        CoordinatedWindowFiles.DriverTimeline published = CoordinatedWindowFiles.DriverTimeline.parse(
                Files.readString(folder.resolve(CoordinatedWindowFiles.TIMELINE)));

        assertThat(published.startedAt()).as("its first request's instant").isEqualTo(WALL_T0);
        assertThat(published.okPerSecond()).as("every completed second, the last tick's included").hasSize(12)
                .allSatisfy(count -> assertThat(count).isEqualTo(1_000L));
        assertThat(folder.resolve(CoordinatedWindowFiles.TIMELINE + ".partial")).as("renamed, never left half-written").doesNotExist();
    }

    @Test
    void withoutAnOpeningItEndsAtItsCapNotSteady() {
        LatencyRecorder recorder = recorder();
        long stopped = replay(recorder, 60, -1, WALL_T0);

        RecordedRun run = recorder.results(stopped);

        assertThat(run.warmup().steady()).as("not steady: the harness never found the summed rate steady").isFalse();
        assertThat(run.warmup().windowOpenedAtSecond()).as("no window").isNull();
        assertThat(stopped).as("ended at its 40 s cap").isEqualTo(T0 + 40 * SECOND);
        assertThat(run.ok()).as("nothing measured").isZero();
    }
}
