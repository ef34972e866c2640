package dev.vtbench.harness.docker;

import dev.vtbench.workload.db.DatabaseSettings;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * How to reach a database container: its address and port, the database's name, and the user and password it was
 * made with; and the environment variables that hand them to a server: vtbench's runtimes, or a user's service.
 */
public record DatabaseConnection(String address, int port, String database, String user, String password) {

    /** The names Spring Boot reads (spring.datasource.* from the environment). */
    public static final String SPRING_URL = "SPRING_DATASOURCE_URL";
    public static final String SPRING_USER = "SPRING_DATASOURCE_USERNAME";
    public static final String SPRING_PASSWORD = "SPRING_DATASOURCE_PASSWORD";
    /**
     * The names Quarkus reads through MicroProfile Config (quarkus.datasource.*: MicroProfile Config maps a property to
     * the variable in capitals with '_' for '.' and '-'); any other MicroProfile Config service can read
     * {@code spring.datasource.url} or {@code vtbench.db.url} the same way.
     */
    public static final String QUARKUS_URL = "QUARKUS_DATASOURCE_JDBC_URL";
    public static final String QUARKUS_USER = "QUARKUS_DATASOURCE_USERNAME";
    public static final String QUARKUS_PASSWORD = "QUARKUS_DATASOURCE_PASSWORD";

    /** {@code jdbc:postgresql://ADDRESS:PORT/DATABASE}. */
    public String jdbcUrl() {
        return "jdbc:postgresql://" + address + ":" + port + "/" + database;
    }

    /** For the harness's own connections (readiness, sampler), named so that the database can tell them apart. */
    Properties jdbcProperties(String applicationName) {
        Properties properties = new Properties();
        properties.setProperty("user", user);
        properties.setProperty("password", password);
        properties.setProperty("ApplicationName", applicationName);
        properties.setProperty("connectTimeout", "2");
        properties.setProperty("socketTimeout", "10");
        return properties;
    }

    /** What a vtbench runtime reads (VTBENCH_DB_*, see the workload's DatabaseSettings), with a pool of {@code poolSize}. */
    public Map<String, String> runtimeEnvironment(int poolSize) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put(DatabaseSettings.URL, jdbcUrl());
        env.put(DatabaseSettings.USER, user);
        env.put(DatabaseSettings.PASSWORD, password);
        env.put(DatabaseSettings.POOL_SIZE, Integer.toString(poolSize));
        return env;
    }

    /**
     * What a user's service is given: the same URL, user and password under the names Spring Boot, Quarkus
     * (MicroProfile Config) and vtbench's runtimes read. Its pool is its own.
     */
    public Map<String, String> serviceEnvironment() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put(SPRING_URL, jdbcUrl());
        env.put(SPRING_USER, user);
        env.put(SPRING_PASSWORD, password);
        env.put(QUARKUS_URL, jdbcUrl());
        env.put(QUARKUS_USER, user);
        env.put(QUARKUS_PASSWORD, password);
        env.put(DatabaseSettings.URL, jdbcUrl());
        env.put(DatabaseSettings.USER, user);
        env.put(DatabaseSettings.PASSWORD, password);
        return env;
    }

    @Override
    public String toString() {
        return "DatabaseConnection[" + jdbcUrl() + ", user=" + user + "]";
    }
}
