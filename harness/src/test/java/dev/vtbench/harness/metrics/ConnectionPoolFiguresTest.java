package dev.vtbench.harness.metrics;

import dev.vtbench.workload.db.PoolReading;
import dev.vtbench.workload.db.Account;
import dev.vtbench.workload.db.AccountStore;
import dev.vtbench.workload.db.DatabaseSettings;
import dev.vtbench.workload.endpoints.DbPoolEndpoint;
import dev.vtbench.workload.http.WorkloadRequest;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** /db-pool's body, as the workload writes it, read back into the same reading; anything else is no reading. */
class ConnectionPoolFiguresTest {

    @Test
    void readsWhatTheEndpointWrites() {
        PoolReading written = new PoolReading(10, 10, 0, 10, 37, 3_000, 2_005_000_000L, 40_000_000L, 22_000_000_000L, 4);

        assertThat(ConnectionPoolFigures.parse(body(written))).as("read back").contains(written);
    }

    @Test
    void twoReadingsGiveTheWindowsPoolFigures() {
        PoolReading before = ConnectionPoolFigures.parse(body(new PoolReading(10, 1, 9, 10, 0, 100, 0, 0, 100_000_000L, 0)))
                .orElseThrow();
        PoolReading after = ConnectionPoolFigures.parse(body(new PoolReading(10, 10, 0, 10, 50, 2_100, 4_000_000_000L,
                90_000_000L, 10_100_000_000L, 2))).orElseThrow();

        PoolReading window = after.since(before);
        assertThat(window.meanAcquireMillis()).as("mean wait for a connection, ms").isCloseTo(2.0, within(1e-9));
        assertThat(window.littlesBoundPerSecond()).as("10 connections held 5 ms each").isCloseTo(2_000.0, within(1e-6));
        assertThat(window.timeouts()).isEqualTo(2);
    }

    @Test
    void aBodyThatIsNotThePoolsIsNoReading() {
        assertThat(ConnectionPoolFigures.parse("{\"error\":\"this server has no database\"}")).isEmpty();
        assertThat(ConnectionPoolFigures.parse("not json")).isEmpty();
        assertThat(ConnectionPoolFigures.read("http://127.0.0.1:9")).as("a server that does not answer").isEmpty();
    }

    /** What the workload's /db-pool answers for a pool showing {@code reading}. */
    private static String body(PoolReading reading) {
        AccountStore pool = new AccountStore() {
            @Override
            public Optional<Account> read(long id, int inDatabaseMillis) {
                return Optional.empty();
            }

            @Override
            public Optional<Account> deposit(long id, int inDatabaseMillis) {
                return Optional.empty();
            }

            @Override
            public PoolReading poolReading() {
                return reading;
            }

            @Override
            public DatabaseSettings settings() {
                return new DatabaseSettings("jdbc:postgresql://127.0.0.1:5432/vtbench", "vtbench", "vtbench", reading.poolSize(), 30_000);
            }

            @Override
            public String pool() {
                return "a reading";
            }

            @Override
            public String driver() {
                return "none";
            }

            @Override
            public void close() {
                // nothing open
            }
        };
        return new DbPoolEndpoint(Optional.of(pool)).handle(WorkloadRequest.get("/db-pool")).bodyText();
    }
}
