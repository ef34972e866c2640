package dev.vtbench.harness.matrix;

import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A request the load driver sends (harness/scenarios/NAME.properties). When the endpoint waits a fixed time
 * (a delayMs query parameter), Little's law bounds the throughput any server can reach, which lets every
 * result be checked against physics. An endpoint that queries vtbench's database runs through a connection pool of
 * {@code database.pool.size} connections (default {@value #DEFAULT_DATABASE_POOL}), the same in every mode: the pool's
 * size is then an axis of the matrix, one scenario per size.
 *
 * @param databasePoolSize the connection pool a server of this scenario is given, when it queries the database
 */
public record Scenario(String name, String endpoint, int databasePoolSize) {
    public static final String DATABASE_POOL_SIZE = "database.pool.size";
    /** HikariCP's own default, which most services keep. */
    public static final int DEFAULT_DATABASE_POOL = 10;
    /** The most the database container takes from all servers at once leaves room for one server's pool of this size. */
    public static final int MAX_DATABASE_POOL = 1_000;
    static final Set<String> KEYS = Set.of("endpoint", DATABASE_POOL_SIZE);
    private static final Pattern DELAY = Pattern.compile("[?&]delayMs=(\\d+)");

    /** A scenario whose database pool, if it queries one, is the default. */
    public Scenario(String name, String endpoint) {
        this(name, endpoint, DEFAULT_DATABASE_POOL);
    }

    public static Scenario from(DataFile file) {
        String endpoint = file.required("endpoint");
        if (!endpoint.startsWith("/")) {
            throw file.invalid("endpoint", endpoint, "a path starting with /, optionally with a query");
        }
        Scenario scenario = new Scenario(file.name(), endpoint);
        if (file.optional(DATABASE_POOL_SIZE).isEmpty()) {
            return scenario;
        }
        if (!scenario.queriesDatabase()) {
            throw file.invalid(DATABASE_POOL_SIZE, file.required(DATABASE_POOL_SIZE),
                    "no key: the endpoint " + endpoint + " queries no database; remove it, or use /db");
        }
        return new Scenario(file.name(), endpoint, file.integer(DATABASE_POOL_SIZE, 1, MAX_DATABASE_POOL));
    }

    /** The connection pool its server is given: present only where the endpoint queries the database. */
    public Optional<Integer> databasePool() {
        return queriesDatabase() ? Optional.of(databasePoolSize) : Optional.empty();
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
