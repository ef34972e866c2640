package dev.vtbench.harness.metrics;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** A window's database figures from the readings inside it. */
class DatabaseUseTest {

    @Test
    void ratesComeFromTheFirstAndLastReadingsAndCountsFromAll() {
        List<DatabaseReading> window = List.of(
                new DatabaseReading(10_000, 1_000, 10, 0, 10, 4, 0, 0),
                new DatabaseReading(11_000, 3_000, 12, 0, 10, 10, 1, 3),
                new DatabaseReading(12_000, 5_000, 20, 1, 12, 7, 0, 1));

        DatabaseUse use = DatabaseUse.of(window, 37.5);

        assertThat(use.seconds()).isEqualTo(2.0);
        assertThat(use.cpuPercent()).isEqualTo(37.5);
        assertThat(use.transactionsPerSecond()).as("(5,020 - 1,010) / 2 s").isCloseTo(2_005.0, within(1e-9));
        assertThat(use.rollbacksPerSecond()).isCloseTo(5.0, within(1e-9));
        assertThat(use.deadlocks()).isEqualTo(1);
        assertThat(use.meanConnections()).isCloseTo(32 / 3.0, within(1e-9));
        assertThat(use.maxConnections()).isEqualTo(12);
        assertThat(use.meanActive()).isCloseTo(7.0, within(1e-9));
        assertThat(use.maxActive()).isEqualTo(10);
        assertThat(use.maxWaitingOnLocks()).isEqualTo(3);
    }

    @Test
    void fewerThanTwoReadingsGiveNoRate() {
        DatabaseUse use = DatabaseUse.of(List.of(new DatabaseReading(10_000, 1, 0, 0, 1, 1, 0, 0)), Double.NaN);
        assertThat(use.transactionsPerSecond()).isNaN();
        assertThat(use.maxConnections()).as("unknown, not zero").isEqualTo(-1);
    }

    @Test
    void theQueryLeavesTheHarnesssOwnConnectionOut() {
        assertThat(DatabaseSampler.QUERY).contains("application_name <> 'vtbench-sampler'", "LIKE 'idle in transaction%'")
                .contains("wait_event_type = 'Lock'", "current_database()");
    }
}
