package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.List;

/**
 * Verifies a running cell before any load is applied (TechEmpower's verify mode is the model): every endpoint
 * answers with the right status, content type and body, bad input gets a 400 that names the parameter, and
 * /info proves the CPU count the JVM sees and whether requests really run on virtual threads.
 */
public final class CellVerifier {
    private static final ObjectMapper JSON = new ObjectMapper();

    private CellVerifier() {}

    public static Verification verify(String baseUrl, Expectation expected) {
        HttpProbe probe = new HttpProbe(baseUrl);
        List<Check> checks = new ArrayList<>();
        HttpProbe.Reply health = probe.get("/health");
        checks.add(check("GET /health answers 200 application/json {\"status\":\"UP\"}",
                isJson(health, 200) && "UP".equals(field(health, "status")), health));
        HttpProbe.Reply hello = probe.get("/hello");
        checks.add(check("GET /hello answers 200 text/plain 'Hello, World!'",
                hello.status() == 200 && hello.contentType().startsWith("text/plain") && hello.body().equals("Hello, World!"), hello));

        HttpProbe.Reply infoReply = probe.get("/info");
        JsonNode info = parse(infoReply);
        checks.add(check("GET /info answers 200 application/json", isJson(infoReply, 200) && info != null, infoReply));
        if (info != null) {
            checks.add(equal("/info runtime", expected.runtime(), info.path("runtime").asText()));
            checks.add(equal("/info mode", expected.mode(), info.path("mode").asText()));
            checks.add(equal("/info availableProcessors (the JVM sees the profile's CPUs)",
                    Integer.toString(expected.availableProcessors()), info.path("availableProcessors").asText()));
            checks.add(equal("/info virtualThread (" + (expected.virtualThreads() ? "requests run on virtual threads"
                    : "requests run on platform threads") + ")", Boolean.toString(expected.virtualThreads()), info.path("virtualThread").asText()));
        }
        if (expected.withBackend()) {
            HttpProbe.Reply io = probe.get("/io?delayMs=1");
            checks.add(check("GET /io?delayMs=1 answers 200 with backendStatus 200",
                    isJson(io, 200) && "200".equals(field(io, "backendStatus")), io));
        }
        for (String bad : List.of("/io?delayMs=abc", "/io?delayMs=-1", "/io?delayMs=60001", "/io")) {
            HttpProbe.Reply reply = probe.get(bad);
            checks.add(check("GET " + bad + " answers 400 application/json naming parameter delayMs",
                    isJson(reply, 400) && "delayMs".equals(field(reply, "parameter")), reply));
        }
        return new Verification(baseUrl, checks, info);
    }

    private static Check check(String what, boolean passed, HttpProbe.Reply reply) {
        String observed = reply.answered()
                ? reply.status() + " " + reply.contentType() + " " + abbreviate(reply.body())
                : reply.error();
        return new Check(what, passed, observed);
    }

    private static Check equal(String what, String expected, String actual) {
        return new Check(what + " = " + expected, expected.equals(actual), actual);
    }

    private static boolean isJson(HttpProbe.Reply reply, int status) {
        return reply.status() == status && reply.contentType().startsWith("application/json") && parse(reply) != null;
    }

    private static String field(HttpProbe.Reply reply, String name) {
        JsonNode node = parse(reply);
        return node == null ? null : node.path(name).asText(null);
    }

    private static JsonNode parse(HttpProbe.Reply reply) {
        if (!reply.answered() || reply.body().isBlank()) {
            return null;
        }
        try {
            JsonNode node = JSON.readTree(reply.body());
            return node.isObject() ? node : null;
        } catch (java.io.IOException e) {
            return null;
        }
    }

    private static String abbreviate(String body) {
        String flat = body.replaceAll("\\s+", " ");
        return flat.length() > 160 ? flat.substring(0, 160) + "..." : flat;
    }
}
