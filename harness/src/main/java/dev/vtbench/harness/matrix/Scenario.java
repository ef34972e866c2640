package dev.vtbench.harness.matrix;

import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A request the load driver sends (harness/scenarios/NAME.properties). When the endpoint waits a fixed time
 * (a delayMs query parameter), Little's law bounds the throughput any server can reach, which lets every
 * result be checked against physics.
 */
public record Scenario(String name, String endpoint) {
    static final Set<String> KEYS = Set.of("endpoint");
    private static final Pattern DELAY = Pattern.compile("[?&]delayMs=(\\d+)");

    public static Scenario from(DataFile file) {
        String endpoint = file.required("endpoint");
        if (!endpoint.startsWith("/")) {
            throw file.invalid("endpoint", endpoint, "a path starting with /, optionally with a query");
        }
        return new Scenario(file.name(), endpoint);
    }

    /** The fixed wait each request spends, in milliseconds, if the endpoint has one. */
    public Optional<Integer> delayMs() {
        Matcher matcher = DELAY.matcher(endpoint);
        return matcher.find() ? Optional.of(Integer.parseInt(matcher.group(1))) : Optional.empty();
    }

    /** Whether the endpoint queries vtbench's database (/db), which must then be started, seeded and given to the server. */
    public boolean queriesDatabase() {
        return endpoint.equals("/db") || endpoint.startsWith("/db?");
    }

    public boolean callsBackend() {
        return endpoint.startsWith("/io") || endpoint.startsWith("/bank") || endpoint.startsWith("/pinned");
    }
}
