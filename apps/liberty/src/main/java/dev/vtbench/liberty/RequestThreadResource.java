package dev.vtbench.liberty;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

/**
 * Serves every GET path on the thread Liberty gave the request, a Default Executor thread: the
 * classic blocking server of the pool and fixed modes.
 */
@Path("{path: .*}")
@ApplicationScoped
public class RequestThreadResource {

    @Inject
    SharedWorkload workload;

    @GET
    public Response get(@Context UriInfo uri, @Context HttpServletRequest servletRequest) {
        return JaxRsTranslation.toResponse(workload.handle(JaxRsTranslation.toWorkloadRequest("GET", uri, servletRequest)));
    }
}
