package dev.vtbench.liberty;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.ext.Provider;

/**
 * Hands requests with a method other than GET to the workload, whose router answers them (405 with
 * its own message), so that Liberty answers them as every other runtime does. Without it Jakarta
 * REST would answer them itself: 405 with its own body, HEAD as a GET, OPTIONS with an Allow header.
 */
@Provider
@PreMatching
@ApplicationScoped
public class OtherMethodsFilter implements ContainerRequestFilter {

    @Inject
    SharedWorkload workload;

    // A proxy to the current request's, injected by Jakarta REST.
    @Context
    HttpServletRequest servletRequest;

    @Override
    public void filter(ContainerRequestContext request) {
        String method = request.getMethod();
        if (!"GET".equals(method)) {
            request.abortWith(JaxRsTranslation.toResponse(
                    workload.handle(JaxRsTranslation.toWorkloadRequest(method, request.getUriInfo(), servletRequest))));
        }
    }
}
