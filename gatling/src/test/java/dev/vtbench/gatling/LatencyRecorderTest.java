package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class LatencyRecorderTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long MICRO = 1_000L;
    private static final long T0 = 1_000 * SECOND;
    private static final Instant WALL_T0 = Instant.parse("2026-01-02T03:04:05Z");

    /** 2 s warm-up, 3 s measured, 1 s request timeout. */
    private final LatencyRecorder recorder = DriverAloneRecorder.of(
            WarmupPolicy.fixed(2), Duration.ofSeconds(3), Duration.ofSeconds(1), InstantSource.fixed(WALL_T0));

    @Test
    void firstRequestStartsTheRunClock() {
        assertThat(recorder.requestStarting(T0)).as("returns the time it was given").isEqualTo(T0);
        recorder.requestStarting(T0 + SECOND);
        recorder.recordOk(T0 + SECOND, T0 + 2 * SECOND + 500 * MICRO);

        RecordedRun run = recorder.results(T0 + 5 * SECOND);

        assertThat(run.startedAt()).as("wall-clock start").isEqualTo(WALL_T0);
        assertThat(run.ok()).as("completed 2.0005 s after the first start, inside the window").isEqualTo(1);
    }

    @Test
    void onlyCompletionsInsideTheWindowCount() {
        recorder.requestStarting(T0);
        recorder.recordOk(T0, T0 + SECOND);                                   // warm-up
        recorder.recordOk(T0 + SECOND, T0 + 2 * SECOND + 250 * MICRO);       // sent in warm-up, done inside
        recorder.recordOk(T0 + 3 * SECOND, T0 + 3 * SECOND + 1_000 * MICRO); // inside
        recorder.recordOk(T0 + 5 * SECOND, T0 + 5 * SECOND + 1);             // after
        recorder.recordFailure(T0 + SECOND, "status_503");                   // warm-up
        recorder.recordFailure(T0 + 4 * SECOND, "status_503");               // inside
        recorder.recordFailure(T0 + 4 * SECOND, "connection");               // inside
        recorder.recordFailure(T0 + 6 * SECOND, "timeout");                  // after

        RecordedRun run = recorder.results(T0 + 6 * SECOND);

        assertThat(run.ok()).as("ok inside the window").isEqualTo(2);
        assertThat(run.okLatenciesMicros().getMinValue()).as("fastest ok, µs").isEqualTo(1_000);
        assertThat(run.okLatenciesMicros().getMaxValue()).as("slowest ok (1000250 µs) to 3 digits")
                .isBetween(1_000_000L, 1_001_000L);
        assertThat(run.failuresByKind()).as("failures inside the window by kind")
                .containsExactlyInAnyOrderEntriesOf(Map.of("status_503", 1L, "connection", 1L));
        assertThat(run.ko()).as("ko is the sum of the kinds").isEqualTo(2);
        assertThat(run.measuredSeconds()).as("whole window covered").isEqualTo(3.0);
    }

    @Test
    void timelineCoversTheWholeRunIncludingWarmupAndTail() {
        recorder.requestStarting(T0);
        recorder.recordOk(T0, T0 + 100 * MICRO);
        recorder.recordOk(T0, T0 + SECOND / 2);
        recorder.recordOk(T0, T0 + SECOND + 1);
        recorder.recordOk(T0, T0 + 5 * SECOND + SECOND / 2);  // tail after the planned 5 s
        recorder.recordFailure(T0 + 3 * SECOND, "status_500"); // failures are not in the ok timeline

        assertThat(recorder.results(T0 + 6 * SECOND).okPerSecond()).as("ok per second")
                .containsExactly(2L, 1L, 0L, 0L, 0L, 1L);
    }

    @Test
    void runThatStoppedEarlyMeasuresOnlyWhatItCovered() {
        recorder.requestStarting(T0);

        assertThat(recorder.results(T0 + 3 * SECOND).measuredSeconds()).as("stopped 1 s into the window")
                .isEqualTo(1.0);
    }

    @Test
    void runWithoutRequestsIsEmpty() {
        RecordedRun run = recorder.results(T0);

        assertThat(run.startedAt()).as("start of a run without requests").isNull();
        assertThat(run.ok() + run.ko()).as("requests").isZero();
        assertThat(run.okPerSecond()).as("timeline").isEmpty();
    }

    @Test
    void recordingBeforeAnyStartIsAProgrammingError() {
        assertThatThrownBy(() -> recorder.recordOk(T0, T0 + 1))
                .as("recordOk without requestStarting")
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void observersSeeEveryRequestWithTheRunsWindow() {
        List<String> seen = new ArrayList<>();
        RequestObserver observer = new RequestObserver() {
            @Override
            public void runStarted(MeasurementWindow window) {
                seen.add("run started at " + (window.startNanos() - T0));
            }

            @Override
            public void requestStarting(MeasurementWindow window, long startedNanos) {
                seen.add("start " + (startedNanos - T0));
            }

            @Override
            public void completedOk(MeasurementWindow window, long startedNanos, long completedNanos) {
                seen.add("ok " + (completedNanos - T0));
            }

            @Override
            public void completedFailed(MeasurementWindow window, long completedNanos, String kind) {
                seen.add(kind + " " + (completedNanos - T0));
            }
        };
        LatencyRecorder observed = DriverAloneRecorder.of(WarmupPolicy.fixed(2), Duration.ofSeconds(3),
                Duration.ofSeconds(1), InstantSource.fixed(WALL_T0), observer);

        observed.requestStarting(T0);
        observed.requestStarting(T0 + 1);
        observed.recordOk(T0, T0 + 2);        // in the warm-up: observers see it all the same
        observed.recordFailure(T0 + 3, "timeout");

        assertThat(seen).as("what the observer saw")
                .containsExactly("run started at 0", "start 0", "start 1", "ok 2", "timeout 3");
    }

    @Test
    void theRunIsOverAfterWarmupAndDurationFromTheFirstRequest() {
        assertThat(recorder.runOver(T0 + 60 * SECOND)).as("before any request").isFalse();
        recorder.requestStarting(T0);

        assertThat(recorder.runOver(T0 + 5 * SECOND)).as("at the planned end").isFalse();
        assertThat(recorder.runOver(T0 + 5 * SECOND + 1)).as("just after").isTrue();
    }

    @Test
    void concurrentRecordingLosesNothing() throws Exception {
        int threads = 8;
        int perThread = 20_000;
        recorder.requestStarting(T0);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> futures = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(threads)) {
            for (int t = 0; t < threads; t++) {
                int thread = t;
                futures.add(pool.submit(() -> {
                    go.await();
                    for (int i = 0; i < perThread; i++) {
                        long completed = T0 + 2 * SECOND + i * MICRO;
                        if (i % 10 == 0) {
                            recorder.recordFailure(completed, "status_50" + (thread % 2));
                        } else {
                            recorder.recordOk(completed - 300 * MICRO, completed);
                        }
                    }
                    return null;
                }));
            }
            go.countDown();
            for (Future<?> future : futures) {
                future.get();
            }
        }

        RecordedRun run = recorder.results(T0 + 5 * SECOND);
        long failures = threads * perThread / 10;
        assertThat(run.ko()).as("failures from %d threads", threads).isEqualTo(failures);
        assertThat(run.failuresByKind()).as("failures by kind")
                .containsExactlyInAnyOrderEntriesOf(Map.of("status_500", failures / 2, "status_501", failures / 2));
        assertThat(run.ok()).as("successes from %d threads", threads).isEqualTo((long) threads * perThread - failures);
        assertThat(run.okLatenciesMicros().getValueAtPercentile(50)).as("median latency µs").isEqualTo(300);
        assertThat(run.okPerSecond().stream().mapToLong(Long::longValue).sum()).as("ok in the timeline")
                .isEqualTo(run.ok());
    }
}
