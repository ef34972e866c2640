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
import java.net.URI;
import java.util.List;

/**
 * The benchmark's endpoints behind one entry point. A runtime adapter builds one at start-up and
 * passes every request to {@link #handle}, so all runtimes run identical endpoint code.
 *
 * <p>Build it before the server takes traffic: constructing it sizes the JDK's HTTP keep-alive
 * cache, which only works before the first outgoing connection (see {@link BackendDelayClient}).
 */
public final class Workload implements Endpoint {

    private final Router router;

    /**
     * @param identity what the adapter knows about its runtime, reported by {@code /info}
     * @param backendUrl base URL of the delay service that {@code /io}, {@code /bank} and
     *     {@code /pinned} call, for example {@code http://127.0.0.1:9090}
     * @param runtimeLimits the runtime's own limits, reported by {@code /limits} before the JVM's
     */
    public Workload(ServerIdentity identity, URI backendUrl, RuntimeLimits runtimeLimits) {
        BackendDelayClient backend = new BackendDelayClient(backendUrl);
        this.router = Router.builder()
                .get("/health", new HealthEndpoint())
                .get("/hello", new HelloEndpoint())
                .get("/info", new InfoEndpoint(identity))
                .get("/limits", new LimitsEndpoint(identity, runtimeLimits))
                .get("/io", new IoEndpoint(backend))
                .get("/cpu", new CpuEndpoint())
                .get("/bank", new BankEndpoint(backend))
                .get("/pinned", new PinnedEndpoint(backend))
                .get("/alloc", new AllocEndpoint())
                .build();
    }

    /** A workload whose {@code /limits} reports the JVM's limits alone: an adapter that reads none of its own. */
    public Workload(ServerIdentity identity, URI backendUrl) {
        this(identity, backendUrl, RuntimeLimits.NONE);
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
