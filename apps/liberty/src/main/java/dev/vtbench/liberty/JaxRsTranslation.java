package dev.vtbench.liberty;

import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

/** Translates between Jakarta REST and the workload's HTTP types, in both directions. */
final class JaxRsTranslation {

    private JaxRsTranslation() {
    }

    /**
     * The workload's view of a request. The raw query goes through the workload's own parser, not
     * Jakarta REST's, so that every runtime decodes parameters alike (first value wins, a malformed
     * escape is kept as typed). The query comes from the servlet request, as sent: UriInfo's request URI is
     * a java.net.URI, which RESTEasy fails to build for a malformed escape such as {@code %zz}, and Liberty
     * then answers 500 with an HTML page instead of the workload's 400.
     */
    static WorkloadRequest toWorkloadRequest(String method, UriInfo uri, HttpServletRequest servletRequest) {
        return toWorkloadRequest(method, uri.getPath(), servletRequest.getQueryString());
    }

    /**
     * @param path the decoded path relative to the application, with or without its leading slash
     *     (implementations differ; the workload's routes all start with one)
     * @param rawQuery the still-encoded query string, {@code null} when there is none
     */
    static WorkloadRequest toWorkloadRequest(String method, String path, String rawQuery) {
        return WorkloadRequest.withRawQuery(method, path.startsWith("/") ? path : "/" + path, rawQuery);
    }

    /** A Jakarta REST response with the workload response's status, content type, headers and body. */
    static Response toResponse(WorkloadResponse response) {
        Response.ResponseBuilder builder = Response.status(response.status())
                .type(response.contentType())
                // A byte array, not a String: the body is already UTF-8, and the array's length
                // becomes the Content-Length, as in the other runtimes (no chunked encoding).
                .entity(response.body());
        response.headers().forEach(builder::header);
        return builder.build();
    }
}
