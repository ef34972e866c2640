package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.CommonSchema;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * What every simulation is told, whatever its load model: which server and endpoint to load, how
 * long a request may take, where the stats go, and how late an open-model request may be sent
 * before the driver is said to lag. Read from system properties because the harness forks Gatling
 * and can pass nothing else.
 *
 * <table>
 *   <caption>System properties</caption>
 *   <tr><th>property</th><th>meaning</th><th>unit, range</th><th>default</th></tr>
 *   <tr><td>{@value #TARGET}</td><td>base URL of the server</td><td>http or https URL</td><td>{@value #DEFAULT_TARGET}</td></tr>
 *   <tr><td>{@value #ENDPOINT}</td><td>path and query requested</td><td>starts with {@code /}</td><td>{@value #DEFAULT_ENDPOINT}</td></tr>
 *   <tr><td>{@value #STATS_FILE}</td><td>where the JSON stats go</td><td>file path</td><td>required</td></tr>
 * </table>
 *
 * <p>And the numbers of {@link CommonSchema}, with their ranges and defaults: {@code vtbench.requestTimeoutMs} and
 * {@code vtbench.injectionLagToleranceMs}.
 *
 * @param target base URL without trailing slash
 */
public record CommonParameters(
        String target,
        String endpoint,
        Path statsFile,
        int requestTimeoutMs,
        int injectionLagToleranceMs) {

    public static final String TARGET = "vtbench.target";
    public static final String ENDPOINT = "vtbench.endpoint";
    public static final String STATS_FILE = "vtbench.statsFile";
    public static final String REQUEST_TIMEOUT_MS = CommonSchema.REQUEST_TIMEOUT_MS.property();
    public static final String INJECTION_LAG_TOLERANCE_MS = CommonSchema.INJECTION_LAG_TOLERANCE_MS.property();

    static final String DEFAULT_TARGET = "http://127.0.0.1:8080";
    static final String DEFAULT_ENDPOINT = "/hello";

    public CommonParameters {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(statsFile, "statsFile");
    }

    static CommonParameters from(BoundedProperties properties) {
        return new CommonParameters(
                baseUrl(properties.text(TARGET, DEFAULT_TARGET)),
                endpoint(properties.text(ENDPOINT, DEFAULT_ENDPOINT)),
                Path.of(properties.requiredText(STATS_FILE, "the path of the JSON stats file to write")),
                properties.integer(CommonSchema.REQUEST_TIMEOUT_MS),
                properties.integer(CommonSchema.INJECTION_LAG_TOLERANCE_MS));
    }

    public Duration requestTimeout() {
        return Duration.ofMillis(requestTimeoutMs);
    }

    public Duration injectionLagTolerance() {
        return Duration.ofMillis(injectionLagToleranceMs);
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
