package dev.vtbench.harness.security;

import dev.vtbench.workload.endpoints.AllocEndpoint;
import dev.vtbench.workload.endpoints.BankEndpoint;
import dev.vtbench.workload.endpoints.CpuEndpoint;
import dev.vtbench.workload.endpoints.IoEndpoint;
import dev.vtbench.workload.endpoints.PinnedEndpoint;
import dev.vtbench.workload.http.IntRangeParameter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The hostile requests tried against every endpoint of a server, each with the outcome it must have, and the
 * normal request that must still be served after it. The endpoints and their parameters' ranges come from the
 * workload's own declarations, not copied numbers.
 */
public final class HostileRequests {
    /** Long enough to pass every connector's default limit for a request line (Tomcat's is 8 KB). */
    static final int LONG = 20_000;

    /** The refusals a connector gives before the application sees the request: bad request, URI or headers too long. */
    static final Set<Integer> CONNECTOR_REFUSALS = Set.of(400, 413, 414, 431);

    private HostileRequests() {}

    /**
     * One hostile request.
     *
     * @param endpoint the endpoint's path
     * @param kind what is hostile about it, for the table
     * @param target path and query as sent
     * @param headers extra header lines
     * @param expected what the answer must be, in words, for the assertion's message
     * @param accepts whether an answer is that
     * @param normal the normal request to the same endpoint that must be served next
     */
    public record Case(String endpoint, String kind, String target, List<String> headers, String expected,
                       Predicate<RawHttp.Answer> accepts, String normal) {}

    /** The server's endpoints: path, its integer parameters with their ranges, a normal query. */
    private record Endpoint(String path, List<IntRangeParameter> parameters, String normalQuery) {}

    private static final List<Endpoint> WORKLOAD = List.of(
            new Endpoint("/health", List.of(), ""),
            new Endpoint("/hello", List.of(), ""),
            new Endpoint("/info", List.of(), ""),
            new Endpoint("/io", List.of(IoEndpoint.DELAY_MS), "delayMs=1"),
            new Endpoint("/cpu", List.of(CpuEndpoint.N), "n=10"),
            new Endpoint("/bank", List.of(BankEndpoint.DELAY_MS, BankEndpoint.N), "delayMs=1&n=10"),
            new Endpoint("/pinned", List.of(PinnedEndpoint.DELAY_MS), "delayMs=1"),
            new Endpoint("/alloc", List.of(AllocEndpoint.KB), "kb=1"));

    /** The backend's: /delay takes the range of /io's delayMs (DelayEndpoint says so). */
    private static final List<Endpoint> BACKEND = List.of(
            new Endpoint("/health", List.of(), ""),
            new Endpoint("/delay", List.of(new IntRangeParameter("ms", 0, IoEndpoint.DELAY_MS.max())), "ms=1"));

    /** For a server under test; {@code jdkHttpServer} when it runs on com.sun.net.httpserver (see {@link #headers}). */
    public static List<Case> forWorkload(boolean jdkHttpServer) {
        return cases(WORKLOAD, jdkHttpServer);
    }

    /** For the backend delay service (a JDK HTTP server). */
    public static List<Case> forBackend() {
        return cases(BACKEND, true);
    }

    private static List<Case> cases(List<Endpoint> endpoints, boolean jdkHttpServer) {
        List<Case> cases = new ArrayList<>();
        for (Endpoint endpoint : endpoints) {
            String normal = endpoint.path() + (endpoint.normalQuery().isEmpty() ? "" : "?" + endpoint.normalQuery());
            if (endpoint.parameters().isEmpty()) {
                cases.add(new Case(endpoint.path(), "20 KB query", endpoint.path() + "?x=" + "9".repeat(LONG), List.of(),
                        "200 (unknown parameters are ignored) or a connector's 400/413/414/431",
                        answer -> answer.status() == 200 || CONNECTOR_REFUSALS.contains(answer.status()), normal));
                continue;
            }
            for (IntRangeParameter parameter : endpoint.parameters()) {
                Map<String, String> hostile = new java.util.LinkedHashMap<>();
                hostile.put("oversized", "99999999999999999999");
                hostile.put("max+1", Integer.toString(parameter.max() + 1));
                hostile.put("negative", Integer.toString(Math.min(parameter.min(), 0) - 1));
                hostile.put("non-numeric", "abc");
                hostile.put("empty", "");
                hostile.put("decimal", "1.5");
                hostile.put("hex", "0x10");
                hostile.put("repeated", "1&" + parameter.name() + "=1");
                hostile.put("encoded minus", "%2D1");
                hostile.put("encoded NUL", "%00");
                hostile.put("encoded separator", "1%26" + parameter.name() + "%3D2");
                hostile.put("encoded newline", "1%0D%0AX-Injected:%201");
                for (var entry : hostile.entrySet()) {
                    cases.add(new Case(endpoint.path(), parameter.name() + " " + entry.getKey(),
                            withParameter(endpoint, parameter, entry.getValue()), List.of(),
                            "400 with a JSON error naming '" + parameter.name() + "'",
                            answer -> answer.status() == 400 && answer.isJsonError() && answer.body().contains(parameter.name()),
                            normal));
                }
                cases.add(new Case(endpoint.path(), parameter.name() + " malformed escape",
                        withParameter(endpoint, parameter, "%zz"), List.of(),
                        jdkHttpServer ? "400 (the JDK server refuses a URI it cannot parse, with its own body)"
                                : "400 with a JSON error naming '" + parameter.name() + "'",
                        answer -> answer.status() == 400 && (jdkHttpServer || answer.isJsonError()), normal));
                cases.add(new Case(endpoint.path(), parameter.name() + " 20 KB number",
                        withParameter(endpoint, parameter, "9".repeat(LONG)), List.of(),
                        "400 with a JSON error, or the connector's 400/414 for a too-long request line",
                        answer -> answer.isJsonError() ? answer.status() == 400 : CONNECTOR_REFUSALS.contains(answer.status()),
                        normal));
            }
        }
        cases.addAll(headers(endpoints.getFirst().path(), jdkHttpServer));
        cases.add(new Case("(path)", "encoded traversal", "/..%2F..%2Fetc%2Fpasswd", List.of(),
                "404 or 400: no file is served", answer -> answer.status() == 404 || answer.status() == 400,
                endpoints.getFirst().path()));
        return cases;
    }

    /**
     * Many and large headers. The JDK's HTTP server closes the connection without an answer past its limits
     * (sun.net.httpserver.maxReqHeaders, 200 headers; maxReqHeaderSize): that is its behaviour, which vtbench
     * cannot change, and the test says so rather than pretend a 431.
     */
    private static List<Case> headers(String path, boolean jdkHttpServer) {
        List<String> many = new ArrayList<>();
        for (int i = 1; i <= 200; i++) {
            many.add("X-Hostile-" + i + ": " + i);
        }
        String expected = "200 (headers are ignored) or a connector's 400/413/431"
                + (jdkHttpServer ? ", or the JDK server closing the connection" : "");
        Predicate<RawHttp.Answer> accepts = answer -> answer.status() == 200 || CONNECTOR_REFUSALS.contains(answer.status())
                || jdkHttpServer && answer.status() == 0;
        return List.of(
                new Case(path, "200 headers", path, many, expected, accepts, path),
                new Case(path, "64 KB header", path, List.of("X-Hostile: " + "a".repeat(64 * 1024)), expected, accepts, path));
    }

    private static String withParameter(Endpoint endpoint, IntRangeParameter hostile, String value) {
        StringBuilder query = new StringBuilder();
        for (IntRangeParameter parameter : endpoint.parameters()) {
            query.append(query.isEmpty() ? "" : "&").append(parameter.name()).append('=')
                    .append(parameter == hostile ? value : Integer.toString(Math.max(parameter.min(), 1)));
        }
        return endpoint.path() + "?" + query;
    }
}
