package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import dev.vtbench.workload.limits.RuntimeLimits;
import dev.vtbench.workload.limits.ServerLimit;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code GET /limits}: every limit of the running server that could cap one threading mode and not another, with its
 * value and where it was read, in one shape for every runtime: the runtime's own (its connector, its executor) first,
 * then the JVM's and the process's. The harness compares two modes' answers, so that a comparison of threads is not
 * silently one of connection limits or heaps.
 *
 * <p>Beside {@code /info}, not in it: {@code /info} is read twice a second through a measured window, and this reads
 * every live thread's name and files under {@code /proc}, a cost only worth paying once, before load.
 */
public final class LimitsEndpoint implements Endpoint {

    private final ServerIdentity identity;
    private final RuntimeLimits runtimeLimits;

    public LimitsEndpoint(ServerIdentity identity, RuntimeLimits runtimeLimits) {
        this.identity = identity;
        this.runtimeLimits = runtimeLimits;
    }

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        List<ServerLimit> limits = new ArrayList<>(runtimeLimits.read());
        limits.addAll(JvmLimits.ofThisJvm());
        return WorkloadResponse.json(200, new JsonObjectWriter()
                .string("runtime", identity.runtime())
                .string("mode", identity.mode())
                .object("limits", written(limits))
                .toJson());
    }

    /** The limits as one object by name, each {@code {"kind", "value", "source"}}; a name given twice keeps its first. */
    static JsonObjectWriter written(List<ServerLimit> limits) {
        JsonObjectWriter json = new JsonObjectWriter();
        List<String> seen = new ArrayList<>();
        for (ServerLimit limit : limits) {
            if (seen.contains(limit.name())) {
                continue;
            }
            seen.add(limit.name());
            JsonObjectWriter one = new JsonObjectWriter().string("kind", limit.kind().jsonName());
            switch (limit.value()) {
                case null -> one.string("value", null);
                case String text -> one.string("value", text);
                case Boolean flag -> one.bool("value", flag);
                case Integer number -> one.number("value", number);
                case Long number -> one.number("value", number);
                // ServerLimit rejects other types; reaching this means its check and this switch diverged.
                default -> throw new IllegalStateException("limit '" + limit.name() + "' has a "
                        + limit.value().getClass().getName() + ", which ServerLimit should have rejected");
            }
            json.object(limit.name(), one.string("source", limit.source()));
        }
        return json;
    }
}
