package dev.vtbench.liberty;

import dev.vtbench.workload.http.WorkloadRequest;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorDefinition;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.container.AsyncResponse;
import jakarta.ws.rs.container.Suspended;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.concurrent.RejectedExecutionException;

/**
 * Serves every GET path on a virtual thread of its own (virtual mode). Liberty has no supported
 * switch to run its request threads virtually, so the request is suspended on its Default Executor
 * thread, which goes back to the pool at once, and the work runs on a Jakarta Concurrency 3.1
 * executor that starts a virtual thread per task.
 */
@Path("{path: .*}")
@ApplicationScoped
// The default context service propagates the application's context (class loader, java: names),
// as any Jakarta EE application's executor would.
@ManagedExecutorDefinition(name = VirtualThreadResource.EXECUTOR, virtual = true,
        maxAsync = VirtualThreadResource.MAX_ASYNC)
public class VirtualThreadResource {

    static final String EXECUTOR = "java:app/concurrent/virtualExecutor";

    /** No limit on tasks running at once (the default, spelt out): a virtual thread per request, as in plain-jdk. */
    static final int MAX_ASYNC = -1;

    @Resource(lookup = EXECUTOR)
    ManagedExecutorService executor;

    @Inject
    SharedWorkload workload;

    @GET
    public void get(@Context UriInfo uri, @Context HttpServletRequest servletRequest, @Suspended AsyncResponse response) {
        // Read on the request thread: UriInfo and the servlet request belong to the request being handled there.
        WorkloadRequest request = JaxRsTranslation.toWorkloadRequest("GET", uri, servletRequest);
        try {
            executor.execute(() -> answer(request, response));
        } catch (RejectedExecutionException stopping) {
            // Only while the server shuts down: say so instead of leaving the client waiting.
            response.resume(Response.status(Response.Status.SERVICE_UNAVAILABLE).build());
        }
    }

    private void answer(WorkloadRequest request, AsyncResponse response) {
        try {
            response.resume(JaxRsTranslation.toResponse(workload.handle(request)));
        } catch (RuntimeException bug) {
            // The workload answers bad input itself; this is a bug, reported as a 500 rather than
            // a suspended request that never completes.
            response.resume(bug);
        }
    }
}
