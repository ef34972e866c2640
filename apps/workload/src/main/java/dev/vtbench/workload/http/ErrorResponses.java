package dev.vtbench.workload.http;

import dev.vtbench.workload.json.JsonObjectWriter;
import java.util.Collection;

/**
 * The JSON error bodies every runtime sends, so that a client (and the harness checking error
 * counts) sees the same answer whichever server it hits. Each carries an {@code error} sentence
 * saying what was wrong and how to fix the request.
 */
public final class ErrorResponses {

    private ErrorResponses() {
    }

    /** 400 for a bad query parameter, naming it and its accepted values. */
    public static WorkloadResponse badParameter(InvalidQueryParameterException problem) {
        return WorkloadResponse.json(400, new JsonObjectWriter()
                .string("error", problem.getMessage())
                .string("parameter", problem.parameter())
                .string("allowed", problem.allowed())
                .toJson());
    }

    /** 404 for a path no endpoint serves, listing the paths that exist. */
    public static WorkloadResponse notFound(String path, Collection<String> knownPaths) {
        return WorkloadResponse.json(404, new JsonObjectWriter()
                .string("error", "no endpoint at " + path + ": use one of " + String.join(", ", knownPaths))
                .string("path", path)
                .toJson());
    }

    /** 405 for a method other than GET; carries the {@code Allow} header HTTP requires. */
    public static WorkloadResponse methodNotAllowed(String method, String path) {
        return WorkloadResponse.json(405, new JsonObjectWriter()
                        .string("error", "method " + method + " is not allowed on " + path + ": send GET")
                        .string("method", method)
                        .toJson())
                .withHeader("Allow", "GET");
    }

    /**
     * 500 for a bug in an endpoint, so the client gets a reason instead of a dropped connection. A fixed
     * sentence: an exception's text can carry internals (class names, paths, addresses) that a client must
     * not see; the server log has the stack trace.
     */
    public static WorkloadResponse internalError(String path) {
        return WorkloadResponse.json(500, new JsonObjectWriter()
                .string("error", "endpoint " + path + " failed; this is a vtbench bug, see the server log for the stack trace")
                .toJson());
    }
}
