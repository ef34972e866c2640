package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.db.Account;
import dev.vtbench.workload.db.AccountStore;
import dev.vtbench.workload.db.Accounts;
import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.IntRangeParameter;
import dev.vtbench.workload.http.InvalidQueryParameterException;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * {@code GET /db}: a query to PostgreSQL through the server's connection pool, where a request waits for a pooled
 * connection, then for the database. Either one query, named: {@code /db?op=read&id=K} (a point read by key) or
 * {@code /db?op=deposit&id=K} (a read-modify-write transaction: the row read for update, one cent added, written back,
 * committed); or the load's mix, {@code /db?writePercent=P}: each request a deposit with probability P %, else a read,
 * of an account drawn uniformly from the seed's. Answers the row as it is after the query. {@code queryMs=T} (default 0)
 * makes each query spend at least T ms in the database holding its connection (a deposit, holding its row's lock too),
 * as a query that reads from disk or does more work would: the connection pool's bound is then at most its size / T.
 */
public final class DbEndpoint implements Endpoint {

    /** The account's key: 1..{@value Accounts#ROWS}, the seed's ids. */
    public static final IntRangeParameter ID = new IntRangeParameter("id", 1, Accounts.ROWS);

    /** The share of deposits in the mix, in percent: 0..100. */
    public static final IntRangeParameter WRITE_PERCENT = new IntRangeParameter("writePercent", 0, 100);

    /** Time each query spends in the database, in ms: 0..1000, default 0. */
    public static final IntRangeParameter QUERY_MS = new IntRangeParameter("queryMs", 0, 1000);

    public static final String OP = "op";
    public static final String READ = "read";
    public static final String DEPOSIT = "deposit";

    private static final System.Logger LOG = System.getLogger(DbEndpoint.class.getName());

    private final Optional<AccountStore> store;

    /** @param store the accounts, or empty on a server started without a database (every request answers 503) */
    public DbEndpoint(Optional<AccountStore> store) {
        this.store = store;
    }

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        String op;
        int id;
        if (request.queryParameter(OP).isPresent()) {
            op = op(request);
            id = ID.readFrom(request);
        } else {
            int writePercent = WRITE_PERCENT.readFrom(request);
            ThreadLocalRandom random = ThreadLocalRandom.current();
            op = random.nextInt(100) < writePercent ? DEPOSIT : READ;
            id = random.nextInt(ID.min(), ID.max() + 1);
        }
        int inDatabaseMillis = request.queryParameter(QUERY_MS.name()).isPresent() ? QUERY_MS.readFrom(request) : 0;
        if (store.isEmpty()) {
            return noDatabase();
        }
        try {
            Optional<Account> account = op.equals(READ) ? store.get().read(id, inDatabaseMillis) : store.get().deposit(id, inDatabaseMillis);
            return account.map(row -> answer(op, row)).orElseGet(() -> noSuchAccount(id));
        } catch (SQLTransientConnectionException noConnection) {
            return WorkloadResponse.json(503, new JsonObjectWriter()
                    .string("error", "no database connection within " + store.get().settings().connectionTimeoutMs()
                            + " ms: all " + store.get().settings().poolSize() + " of the pool's connections were in use"
                            + " (GET /db-pool shows the pool)")
                    .toJson());
        } catch (SQLException failed) {
            LOG.log(System.Logger.Level.WARNING, "GET /db " + op + " of account " + id + " failed", failed);
            return WorkloadResponse.json(503, new JsonObjectWriter()
                    .string("error", "the database failed the " + op + " (SQLState " + failed.getSQLState()
                            + "): the server log has the cause")
                    .toJson());
        }
    }

    /** What a server without a database answers on {@code /db} and {@code /db-pool}. */
    static WorkloadResponse noDatabase() {
        return WorkloadResponse.json(503, new JsonObjectWriter()
                .string("error", "this server has no database: start it with "
                        + dev.vtbench.workload.db.DatabaseSettings.URL + " set to a PostgreSQL JDBC URL")
                .toJson());
    }

    private static String op(WorkloadRequest request) {
        String allowed = READ + " or " + DEPOSIT;
        if (request.isRepeated(OP)) {
            throw new InvalidQueryParameterException("query parameter 'op' is given more than once: give it once, "
                    + allowed, OP, allowed);
        }
        String op = request.queryParameter(OP).orElseThrow();
        if (!op.equals(READ) && !op.equals(DEPOSIT)) {
            throw new InvalidQueryParameterException("query parameter 'op' must be " + allowed
                    + " (or leave it out and give writePercent for the mix)", OP, allowed);
        }
        return op;
    }

    private static WorkloadResponse answer(String op, Account account) {
        return WorkloadResponse.json(200, new JsonObjectWriter()
                .string("op", op)
                .number("id", account.id())
                .string("owner", account.owner())
                .number("balance", account.balance())
                .number("version", account.version())
                .toJson());
    }

    private static WorkloadResponse noSuchAccount(long id) {
        return WorkloadResponse.json(404, new JsonObjectWriter()
                .string("error", "no account with id " + id + ": the database was not seeded with vtbench's accounts "
                        + "(images/postgres/accounts.sql, ids 1.." + Accounts.ROWS + ")")
                .number("id", id)
                .toJson());
    }
}
