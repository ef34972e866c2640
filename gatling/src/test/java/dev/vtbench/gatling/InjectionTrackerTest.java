package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class InjectionTrackerTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long MILLI = 1_000_000L;
    private static final long T0 = 77 * SECOND;

    /** 10 req/s for 1 s of warm-up and 2 s measured, lag tolerated up to 10 ms. */
    private final MeasurementWindow window = new MeasurementWindow(Instant.EPOCH, T0, SECOND, 2 * SECOND);
    private final InjectionTracker tracker = new InjectionTracker(InjectionSchedule.constantRate(10, 3),
            Duration.ofMillis(10));

    @Test
    void aDriverOnScheduleSentWhatItIntended() {
        tracker.runStarted(window);
        for (int k = 0; k < 30; k++) {
            tracker.requestStarting(window, T0 + k * 100 * MILLI);
        }

        InjectionReport report = tracker.report(T0 + 3 * SECOND);

        assertThat(report.intendedRequests()).as("intended in the window").isEqualTo(20);
        assertThat(report.sentRequests()).as("sent in the window").isEqualTo(20);
        assertThat(report.lagMicros().max()).as("largest lag µs").isZero();
        assertThat(report.lagged()).as("lagged").isFalse();
    }

    @Test
    void aLateFirstRequestDoesNotMakeTheOthersLookEarly() {
        // The first request (cold driver code) is 50 ms late, the next ones on time, those of the window 5 ms late.
        tracker.runStarted(window);
        tracker.requestStarting(window, T0);
        for (int k = 1; k < 30; k++) {
            tracker.requestStarting(window, T0 - 50 * MILLI + k * 100 * MILLI + (k >= 10 ? 5 * MILLI : 0));
        }

        InjectionReport report = tracker.report(T0 + 3 * SECOND);

        assertThat(report.lagMicros().p50()).as("median lag µs, from the requests that were on time")
                .isBetween(4_990L, 5_010L);
        assertThat(report.lagged()).as("5 ms is within the 10 ms tolerance").isFalse();
    }

    @Test
    void requestsSentLaterThanToleratedMakeTheDriverLag() {
        tracker.runStarted(window);
        for (int k = 0; k < 30; k++) {
            // Early requests on time anchor the schedule; from the window on, each is 20 ms late.
            tracker.requestStarting(window, T0 + k * 100 * MILLI + (k >= 10 ? 20 * MILLI : 0));
        }

        InjectionReport report = tracker.report(T0 + 3 * SECOND);

        assertThat(report.lagMicros().p99()).as("p99 lag µs, to 3 digits").isBetween(19_990L, 20_030L);
        assertThat(report.lagged()).as("lagged").isTrue();
    }

    @Test
    void aDriverFallingBehindSendsFewerThanIntended() {
        tracker.runStarted(window);
        for (int k = 0; k < 30; k++) {
            // From the window on, every request is 30 ms later than the one before should be.
            long behind = Math.max(0, k - 10) * 30 * MILLI;
            tracker.requestStarting(window, T0 + k * 100 * MILLI + behind);
        }

        InjectionReport report = tracker.report(T0 + 3 * SECOND);

        assertThat(report.sentRequests()).as("sent in the window").isLessThan(report.intendedRequests());
        assertThat(report.lagged()).as("lagged").isTrue();
    }

    @Test
    void aRunWithoutRequestsReportsNothing() {
        InjectionReport report = tracker.report(T0);

        assertThat(report.sentRequests()).as("sent").isZero();
        assertThat(report.lagMicros()).as("lag of nothing").isNull();
        assertThat(report.lagged()).as("lagged").isFalse();
    }
}
