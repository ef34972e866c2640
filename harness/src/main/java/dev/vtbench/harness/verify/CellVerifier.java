package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.harness.matrix.ServerJvmOptions;

import java.util.ArrayList;
import java.util.List;

/**
 * Verifies a running cell before any load is applied (TechEmpower's verify mode is the model): every endpoint
 * of the {@link WorkloadContract} answers with the right status, content type and body, /info proves the
 * runtime and mode, the CPU count the JVM sees, and whether requests really run on virtual threads, /limits gives
 * the server's limits ({@link ParityRecord}), and a server given a database proves each of its queries and its pool
 * ({@link DatabaseContract}).
 */
public final class CellVerifier {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final int WAIT_PROBES = 3;

    private CellVerifier() {}

    public static Verification verify(String baseUrl, Expectation expected) {
        HttpProbe probe = new HttpProbe(baseUrl);
        List<Check> checks = new ArrayList<>();
        for (EndpointContract contract : WorkloadContract.endpoints(expected.withBackend())) {
            HttpProbe.Reply reply = contract.atLeastMillis() > 0 ? fastestOf(probe, contract.request()) : probe.get(contract.request());
            checks.add(new Check(contract.description(), contract.heldBy(reply, parse(reply)),
                    observed(reply) + (contract.atLeastMillis() > 0 ? " after " + reply.millis() + " ms, the fastest of "
                            + WAIT_PROBES : "")));
        }
        HttpProbe.Reply infoReply = probe.get("/info");
        JsonNode info = parse(infoReply);
        checks.add(new Check("GET /info answers 200 application/json", infoReply.status() == 200
                && infoReply.contentType().startsWith("application/json") && info != null, observed(infoReply)));
        if (info != null) {
            checks.add(equal("/info runtime", expected.runtime(), info.path("runtime").asText()));
            checks.add(equal("/info mode", expected.mode(), info.path("mode").asText()));
            checks.add(equal("/info availableProcessors (the JVM sees the profile's CPUs)",
                    Integer.toString(expected.availableProcessors()), info.path("availableProcessors").asText()));
            checks.add(equal("/info virtualThread (" + (expected.virtualThreads() ? "requests run on virtual threads"
                    : "requests run on platform threads") + ")", Boolean.toString(expected.virtualThreads()), info.path("virtualThread").asText()));
            expected.parallelism().ifPresent(parallelism -> checks.add(schedulerParallelism(parallelism, info)));
        }
        HttpProbe.Reply limitsReply = probe.get("/limits");
        ParityRecord parity = ParityRecord.NOT_READ;
        String unreadable = null;
        try {
            JsonNode limits = parse(limitsReply);
            parity = ParityRecord.fromLimits(limits == null ? null : limits.get("limits"));
        } catch (IllegalArgumentException notLimits) {
            unreadable = notLimits.getMessage();
        }
        checks.add(limits(limitsReply, unreadable));
        expected.databasePool().ifPresent(poolSize -> checks.addAll(DatabaseContract.checks(probe, poolSize, info)));
        return new Verification(baseUrl, checks, info, parity);
    }

    /**
     * That the server reported its limits: the record every comparison of two modes reads, so a cell without it could
     * not say whether its modes differed only in their threads.
     */
    static Check limits(HttpProbe.Reply reply, String unreadable) {
        boolean answered = reply.status() == 200 && reply.contentType().startsWith("application/json");
        return new Check("GET /limits answers 200 application/json with each limit's kind, value and source",
                answered && unreadable == null, unreadable == null ? observed(reply) : unreadable + "; " + observed(reply));
    }

    /**
     * The scheduler's parallelism as the server's JVM reports it in /info (JDK 24+ from its VirtualThreadScheduler MBean,
     * before from the property): a figure measured with other carriers than the run asked for would be misattributed.
     */
    static Check schedulerParallelism(int expected, JsonNode info) {
        JsonNode scheduler = info.path("virtualThreadScheduler");
        return equal("/info virtualThreadScheduler.parallelism (the carriers -D" + ServerJvmOptions.PARALLELISM_PROPERTY
                + " asked for; reported from " + scheduler.path("source").asText("nowhere") + ")", Integer.toString(expected),
                scheduler.path("parallelism").asText("not reported"));
    }

    static Check equal(String what, String expected, String actual) {
        return new Check(what + " = " + expected, expected.equals(actual), actual);
    }

    /**
     * The fastest of {@value #WAIT_PROBES} replies to a request that waits: a server that waits is never faster than its
     * wait, while one that does not can still take longer once (its first call on a cold JVM, a throttled quota), so
     * the fastest is the one that tells.
     */
    private static HttpProbe.Reply fastestOf(HttpProbe probe, String request) {
        HttpProbe.Reply fastest = null;
        for (int i = 0; i < WAIT_PROBES; i++) {
            HttpProbe.Reply reply = probe.get(request);
            if (fastest == null || reply.answered() && (!fastest.answered() || reply.millis() < fastest.millis())) {
                fastest = reply;
            }
        }
        return fastest;
    }

    static String observed(HttpProbe.Reply reply) {
        return reply.summary(160);
    }

    static JsonNode parse(HttpProbe.Reply reply) {
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
}
