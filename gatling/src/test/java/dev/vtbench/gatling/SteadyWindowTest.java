package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.gatling.schema.SteadyCriterion;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * A {@link LatencyRecorder} whose window waits for a steady rate, replayed with exact timings: the window opens at
 * the tick that finds the rate steady after the minimum warm-up, the observers hear of it then, nothing before
 * counts, and a run never steady ends at its cap with nothing measured.
 */
class SteadyWindowTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long T0 = 1_000 * SECOND;
    private static final Instant WALL_T0 = Instant.parse("2026-01-02T03:04:05Z");

    private final List<MeasurementWindow> opened = new ArrayList<>();
    private final RequestObserver listener = new RequestObserver() {
        @Override
        public void windowOpened(MeasurementWindow window) {
            opened.add(window);
        }
    };

    private LatencyRecorder recorder(int minSeconds, int maxSeconds) {
        return DriverAloneRecorder.of(WarmupPolicy.untilSteady(minSeconds, maxSeconds, SteadyCriterion.DEFAULT),
                Duration.ofSeconds(5), Duration.ofSeconds(1), InstantSource.fixed(WALL_T0), listener);
    }

    /**
     * Replays {@code ratePerSecond(s)} requests completing evenly in each second s, ticking the recorder five times
     * a second as the watch does, until the run is over or {@code limitSeconds} pass; returns when it ended.
     */
    static long replay(LatencyRecorder recorder, IntUnaryOperator ratePerSecond, int limitSeconds) {
        recorder.requestStarting(T0);
        for (int second = 0; second < limitSeconds; second++) {
            int rate = ratePerSecond.applyAsInt(second);
            for (int i = 0; i < rate; i++) {
                long at = T0 + second * SECOND + i * SECOND / rate;
                recorder.recordOk(at - 1_000, at);
            }
            for (int tick = 1; tick <= 5; tick++) {
                long now = T0 + second * SECOND + tick * SECOND / 5;
                recorder.tick(now);
                if (recorder.runOver(now)) {
                    return now;
                }
            }
        }
        return T0 + limitSeconds * SECOND;
    }

    @Test
    void aWarmingRateOpensTheWindowOnceFlatAndNotBefore() {
        LatencyRecorder recorder = recorder(5, 60);
        // Climbs 5% a second for 15 s (the JIT at work), then flat at about 2079 a second.
        long stopped = replay(recorder, s -> (int) Math.round(1_000 * Math.pow(1.05, Math.min(s, 15))), 90);

        RecordedRun run = recorder.results(stopped);

        assertThat(run.warmup().steady()).as("steady").isTrue();
        assertThat(run.warmup().secondsToSteady()).as("seconds to steady: about the criterion's 15 s after the climb")
                .isBetween(26.0, 31.0);
        assertThat(run.warmup().windowOpenedAtSecond()).as("opened at the tick that judged it")
                .isBetween(run.warmup().secondsToSteady(), run.warmup().secondsToSteady() + 0.2);
        assertThat(opened).as("observers told once").hasSize(1);
        assertThat(run.measuredSeconds()).as("the whole window").isEqualTo(5.0);
        assertThat(run.ok()).as("only the flat rate, 5 s of it").isBetween(5L * 2_078 - 2_079, 5L * 2_079 + 2_079);
        assertThat(stopped - T0).as("run over when the window closed").isLessThanOrEqualTo(
                Math.round((run.warmup().windowOpenedAtSecond() + 5.2) * SECOND));
    }

    @Test
    void theMinimumWarmupHoldsEvenForARateSteadyFromTheStart() {
        LatencyRecorder recorder = recorder(20, 60);
        long stopped = replay(recorder, s -> 1_000, 90);

        RecordedRun run = recorder.results(stopped);

        assertThat(run.warmup().secondsToSteady()).as("not before the minimum").isEqualTo(20.0);
        assertThat(run.ok()).as("5 s at 1000/s").isBetween(4_999L, 5_001L);
    }

    @Test
    void aRateNeverSteadyEndsTheRunAtTheCapWithNothingMeasured() {
        LatencyRecorder recorder = recorder(5, 30);
        long stopped = replay(recorder, s -> s % 2 == 0 ? 1_500 : 500, 120);

        RecordedRun run = recorder.results(stopped);

        assertThat(stopped - T0).as("ended at the 30 s cap").isBetween(30 * SECOND, 31 * SECOND);
        assertThat(run.warmup().steady()).as("not steady").isFalse();
        assertThat(run.warmup().secondsToSteady()).as("no time to steady").isNull();
        assertThat(run.warmup().windowOpenedAtSecond()).as("no window").isNull();
        assertThat(run.warmup().lastJudgement().cv()).as("the last judgement says why: its batch means spread")
                .isGreaterThan(run.warmup().lastJudgement().cvLimit());
        assertThat(run.ok()).as("nothing measured").isZero();
        assertThat(run.measuredSeconds()).as("no measured time").isZero();
        assertThat(run.okPerSecond()).as("the timeline of the whole run is kept").hasSizeGreaterThanOrEqualTo(30);
        assertThat(opened).as("no window was ever opened").isEmpty();
    }

    @Test
    void aFixedWarmupOpensWithTheFirstRequestAndNeedsNoTicks() {
        LatencyRecorder recorder = DriverAloneRecorder.of(WarmupPolicy.fixed(2), Duration.ofSeconds(3), Duration.ofSeconds(1),
                InstantSource.fixed(WALL_T0), listener);
        recorder.requestStarting(T0);
        recorder.tick(T0 + 10 * SECOND);

        assertThat(opened).as("told at the first request").hasSize(1);
        assertThat(opened.get(0).opensAtNanos()).as("after the fixed 2 s").isEqualTo(T0 + 2 * SECOND);
        assertThat(recorder.results(T0 + 5 * SECOND).warmup().steady()).as("not judged live").isNull();
    }
}
