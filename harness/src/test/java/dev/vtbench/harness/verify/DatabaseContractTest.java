package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.Workload;
import dev.vtbench.workload.db.Account;
import dev.vtbench.workload.db.AccountStore;
import dev.vtbench.workload.db.Accounts;
import dev.vtbench.workload.db.DatabaseSettings;
import dev.vtbench.workload.db.PoolReading;
import dev.vtbench.workload.jdkhttp.EndpointHttpServer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The database contract passes a server whose queries answer as the seed and whole deposits make the rows, and fails
 * one that reads another row, deposits twice, or runs another pool size than the run gave it: the workload's own
 * /db over HTTP, in front of accounts in a map.
 */
class DatabaseContractTest {
    private static final int POOL = 10;

    @Test
    void aServerThatAnswersAsTheSeedPassesEveryCheck() throws IOException {
        List<Check> checks = checksOf(new MapAccounts(POOL, UnaryOperator.identity(), 1), POOL);

        assertThat(checks).as("checks of a correct server").allMatch(Check::passed, "passed");
        assertThat(checks).extracting(Check::what).as("what is proven, with values computed from the seed")
                .anyMatch(what -> what.contains("account 50017 as seeded (owner owner-50017, balance "
                        + Accounts.initialBalance(50_017) + " cents"))
                .anyMatch(what -> what.startsWith("GET /db?op=deposit&id=2 answers 200 with balance " + (Accounts.initialBalance(2) + 1)))
                .anyMatch(what -> what.startsWith("GET /db-pool answers 200 with poolSize 10"))
                .anyMatch(what -> what.startsWith("/info database.poolSize (the connection pool the run gave the server) = 10"));
    }

    @Test
    void aServerThatReadsTheNextRowFails() throws IOException {
        UnaryOperator<Account> nextRow = row -> new Account(row.id(), Accounts.owner(row.id() + 1), row.balance(), row.version());
        assertThat(failed(checksOf(new MapAccounts(POOL, nextRow, 1), POOL))).as("failed checks")
                .anyMatch(what -> what.startsWith("GET /db?op=read&id=1 "))
                .anyMatch(what -> what.startsWith("GET /db?writePercent=0 "));
    }

    @Test
    void aServerThatDepositsTwiceFails() throws IOException {
        assertThat(failed(checksOf(new MapAccounts(POOL, UnaryOperator.identity(), 2), POOL))).as("failed checks")
                .anyMatch(what -> what.startsWith("GET /db?op=deposit&id=2 "))
                .noneMatch(what -> what.startsWith("GET /db?op=read&id=1 "));
    }

    @Test
    void aServerWithAnotherPoolFails() throws IOException {
        assertThat(failed(checksOf(new MapAccounts(50, UnaryOperator.identity(), 1), POOL))).as("failed checks")
                .anyMatch(what -> what.startsWith("GET /db-pool "))
                .anyMatch(what -> what.startsWith("/info database.poolSize"));
    }

    private static List<String> failed(List<Check> checks) {
        return checks.stream().filter(check -> !check.passed()).map(Check::what).toList();
    }

    private static List<Check> checksOf(MapAccounts accounts, int expectedPool) throws IOException {
        Workload workload = Workload.withAccounts(new ServerIdentity("plain-jdk", "virtual", null), URI.create("http://127.0.0.1:9"), accounts);
        try (EndpointHttpServer server = EndpointHttpServer.start("127.0.0.1", 0, 16, workload, Executors.newVirtualThreadPerTaskExecutor())) {
            HttpProbe probe = new HttpProbe("http://" + server.address());
            JsonNode info = new ObjectMapper().readTree(probe.get("/info").body());
            return DatabaseContract.checks(probe, expectedPool, info);
        } finally {
            workload.close();
        }
    }

    /** The seed's rows, made lazily, through {@code shown} on the way out, each deposit adding {@code depositsPerCall}. */
    private static final class MapAccounts implements AccountStore {
        private final Map<Long, Account> rows = new ConcurrentHashMap<>();
        private final AtomicLong queries = new AtomicLong();
        private final int poolSize;
        private final UnaryOperator<Account> shown;
        private final int depositsPerCall;

        MapAccounts(int poolSize, UnaryOperator<Account> shown, int depositsPerCall) {
            this.poolSize = poolSize;
            this.shown = shown;
            this.depositsPerCall = depositsPerCall;
        }

        private Account row(long id) {
            return rows.computeIfAbsent(id, key -> new Account(key, Accounts.owner(key), Accounts.initialBalance(key), 0));
        }

        @Override
        public Optional<Account> read(long id, int inDatabaseMillis) {
            queries.incrementAndGet();
            return Optional.of(shown.apply(row(id)));
        }

        @Override
        public Optional<Account> deposit(long id, int inDatabaseMillis) {
            queries.incrementAndGet();
            Account before = row(id);
            Account after = new Account(id, before.owner(), before.balance() + depositsPerCall * Accounts.DEPOSIT_CENTS,
                    before.version() + 1);
            rows.put(id, after);
            return Optional.of(shown.apply(after));
        }

        @Override
        public PoolReading poolReading() {
            return new PoolReading(poolSize, 0, poolSize, poolSize, 0, queries.get(), 0, 0, 0, 0);
        }

        @Override
        public DatabaseSettings settings() {
            return new DatabaseSettings("jdbc:postgresql://127.0.0.1:5432/vtbench", "vtbench", "vtbench", poolSize, 30_000);
        }

        @Override
        public String pool() {
            return "a map";
        }

        @Override
        public String driver() {
            return "none";
        }

        @Override
        public void close() {
            rows.clear();
        }
    }
}
