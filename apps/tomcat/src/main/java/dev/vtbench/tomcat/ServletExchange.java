package dev.vtbench.tomcat;

import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** Translates between the servlet API and the workload's request and response, in both directions. */
final class ServletExchange {

    private ServletExchange() {
    }

    /**
     * The workload's view of a servlet request, from the request's plain values.
     *
     * @param method the HTTP method
     * @param servletPath the part of the path that matched the servlet's mapping: empty for {@code /*}
     * @param pathInfo the decoded rest of the path, or {@code null} when there is none
     * @param rawQuery the query string as sent, still percent-encoded, or {@code null}
     */
    static WorkloadRequest requestOf(String method, String servletPath, String pathInfo, String rawQuery) {
        // Servlet path plus path info is the decoded path inside the context, whatever the mapping;
        // the raw query goes through the workload's own decoding, so every runtime parses it alike.
        String path = servletPath + (pathInfo == null ? "" : pathInfo);
        return WorkloadRequest.withRawQuery(method, path.isEmpty() ? "/" : path, rawQuery);
    }

    /**
     * Sends {@code response}. Tomcat writes the content type as {@code text/plain;charset=utf-8},
     * without the space, which is the same media type.
     */
    static void send(WorkloadResponse response, HttpServletResponse servletResponse) throws IOException {
        servletResponse.setStatus(response.status());
        servletResponse.setContentType(response.contentType());
        response.headers().forEach(servletResponse::setHeader);
        // A known length lets Tomcat skip chunked encoding, as the other runtimes do.
        servletResponse.setContentLength(response.bodyLength());
        response.writeBodyTo(servletResponse.getOutputStream());
    }
}
