package dev.vtbench.workload;

import dev.vtbench.workload.endpoints.AllocEndpoint;
import dev.vtbench.workload.endpoints.BackendDelayClient;
import dev.vtbench.workload.endpoints.BankEndpoint;
import dev.vtbench.workload.endpoints.CpuEndpoint;
import dev.vtbench.workload.endpoints.HealthEndpoint;
import dev.vtbench.workload.endpoints.HelloEndpoint;
import dev.vtbench.workload.endpoints.InfoEndpoint;
import dev.vtbench.workload.endpoints.IoEndpoint;
import dev.vtbench.workload.endpoints.LimitsEndpoint;
import dev.vtbench.workload.endpoints.PinnedEndpoint;
import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.Router;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.limits.RuntimeLimits;
import dev.vtbench.workload.db.AccountStore;
import dev.vtbench.workload.db.DatabaseSettings;
import dev.vtbench.workload.db.PooledAccountStore;
import dev.vtbench.workload.endpoints.DbEndpoint;
import dev.vtbench.workload.endpoints.DbPoolEndpoint;
import dev.vtbench.workload.limits.DatabaseLimits;
import java.net.URI;
import java.util.Optional;
import java.util.List;

/**
 * The benchmark's endpoints behind one entry point. A runtime adapter builds one at start-up and
 * passes every request to {@link #handle}, so all runtimes run identical endpoint code.
 *
 * <p>Build it before the server takes traffic: constructing it sizes the JDK's HTTP keep-alive
 * cache, which only works before the first outgoing connection (see {@link BackendDelayClient}).
 */
public final class Workload implements Endpoint, AutoCloseable {

    private final Router router;
    private final Optional<AccountStore> database;

    /**
     * @param identity what the adapter knows about its runtime, reported by {@code /info}
     * @param backendUrl base URL of the delay service that {@code /io}, {@code /bank} and
     *     {@code /pinned} call, for example {@code http://127.0.0.1:9090}
     * @param runtimeLimits the runtime's own limits, reported by {@code /limits} before the JVM's
     */
    public Workload(ServerIdentity identity, URI backendUrl, RuntimeLimits runtimeLimits) {
        this(identity, backendUrl, runtimeLimits, Optional.empty());
    }

    /** A workload whose {@code /limits} reports the JVM's limits alone: an adapter that reads none of its own. */
    public Workload(ServerIdentity identity, URI backendUrl) {
        this(identity, backendUrl, RuntimeLimits.NONE);
    }

    /**
     * As above, with the database {@code /db} queries: its pool is opened here, with the settings every runtime reads
     * from the same VTBENCH_DB_* variables; without settings {@code /db} answers 503.
     */
    public Workload(ServerIdentity identity, URI backendUrl, RuntimeLimits runtimeLimits, Optional<DatabaseSettings> database) {
        this(identity, new BackendDelayClient(backendUrl), runtimeLimits, database.map(PooledAccountStore::open));
    }

    /** The endpoints with the accounts in {@code store} (a test's, or another pool's), which {@link #close} closes. */
    public static Workload withAccounts(ServerIdentity identity, URI backendUrl, AccountStore store) {
        return new Workload(identity, new BackendDelayClient(backendUrl), RuntimeLimits.NONE, Optional.of(store));
    }

    private Workload(ServerIdentity identity, BackendDelayClient backend, RuntimeLimits runtimeLimits,
                     Optional<? extends AccountStore> store) {
        this.database = store.map(AccountStore.class::cast);
        Optional<AccountStore> accounts = this.database;
        this.router = Router.builder()
                .get("/health", new HealthEndpoint())
                .get("/hello", new HelloEndpoint())
                .get("/info", new InfoEndpoint(identity, accounts))
                .get("/limits", new LimitsEndpoint(identity, runtimeLimits.and(DatabaseLimits.of(accounts))))
                .get("/io", new IoEndpoint(backend))
                .get("/cpu", new CpuEndpoint())
                .get("/bank", new BankEndpoint(backend))
                .get("/pinned", new PinnedEndpoint(backend))
                .get("/alloc", new AllocEndpoint())
                .get("/db", new DbEndpoint(accounts))
                .get("/db-pool", new DbPoolEndpoint(accounts))
                .build();
    }

    /** Closes the database pool, if any: its connections, and the pool's own threads. */
    @Override
    public void close() {
        database.ifPresent(AccountStore::close);
    }

    /** Answers one request on the calling thread; never throws for bad input, it answers 4xx. */
    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        return router.handle(request);
    }

    /** The paths served, for adapters whose runtime wants routes declared up front. */
    public List<String> paths() {
        return router.paths();
    }
}
