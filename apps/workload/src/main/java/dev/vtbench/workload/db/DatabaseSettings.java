package dev.vtbench.workload.db;

import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where {@code /db} finds its database and how its connection pool is sized, from the same VTBENCH_DB_* variables
 * on every runtime, so that the pool is the same in every threading mode.
 *
 * @param url the PostgreSQL JDBC URL, for example {@code jdbc:postgresql://127.0.0.1:5432/vtbench}
 * @param user the database user
 * @param password the user's password; never reported
 * @param poolSize the pool's fixed size: as many connections are opened at start and kept
 * @param connectionTimeoutMs how long a request waits for a free connection before it fails (503)
 */
public record DatabaseSettings(String url, String user, String password, int poolSize, int connectionTimeoutMs) {

    /** The JDBC URL; unset means no database, and {@code /db} answers 503 saying so. */
    public static final String URL = "VTBENCH_DB_URL";

    /** The user: default {@value #DEFAULT_USER}, the user vtbench's database image creates. */
    public static final String USER = "VTBENCH_DB_USER";

    /** The password: default {@value #DEFAULT_PASSWORD}, as vtbench's database image sets it. */
    public static final String PASSWORD = "VTBENCH_DB_PASSWORD";

    /** The pool's fixed size: 1..{@value #MAX_POOL_SIZE}, default {@value #DEFAULT_POOL_SIZE}, HikariCP's own default. */
    public static final String POOL_SIZE = "VTBENCH_DB_POOL_SIZE";

    /**
     * How long a request waits for a connection, in ms: {@value #MIN_CONNECTION_TIMEOUT_MS} (HikariCP's least) to
     * 600,000, default 30,000 (HikariCP's own).
     */
    public static final String CONNECTION_TIMEOUT_MS = "VTBENCH_DB_CONNECTION_TIMEOUT_MS";

    public static final String DEFAULT_USER = "vtbench";
    public static final String DEFAULT_PASSWORD = "vtbench";
    public static final int DEFAULT_POOL_SIZE = 10;
    public static final int MAX_POOL_SIZE = 1_000;
    public static final int DEFAULT_CONNECTION_TIMEOUT_MS = 30_000;
    static final int MIN_CONNECTION_TIMEOUT_MS = 250;
    static final int MAX_CONNECTION_TIMEOUT_MS = 600_000;

    // jdbc:postgresql://host[:port]/database[?options]: the one driver every runtime carries.
    private static final Pattern POSTGRES_URL = Pattern.compile("jdbc:postgresql://[^/\\s]+/[^\\s?/]+(\\?\\S*)?");

    public DatabaseSettings {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
        if (!POSTGRES_URL.matcher(url).matches()) {
            throw new IllegalArgumentException("url must be jdbc:postgresql://HOST:PORT/DATABASE, got '" + url + "'");
        }
        if (poolSize < 1 || poolSize > MAX_POOL_SIZE) {
            throw new IllegalArgumentException("poolSize must be in 1.." + MAX_POOL_SIZE + ", got " + poolSize);
        }
        if (connectionTimeoutMs < MIN_CONNECTION_TIMEOUT_MS || connectionTimeoutMs > MAX_CONNECTION_TIMEOUT_MS) {
            throw new IllegalArgumentException("connectionTimeoutMs must be in " + MIN_CONNECTION_TIMEOUT_MS + ".."
                    + MAX_CONNECTION_TIMEOUT_MS + ", got " + connectionTimeoutMs);
        }
    }

    /**
     * The settings, or empty when {@value #URL} is unset (a server without a database).
     *
     * @throws InvalidSettingException naming the first bad variable
     */
    public static Optional<DatabaseSettings> fromEnvironment(EnvironmentSettings environment) {
        Optional<String> url = environment.text(URL);
        if (url.isEmpty()) {
            return Optional.empty();
        }
        if (!POSTGRES_URL.matcher(url.get()).matches()) {
            throw EnvironmentSettings.invalid(URL, url.get(),
                    "a PostgreSQL JDBC URL such as jdbc:postgresql://127.0.0.1:5432/vtbench");
        }
        return Optional.of(new DatabaseSettings(url.get(),
                environment.text(USER).orElse(DEFAULT_USER),
                environment.text(PASSWORD).orElse(DEFAULT_PASSWORD),
                environment.integer(POOL_SIZE, DEFAULT_POOL_SIZE, 1, MAX_POOL_SIZE),
                environment.integer(CONNECTION_TIMEOUT_MS, DEFAULT_CONNECTION_TIMEOUT_MS,
                        MIN_CONNECTION_TIMEOUT_MS, MAX_CONNECTION_TIMEOUT_MS)));
    }

    @Override
    public String toString() {
        // Never the password: settings reach logs and /info.
        return "DatabaseSettings[url=" + url + ", user=" + user + ", poolSize=" + poolSize
                + ", connectionTimeoutMs=" + connectionTimeoutMs + "]";
    }
}
