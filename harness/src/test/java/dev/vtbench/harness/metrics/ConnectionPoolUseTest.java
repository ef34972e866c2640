package dev.vtbench.harness.metrics;

import dev.vtbench.workload.db.PoolReading;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** A window's pool figures from the /db-pool readings inside it: counters between its first and last, gauges averaged. */
class ConnectionPoolUseTest {

    @Test
    void theWindowsFiguresComeFromItsFirstAndLastReadings() {
        List<ConnectionPoolSampler.Timed> inside = List.of(
                new ConnectionPoolSampler.Timed(10_000, new PoolReading(10, 10, 0, 10, 20, 1_000, 1_000_000_000L, 9_000_000L, 5_000_000_000L, 0)),
                new ConnectionPoolSampler.Timed(11_000, new PoolReading(10, 9, 1, 10, 10, 3_000, 3_000_000_000L, 9_000_000L, 15_000_000_000L, 0)),
                new ConnectionPoolSampler.Timed(12_000, new PoolReading(10, 10, 0, 10, 30, 5_000, 5_000_000_000L, 12_000_000L, 25_000_000_000L, 1)));

        ConnectionPoolUse use = ConnectionPoolUse.of(inside);

        assertThat(use.acquisitionsPerSecond()).as("4,000 connections handed out in 2 s").isCloseTo(2_000, within(1e-9));
        assertThat(use.meanHeldMillis()).as("20 s held over 4,000").isCloseTo(5.0, within(1e-9));
        assertThat(use.meanAcquireMillis()).as("4 s waited over 4,000").isCloseTo(1.0, within(1e-9));
        assertThat(use.boundPerSecond()).as("10 connections / 5 ms").isCloseTo(2_000, within(1e-6));
        assertThat(use.meanActive()).isCloseTo(29 / 3.0, within(1e-9));
        assertThat(use.meanWaiting()).isCloseTo(20, within(1e-9));
        assertThat(use.maxWaiting()).isEqualTo(30);
        assertThat(use.timeouts()).isEqualTo(1);
        assertThat(use.maxAcquireMillis()).as("the longest wait since start, not cut to the window").isCloseTo(12, within(1e-9));
        assertThat(use.known()).isTrue();
    }

    @Test
    void oneReadingIsNoWindow() {
        ConnectionPoolUse use = ConnectionPoolUse.of(List.of(
                new ConnectionPoolSampler.Timed(10_000, new PoolReading(10, 10, 0, 10, 20, 1_000, 1_000_000_000L, 9_000_000L, 5_000_000_000L, 0))));

        assertThat(use.known()).isFalse();
        assertThat(use.boundPerSecond()).isNaN();
    }
}
