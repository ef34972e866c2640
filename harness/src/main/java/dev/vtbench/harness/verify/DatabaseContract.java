package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.JsonNode;
import dev.vtbench.workload.db.Account;
import dev.vtbench.workload.db.Accounts;
import dev.vtbench.workload.db.PoolReading;
import dev.vtbench.workload.endpoints.DbEndpoint;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a server given vtbench's database must answer before any load: each query of /db, with the values the seed
 * gives (the workload's {@link Accounts}, which also wrote the seed file), so that a server reading another table,
 * another row or a cache fails; a deposit that adds exactly one cent and one version; the mix in both directions; a
 * 400 for each bad parameter; and its pool, of the size the run gave it, in /db-pool and /info. Deposits change the
 * rows, so each row is checked by what deposits keep (balance less its deposits is the seeded balance), and the run
 * may verify as often as it starts a server.
 */
final class DatabaseContract {
    /** The first, a middle and the last of the seed's accounts: a server that reads any other row, or none, fails. */
    static final List<Integer> READ_IDS = List.of(DbEndpoint.ID.min(), Accounts.ROWS / 2 + 17, DbEndpoint.ID.max());
    /** The account verification deposits to. */
    static final int DEPOSIT_ID = 2;

    private DatabaseContract() {}

    static List<Check> checks(HttpProbe probe, int poolSize, JsonNode info) {
        List<Check> checks = new ArrayList<>();
        for (int id : READ_IDS) {
            checks.add(seeded("/db?op=read&id=" + id, DbEndpoint.READ, id, probe).check());
        }
        Answer before = seeded("/db?op=read&id=" + DEPOSIT_ID, DbEndpoint.READ, DEPOSIT_ID, probe);
        checks.add(before.check());
        checks.add(deposit(probe, before.account()));
        checks.add(seeded("/db?writePercent=0", DbEndpoint.READ, null, probe).check());
        checks.add(seeded("/db?writePercent=100", DbEndpoint.DEPOSIT, null, probe).check());
        for (EndpointContract bad : List.of(badParameter("/db?op=read&id=0", "id"),
                badParameter("/db?op=read&id=" + (Accounts.ROWS + 1), "id"), badParameter("/db?op=drop&id=1", "op"),
                badParameter("/db?writePercent=101", "writePercent"), badParameter("/db?writePercent=0&queryMs=1001", "queryMs"))) {
            HttpProbe.Reply reply = probe.get(bad.request());
            checks.add(new Check(bad.description(), bad.heldBy(reply, CellVerifier.parse(reply)), CellVerifier.observed(reply)));
        }
        checks.add(pool(probe, poolSize));
        checks.add(CellVerifier.equal("/info database.poolSize (the connection pool the run gave the server)",
                Integer.toString(poolSize), info == null ? "no /info" : info.path("database").path("poolSize").asText("no database")));
        return checks;
    }

    /** An answer of /db and the account it holds, if it holds one as the seed and whole deposits make it. */
    record Answer(Check check, Optional<Account> account) {}

    /**
     * GET {@code request} answers 200 with an account of {@code op} consistent with the seed: its owner the seed's, and
     * its balance less its deposits the seed's balance. {@code id} null: any of the seed's accounts (the mix draws one).
     */
    static Answer seeded(String request, String op, Integer id, HttpProbe probe) {
        HttpProbe.Reply reply = probe.get(request);
        JsonNode json = CellVerifier.parse(reply);
        String what = "GET " + request + " answers 200 with " + (id == null ? "one of the seed's accounts"
                : "account " + id + " as seeded (owner " + Accounts.owner(id) + ", balance " + Accounts.initialBalance(id)
                + " cents plus " + Accounts.DEPOSIT_CENTS + " per deposit)") + " after a " + op;
        Optional<Account> account = account(reply, json)
                .filter(row -> op.equals(json.path("op").asText()))
                .filter(row -> id == null || row.id() == id)
                .filter(row -> row.id() >= DbEndpoint.ID.min() && row.id() <= DbEndpoint.ID.max())
                .filter(Accounts::consistentWithSeed);
        return new Answer(new Check(what, account.isPresent(), CellVerifier.observed(reply)), account);
    }

    /** A deposit adds exactly one deposit to the account read just before it, and keeps it consistent with the seed. */
    private static Check deposit(HttpProbe probe, Optional<Account> before) {
        String request = "/db?op=deposit&id=" + DEPOSIT_ID;
        if (before.isEmpty()) {
            return new Check("GET " + request + " adds one deposit to the account", false, "its read before failed (above)");
        }
        Account expected = new Account(DEPOSIT_ID, before.get().owner(), before.get().balance() + Accounts.DEPOSIT_CENTS,
                before.get().version() + 1);
        HttpProbe.Reply reply = probe.get(request);
        JsonNode json = CellVerifier.parse(reply);
        boolean held = account(reply, json).filter(expected::equals).isPresent() && DbEndpoint.DEPOSIT.equals(json.path("op").asText());
        return new Check("GET " + request + " answers 200 with balance " + expected.balance() + " and version "
                + expected.version() + " (one deposit to what was read before it)", held, CellVerifier.observed(reply));
    }

    /** GET /db-pool: the pool the run gave the server, no more connections open than it holds, and the queries above counted. */
    private static Check pool(HttpProbe probe, int poolSize) {
        HttpProbe.Reply reply = probe.get("/db-pool");
        JsonNode json = CellVerifier.parse(reply);
        boolean held = reply.status() == 200 && json != null
                && json.path(PoolReading.POOL_SIZE).asInt(-1) == poolSize
                && json.path(PoolReading.TOTAL).asInt(Integer.MAX_VALUE) <= poolSize
                && json.path(PoolReading.ACQUISITIONS).asLong(-1) >= READ_IDS.size() + 4;
        return new Check("GET /db-pool answers 200 with poolSize " + poolSize + ", at most " + poolSize
                + " connections open and the queries above among its acquisitions", held, CellVerifier.observed(reply));
    }

    private static Optional<Account> account(HttpProbe.Reply reply, JsonNode json) {
        if (reply.status() != 200 || json == null || !json.path("id").canConvertToLong() || !json.path("owner").isTextual()
                || !json.path("balance").canConvertToLong() || !json.path("version").canConvertToLong()) {
            return Optional.empty();
        }
        return Optional.of(new Account(json.path("id").asLong(), json.path("owner").asText(), json.path("balance").asLong(),
                json.path("version").asLong()));
    }

    private static EndpointContract badParameter(String request, String parameter) {
        return EndpointContract.json(request, 400, Map.of("parameter", parameter));
    }
}
