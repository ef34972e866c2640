package dev.vtbench.harness.docker;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The race between the shutdown hooks and the recording of a failed cell: a cell that fails because the harness is
 * being stopped is never recorded (so `--resume` runs it again), whichever comes first; a recording in progress is
 * never cut off by a hook.
 */
class RecordingGateTest {
    private final RecordingGate gate = new RecordingGate();
    private final AtomicInteger written = new AtomicInteger();

    @Test
    void aFailureAfterTheHookClosedTheGateIsNotRecorded() {
        gate.close();
        assertThat(gate.recordUnlessStopping(Duration.ZERO, written::incrementAndGet)).as("recorded after the hook").isFalse();
        assertThat(written).as("writes").hasValue(0);
    }

    @Test
    void aFailureSeenJustBeforeTheHookRunsIsNotRecorded() throws Exception {
        // Ctrl-C reaches the Gatling driver too: it may die, and its cell fail, a moment before the harness's hook runs.
        Thread hook = new Thread(() -> {
            sleep(100);
            gate.close();
        });
        hook.start();
        assertThat(gate.recordUnlessStopping(Duration.ofSeconds(30), written::incrementAndGet))
                .as("a failure followed within the grace by a stop is the stop's doing").isFalse();
        assertThat(written).hasValue(0);
        hook.join();
    }

    @Test
    void aFailureWithNoStopIsRecordedAfterTheGrace() {
        assertThat(gate.recordUnlessStopping(Duration.ofMillis(50), written::incrementAndGet)).as("no stop: a real failure").isTrue();
        assertThat(written).hasValue(1);
    }

    @Test
    void theHookWaitsForARecordingInProgress() throws Exception {
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch mayFinish = new CountDownLatch(1);
        AtomicBoolean finished = new AtomicBoolean();
        Thread recorder = new Thread(() -> gate.recordUnlessStopping(Duration.ZERO, () -> {
            writing.countDown();
            await(mayFinish);
            finished.set(true);
        }));
        recorder.start();
        assertThat(writing.await(10, TimeUnit.SECONDS)).isTrue();
        Thread hook = new Thread(gate::close);
        hook.start();
        hook.join(300);
        assertThat(hook.isAlive()).as("the hook is held while the cell is being written").isTrue();
        mayFinish.countDown();
        hook.join(10_000);
        assertThat(hook.isAlive()).as("the hook goes on once the write is done").isFalse();
        assertThat(finished).as("the write was not cut off").isTrue();
        assertThat(gate.closed()).isTrue();
        recorder.join();
    }

    @Test
    void aMeasuredCellIsRecordedEvenWhileStopping() {
        gate.close();
        gate.recordMeasured(written::incrementAndGet);
        assertThat(written).as("figures measured before the stop are kept").hasValue(1);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
