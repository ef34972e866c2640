package dev.vtbench.harness.matrix;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What a matrix file defines for itself beside the shipped definitions: scenarios of its own
 * ({@code scenario.NAME = ENDPOINT}, a shipped endpoint at another delay, say), one size for every runtime's bounded
 * pool ({@code pool.size}) and variants of the runtimes' modes ({@code mode.NAME.jvm.options}, see {@link ModeVariants}:
 * a mode with one limit changed, to plant a difference the parity check must catch). A study's preset states them so
 * that `run --matrix NAME` measures the very cells the study judges (banking's bank-5ms, a seed's pool of 64), and a run
 * folder keeps them so that `--resume` runs the same cells.
 */
public record MatrixOwnDefinitions(List<Scenario> scenarios, Optional<Integer> poolSize, ModeVariants modeVariants) {
    public static final String POOL_SIZE = "pool.size";
    static final String SCENARIO = "scenario.";
    private static final Pattern SCENARIO_KEY = Pattern.compile("scenario\\.[a-z0-9-]+");

    public MatrixOwnDefinitions {
        scenarios = List.copyOf(scenarios);
        modeVariants = modeVariants == null ? ModeVariants.NONE : modeVariants;
    }

    /** Whether {@code key} declares a scenario of the file's own: its name is the part after the dot. */
    static boolean isScenarioKey(String key) {
        return SCENARIO_KEY.matcher(key).matches();
    }

    /**
     * The file's own scenarios and pool size; a scenario named as a shipped one, or an endpoint that is no path, is
     * refused with the line and key, as is a pool size beside a user's service (vtbench sizes no pool of it).
     */
    static MatrixOwnDefinitions read(DataFile data, Definitions shipped) {
        List<Scenario> scenarios = new ArrayList<>();
        for (String key : data.keys()) {
            if (!isScenarioKey(key)) {
                continue;
            }
            String name = key.substring(SCENARIO.length());
            String endpoint = data.required(key);
            if (shipped.scenarios().names().contains(name)) {
                throw data.invalid(key, endpoint, "a name of the file's own, not one of harness/scenarios/ "
                        + shipped.scenarios().names() + ": a shipped scenario is used by its name alone");
            }
            if (!endpoint.startsWith("/")) {
                throw data.invalid(key, endpoint, "a path starting with /, optionally with a query");
            }
            scenarios.add(new Scenario(name, endpoint));
        }
        Optional<Integer> poolSize = data.optional(POOL_SIZE).map(raw -> data.integer(POOL_SIZE, 1, 100_000));
        poolSize.ifPresent(size -> data.optional(MatrixFile.SERVICE).ifPresent(service -> {
            throw data.invalid(POOL_SIZE, Integer.toString(size), "no value with " + MatrixFile.SERVICE + " = " + service
                    + ": vtbench sizes no pool of a user's service");
        }));
        java.util.Set<String> bases = new java.util.TreeSet<>();
        shipped.runtimes().all().forEach(runtime -> bases.addAll(runtime.modes()));
        return new MatrixOwnDefinitions(scenarios, poolSize, ModeVariants.read(data, bases));
    }

    /** The shipped definitions with these scenarios and variants added and every runtime's bounded pool at this size. */
    Definitions applyTo(Definitions shipped) {
        Definitions own = shipped.withScenarios(scenarios).withVariants(modeVariants);
        return poolSize.map(own::withPoolSize).orElse(own);
    }

    /** The keys as a matrix file writes them; nothing when the file defines nothing of its own. */
    String properties() {
        StringBuilder keys = new StringBuilder();
        scenarios.forEach(scenario -> keys.append(SCENARIO).append(scenario.name()).append(" = ").append(scenario.endpoint()).append('\n'));
        poolSize.ifPresent(size -> keys.append(POOL_SIZE).append(" = ").append(size).append('\n'));
        return keys.append(modeVariants.properties()).toString();
    }
}
