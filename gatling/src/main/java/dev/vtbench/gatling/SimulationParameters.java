package dev.vtbench.gatling;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * Everything a {@link ThroughputSimulation} run is told from outside, read from system properties
 * because the harness forks Gatling and can pass nothing else.
 *
 * <table>
 *   <caption>System properties</caption>
 *   <tr><th>property</th><th>meaning</th><th>unit, range</th><th>default</th></tr>
 *   <tr><td>{@value #TARGET}</td><td>base URL of the server</td><td>http or https URL</td><td>{@value #DEFAULT_TARGET}</td></tr>
 *   <tr><td>{@value #ENDPOINT}</td><td>path and query requested</td><td>starts with {@code /}</td><td>{@value #DEFAULT_ENDPOINT}</td></tr>
 *   <tr><td>{@value #MODEL}</td><td>{@link LoadModel}</td><td>{@code closed} or {@code open}</td><td>{@code closed}</td></tr>
 *   <tr><td>{@value #USERS}</td><td>concurrent users, closed model only</td><td>1..20000</td><td>50</td></tr>
 *   <tr><td>{@value #RATE}</td><td>arrival rate, open model only</td><td>requests/s, 1..200000</td><td>500</td></tr>
 *   <tr><td>{@value #WARMUP_SECONDS}</td><td>load before measuring starts</td><td>s, 0..3600</td><td>5</td></tr>
 *   <tr><td>{@value #DURATION_SECONDS}</td><td>measured load</td><td>s, 1..36000</td><td>10</td></tr>
 *   <tr><td>{@value #STATS_FILE}</td><td>where the JSON stats go</td><td>file path</td><td>required</td></tr>
 *   <tr><td>{@value #MAX_ERROR_PERCENT}</td><td>failed requests tolerated before Gatling exits with 2</td><td>%, 0..100</td><td>1.0</td></tr>
 *   <tr><td>{@value #REQUEST_TIMEOUT_MS}</td><td>time after which a request counts as failed</td><td>ms, 1..3600000</td><td>60000</td></tr>
 * </table>
 *
 * @param target base URL without trailing slash
 * @param users concurrent users for {@link LoadModel#CLOSED}, {@code null} for the open model
 * @param rate requests per second for {@link LoadModel#OPEN}, {@code null} for the closed model
 */
public record SimulationParameters(
        String target,
        String endpoint,
        LoadModel model,
        Integer users,
        Integer rate,
        int warmupSeconds,
        int durationSeconds,
        Path statsFile,
        double maxErrorPercent,
        int requestTimeoutMs) {

    public static final String TARGET = "vtbench.target";
    public static final String ENDPOINT = "vtbench.endpoint";
    public static final String MODEL = "vtbench.model";
    public static final String USERS = "vtbench.users";
    public static final String RATE = "vtbench.rate";
    public static final String WARMUP_SECONDS = "vtbench.warmupSeconds";
    public static final String DURATION_SECONDS = "vtbench.durationSeconds";
    public static final String STATS_FILE = "vtbench.statsFile";
    public static final String MAX_ERROR_PERCENT = "vtbench.maxErrorPercent";
    public static final String REQUEST_TIMEOUT_MS = "vtbench.requestTimeoutMs";

    static final String DEFAULT_TARGET = "http://127.0.0.1:8080";
    static final String DEFAULT_ENDPOINT = "/hello";

    public SimulationParameters {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(statsFile, "statsFile");
        // Exactly one of users and rate describes the load; the other would be a lie in the results.
        if ((model == LoadModel.CLOSED) != (users != null) || (model == LoadModel.OPEN) != (rate != null)) {
            throw new IllegalArgumentException("model " + model.jsonName() + " needs exactly "
                    + (model == LoadModel.CLOSED ? "users" : "rate") + ", got users=" + users + ", rate=" + rate);
        }
    }

    public static SimulationParameters fromSystemProperties() {
        return from(BoundedProperties.ofSystemProperties());
    }

    static SimulationParameters from(BoundedProperties properties) {
        LoadModel model = LoadModel.fromJsonName(MODEL, properties.text(MODEL, LoadModel.CLOSED.jsonName()));
        // The property of the other model is ignored rather than rejected, so a harness may always pass both.
        Integer users = model == LoadModel.CLOSED ? properties.integer(USERS, 50, 1, 20_000) : null;
        Integer rate = model == LoadModel.OPEN ? properties.integer(RATE, 500, 1, 200_000) : null;
        return new SimulationParameters(
                baseUrl(properties.text(TARGET, DEFAULT_TARGET)),
                endpoint(properties.text(ENDPOINT, DEFAULT_ENDPOINT)),
                model,
                users,
                rate,
                properties.integer(WARMUP_SECONDS, 5, 0, 3_600),
                properties.integer(DURATION_SECONDS, 10, 1, 36_000),
                Path.of(properties.requiredText(STATS_FILE, "the path of the JSON stats file to write")),
                properties.decimal(MAX_ERROR_PERCENT, 1.0, 0.0, 100.0),
                properties.integer(REQUEST_TIMEOUT_MS, 60_000, 1, 3_600_000));
    }

    public Duration warmup() {
        return Duration.ofSeconds(warmupSeconds);
    }

    public Duration duration() {
        return Duration.ofSeconds(durationSeconds);
    }

    public Duration requestTimeout() {
        return Duration.ofMillis(requestTimeoutMs);
    }

    private static String baseUrl(String value) {
        String expected = "expected an http or https URL such as " + DEFAULT_TARGET;
        URI uri;
        try {
            uri = new URI(value);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(TARGET + "=" + value + " is not a URL: " + expected, e);
        }
        boolean http = "http".equals(uri.getScheme()) || "https".equals(uri.getScheme());
        if (!http || uri.getHost() == null || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException(TARGET + "=" + value + " is not a base URL: " + expected
                    + ", without query or fragment");
        }
        // Gatling appends the endpoint, which starts with a slash: a trailing one would double it.
        return value.endsWith("/") ? value.substring(0, value.length() - 1) : value;
    }

    private static String endpoint(String value) {
        // "#{" would make Gatling read the path as an expression and request something else.
        if (!value.startsWith("/") || value.chars().anyMatch(Character::isWhitespace) || value.contains("#{")) {
            throw new IllegalArgumentException(ENDPOINT + "=" + value
                    + " is not a path: expected a path and optional query starting with / such as " + DEFAULT_ENDPOINT
                    + ", without whitespace or #{");
        }
        return value;
    }
}
