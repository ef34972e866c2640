package dev.vtbench.workload.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class PoolReadingTest {

    @Test
    void twoReadingsGiveTheFiguresBetweenThem() {
        PoolReading start = new PoolReading(10, 2, 8, 10, 0, 1_000, 5_000_000L, 900_000L, 2_000_000_000L, 1);
        PoolReading end = new PoolReading(10, 10, 0, 10, 37, 3_000, 2_005_000_000L, 40_000_000L, 22_000_000_000L, 4);

        PoolReading window = end.since(start);

        assertThat(window.acquisitions()).as("acquisitions in the window").isEqualTo(2_000);
        assertThat(window.meanAcquireMillis()).as("mean wait for a connection, ms").isCloseTo(1.0, within(1e-9));
        assertThat(window.meanHeldMillis()).as("mean time a connection was held, ms").isCloseTo(10.0, within(1e-9));
        assertThat(window.littlesBoundPerSecond()).as("10 connections held 10 ms each: 1,000 requests/s")
                .isCloseTo(1_000.0, within(1e-6));
        assertThat(window.timeouts()).as("timeouts in the window").isEqualTo(3);
        assertThat(window.waiting()).as("the gauges are the later reading's").isEqualTo(37);
        assertThat(window.maxAcquireNanos()).as("the longest wait so far").isEqualTo(40_000_000L);
    }

    @Test
    void noAcquisitionGivesNoFigure() {
        PoolReading idle = new PoolReading(10, 0, 10, 10, 0, 0, 0, 0, 0, 0);
        assertThat(idle.meanAcquireMillis()).isNaN();
        assertThat(idle.littlesBoundPerSecond()).isNaN();
    }
}
