package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class InjectionScheduleTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long MILLI = 1_000_000L;

    /** 4 req/s for 2 s, then 10 req/s for 1 s. */
    private final InjectionSchedule staircase = new InjectionSchedule(List.of(
            new InjectionSchedule.ConstantRate(4, 2), new InjectionSchedule.ConstantRate(10, 1)));

    @Test
    void constantRateSpacesRequestsEvenlyFromZero() {
        InjectionSchedule schedule = InjectionSchedule.constantRate(4, 3);

        assertThat(schedule.intendedRequests()).as("4/s for 3 s").isEqualTo(12);
        assertThat(schedule.offsetNanos(0)).as("first request").isZero();
        assertThat(schedule.offsetNanos(1)).as("second request").isEqualTo(250 * MILLI);
        assertThat(schedule.offsetNanos(5)).as("sixth request").isEqualTo(SECOND + 250 * MILLI);
        assertThat(schedule.offsetNanos(12)).as("past the end").isEqualTo(3 * SECOND);
    }

    @Test
    void stepsFollowOneAnother() {
        assertThat(staircase.intendedRequests()).as("8 + 10 requests").isEqualTo(18);
        assertThat(staircase.offsetNanos(7)).as("last of the first step").isEqualTo(SECOND + 750 * MILLI);
        assertThat(staircase.offsetNanos(8)).as("first of the second step").isEqualTo(2 * SECOND);
        assertThat(staircase.offsetNanos(9)).as("second of the second step").isEqualTo(2 * SECOND + 100 * MILLI);
    }

    @Test
    void countsRequestsMeantToStartBeforeAnInstant() {
        assertThat(staircase.requestsBefore(0)).as("before the start").isZero();
        assertThat(staircase.requestsBefore(1)).as("just after the first").isEqualTo(1);
        assertThat(staircase.requestsBefore(250 * MILLI)).as("the second starts exactly then, not before").isEqualTo(1);
        assertThat(staircase.requestsBefore(2 * SECOND)).as("the whole first step").isEqualTo(8);
        assertThat(staircase.requestsBefore(2 * SECOND + 150 * MILLI)).as("two into the second step").isEqualTo(10);
        assertThat(staircase.requestsBefore(60 * SECOND)).as("long after").isEqualTo(18);
    }

    @Test
    void offsetsAndCountsAgree() {
        for (long k = 0; k < staircase.intendedRequests(); k++) {
            long offset = staircase.offsetNanos(k);
            assertThat(staircase.requestsBefore(offset)).as("requests before request %d", k).isEqualTo(k);
            assertThat(staircase.requestsBefore(offset + 1)).as("requests up to request %d", k).isEqualTo(k + 1);
        }
    }

    @Test
    void longHighRateStepsDoNotOverflow() {
        InjectionSchedule soak = InjectionSchedule.constantRate(200_000, 36_000);

        assertThat(soak.offsetNanos(soak.intendedRequests() - 1)).as("last request of a 10 h soak at 200000/s")
                .isEqualTo(36_000 * SECOND - SECOND / 200_000);
    }

    @Test
    void aStepNeedsARateAndADuration() {
        assertThatThrownBy(() -> new InjectionSchedule.ConstantRate(0, 1)).as("rate 0")
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new InjectionSchedule(List.of())).as("no steps")
                .isInstanceOf(IllegalArgumentException.class);
    }
}
