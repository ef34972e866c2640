package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The bound on requests in flight: never exceeded, first come first served, and polls paced by the turn's distance. */
class InFlightBoundTest {

    @Test
    void aTicketBeyondTheBoundWaitsForARequestToFinish() {
        InFlightBound bound = new InFlightBound(2);
        long first = bound.ticket();
        long second = bound.ticket();
        long third = bound.ticket();
        long fourth = bound.ticket();

        assertThat(bound.mayStart(first)).as("first of two slots").isTrue();
        assertThat(bound.mayStart(second)).as("second of two slots").isTrue();
        assertThat(bound.mayStart(third)).as("third, with two in flight").isFalse();

        bound.finished();

        assertThat(bound.mayStart(third)).as("third, once one finished").isTrue();
        assertThat(bound.mayStart(fourth)).as("fourth, behind the third: first come, first served").isFalse();
    }

    @Test
    void aWaitingArrivalPollsAboutWhenItsTurnComes() {
        InFlightBound bound = new InFlightBound(1);
        bound.ticket();
        long next = bound.ticket();
        for (int i = 0; i < 8; i++) {
            bound.ticket();
        }
        long tenthBehind = bound.ticket();
        for (int i = 0; i < 1_000; i++) {
            bound.ticket();
        }
        long thousandBehind = bound.ticket();
        for (int i = 0; i < 5_000; i++) {
            bound.ticket();
        }
        long farBehind = bound.ticket();

        assertThat(bound.retryAfter(next, 1_000)).as("head of the queue").isEqualTo(Duration.ofMillis(1));
        assertThat(bound.retryAfter(tenthBehind, 1_000)).as("10 requests to finish at 1,000 a second: half of 10 ms")
                .isEqualTo(Duration.ofMillis(5));
        assertThat(bound.retryAfter(thousandBehind, 1_000)).as("1,011 requests to finish: half of 1,011 ms")
                .isEqualTo(Duration.ofMillis(505));
        assertThat(bound.retryAfter(farBehind, 1_000)).as("far back: at most the longest retry")
                .isEqualTo(Duration.ofMillis(InFlightBound.LONGEST_RETRY_MILLIS));
        assertThat(bound.retryAfter(tenthBehind, 0)).as("no rate known").isEqualTo(Duration.ofMillis(1));
    }

    /** A bound that physics (well, counting) guarantees: whatever the threads do, no more than the bound in flight. */
    @Test
    void manyThreadsNeverHaveMoreThanTheBoundInFlightAndAllFinish() throws Exception {
        int max = 3;
        InFlightBound bound = new InFlightBound(max);
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger mostInFlight = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> arrivals = new ArrayList<>();
            for (int i = 0; i < 2_000; i++) {
                arrivals.add(threads.submit(() -> {
                    long ticket = bound.ticket();
                    while (!bound.mayStart(ticket)) {
                        Thread.onSpinWait();
                    }
                    mostInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
                    inFlight.decrementAndGet();
                    done.incrementAndGet();
                    bound.finished();
                }));
            }
            for (Future<?> arrival : arrivals) {
                arrival.get(30, TimeUnit.SECONDS);
            }
        } finally {
            threads.shutdownNow();
        }

        assertThat(mostInFlight.get()).as("most requests in flight at once").isBetween(1, max);
        assertThat(done.get()).as("arrivals that got their turn").isEqualTo(2_000);
    }
}
