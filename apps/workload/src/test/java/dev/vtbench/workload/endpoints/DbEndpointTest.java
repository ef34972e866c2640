package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.Workload;
import dev.vtbench.workload.db.Accounts;
import dev.vtbench.workload.db.SeededAccounts;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import java.net.URI;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DbEndpointTest {

    private final SeededAccounts accounts = new SeededAccounts(Accounts.ROWS, 10);
    private final DbEndpoint endpoint = new DbEndpoint(Optional.of(accounts));

    @Test
    void readsAnAccountByKey() {
        WorkloadResponse response = EndpointProbe.get("/db", endpoint, Map.of("op", "read", "id", "123"));

        assertThat(response.status()).as("status").isEqualTo(200);
        assertThat(response.bodyText()).as("the seeded row").isEqualTo("{\"op\":\"read\",\"id\":123,\"owner\":\"owner-123\",\"balance\":"
                + Accounts.initialBalance(123) + ",\"version\":0}");
    }

    @Test
    void depositsOneCentAndCountsTheVersion() {
        EndpointProbe.get("/db", endpoint, Map.of("op", "deposit", "id", "9"));
        WorkloadResponse second = EndpointProbe.get("/db", endpoint, Map.of("op", "deposit", "id", "9"));

        assertThat(second.bodyText()).as("after two deposits").isEqualTo("{\"op\":\"deposit\",\"id\":9,\"owner\":\"owner-9\",\"balance\":"
                + (Accounts.initialBalance(9) + 2) + ",\"version\":2}");
    }

    @Test
    void theMixDrawsReadsAndDepositsByItsShare() {
        int deposits = 0;
        for (int i = 0; i < 200; i++) {
            WorkloadResponse response = EndpointProbe.get("/db", endpoint, Map.of("writePercent", "100"));
            assertThat(response.status()).as("status of a mixed request").isEqualTo(200);
            deposits += response.bodyText().contains("\"op\":\"deposit\"") ? 1 : 0;
        }
        assertThat(deposits).as("deposits at writePercent=100").isEqualTo(200);
        assertThat(EndpointProbe.get("/db", endpoint, Map.of("writePercent", "0")).bodyText()).as("writePercent=0").contains("\"op\":\"read\"");
    }

    @Test
    void refusesBadParametersNamingThem() {
        assertThat(EndpointProbe.get("/db", endpoint, Map.of("op", "delete", "id", "1")).bodyText())
                .as("an unknown op").contains("\"parameter\":\"op\"", "\"allowed\":\"read or deposit\"");
        assertThat(EndpointProbe.get("/db", endpoint, Map.of("op", "read", "id", "0")).status()).as("id 0").isEqualTo(400);
        assertThat(EndpointProbe.get("/db", endpoint, Map.of("op", "read", "id", "100001")).bodyText()).as("id past the seed")
                .contains("\"parameter\":\"id\"", "1..100000");
        assertThat(EndpointProbe.get("/db", endpoint, Map.of()).bodyText()).as("neither op nor writePercent")
                .contains("\"parameter\":\"writePercent\"");
        assertThat(EndpointProbe.get("/db", endpoint, Map.of("writePercent", "101")).status()).as("writePercent 101").isEqualTo(400);
        assertThat(EndpointProbe.get("/db", endpoint, Map.of("writePercent", "0", "queryMs", "1001")).bodyText()).as("queryMs 1001")
                .contains("\"parameter\":\"queryMs\"", "0..1000");
    }

    @Test
    void aQueryTimeHoldsTheQueryAtLeastThatLong() {
        long start = System.nanoTime();
        WorkloadResponse read = EndpointProbe.get("/db", endpoint, Map.of("op", "read", "id", "5", "queryMs", "30"));
        WorkloadResponse deposit = EndpointProbe.get("/db", endpoint, Map.of("op", "deposit", "id", "5", "queryMs", "30"));
        long elapsedMillis = (System.nanoTime() - start) / 1_000_000;

        assertThat(read.status()).as("read's status").isEqualTo(200);
        assertThat(deposit.bodyText()).as("the deposit still made").contains("\"version\":1");
        // A lower bound only: a sleep never ends early.
        assertThat(elapsedMillis).as("two queries of at least 30 ms").isGreaterThanOrEqualTo(60);
    }

    @Test
    void anAccountTheSeedLacksIsNotFound() {
        DbEndpoint fewRows = new DbEndpoint(Optional.of(new SeededAccounts(10, 10)));
        WorkloadResponse response = EndpointProbe.get("/db", fewRows, Map.of("op", "read", "id", "11"));

        assertThat(response.status()).as("status").isEqualTo(404);
        assertThat(response.bodyText()).as("body").contains("no account with id 11", "images/postgres/accounts.sql");
    }

    @Test
    void aServerWithoutADatabaseSaysWhichVariableToSet() {
        WorkloadResponse response = EndpointProbe.get("/db", new DbEndpoint(Optional.empty()), Map.of("op", "read", "id", "1"));
        WorkloadResponse pool = EndpointProbe.get("/db-pool", new DbPoolEndpoint(Optional.empty()), Map.of());

        assertThat(response.status()).as("status").isEqualTo(503);
        assertThat(response.bodyText()).as("body").contains("VTBENCH_DB_URL");
        assertThat(pool.status()).as("/db-pool's status").isEqualTo(503);
    }

    @Test
    void reportsThePoolsFiguresAndDescribesItInInfo() {
        try (Workload workload = Workload.withAccounts(new ServerIdentity("plain-jdk", "virtual", null),
                URI.create("http://127.0.0.1:9"), accounts)) {
            String pool = workload.handle(WorkloadRequest.get("/db-pool")).bodyText();
            String info = workload.handle(WorkloadRequest.get("/info")).bodyText();

            assertThat(pool).as("/db-pool").isEqualTo("{\"poolSize\":10,\"active\":0,\"idle\":10,\"total\":10,\"waiting\":0,"
                    + "\"acquisitions\":0,\"acquireNanos\":0,\"maxAcquireNanos\":0,\"heldNanos\":0,\"timeouts\":0}");
            assertThat(info).as("/info's database").contains("\"database\":{\"url\":\"jdbc:postgresql://127.0.0.1:5432/vtbench\","
                    + "\"user\":\"vtbench\",\"poolSize\":10,\"connectionTimeoutMs\":30000,\"pool\":\"a map\",\"driver\":\"none\"}")
                    .doesNotContain("secret");
        }
        assertThat(new Workload(new ServerIdentity("plain-jdk", "pool", 200), URI.create("http://127.0.0.1:9"))
                .handle(WorkloadRequest.get("/info")).bodyText()).as("/info without a database").contains("\"database\":null");
    }
}
