package dev.vtbench.workload.settings;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a server's settings from environment variables, each with a default, and rejects bad
 * values with a message that says which variable to fix and how.
 *
 * <p>An empty value counts as unset: container and shell templates often pass a variable through
 * as empty ({@code VTBENCH_PORT=${PORT:-}}) when they mean "use the default".
 */
public final class EnvironmentSettings {

    private final Map<String, String> environment;

    /** Reads from {@code environment}, normally {@link System#getenv()}; tests pass their own map. */
    public EnvironmentSettings(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    /** Reads the process environment. */
    public static EnvironmentSettings ofProcess() {
        return new EnvironmentSettings(System.getenv());
    }

    /**
     * An integer in {@code min..max}, or {@code defaultValue} when {@code name} is unset.
     *
     * @throws InvalidSettingException if the value is not an integer in range
     */
    public int integer(String name, int defaultValue, int min, int max) {
        String raw = valueOf(name);
        if (raw == null) {
            return defaultValue;
        }
        String allowed = "an integer in " + min + ".." + max + " (default " + defaultValue + ")";
        try {
            int value = Integer.parseInt(raw.strip());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException notAnInt) {
            // Reported below with the same message as an out-of-range value.
        }
        throw invalid(name, raw, allowed);
    }

    /**
     * One of {@code allowed} (compared ignoring case, returned as listed), or {@code defaultValue}
     * when {@code name} is unset.
     *
     * @throws InvalidSettingException if the value is not one of {@code allowed}
     */
    public String oneOf(String name, String defaultValue, List<String> allowed) {
        String raw = valueOf(name);
        if (raw == null) {
            return defaultValue;
        }
        for (String candidate : allowed) {
            if (candidate.equalsIgnoreCase(raw.strip())) {
                return candidate;
            }
        }
        throw invalid(name, raw, "one of " + String.join(", ", allowed) + " (default " + defaultValue + ")");
    }

    /**
     * An absolute {@code http://} or {@code https://} URL with a host, or {@code defaultValue}
     * when {@code name} is unset.
     *
     * @throws InvalidSettingException if the value is not such a URL
     */
    public URI httpUrl(String name, String defaultValue) {
        String raw = valueOf(name);
        String text = raw == null ? defaultValue : raw.strip();
        String allowed = "an http:// URL with a host, such as " + defaultValue + " (the default)";
        try {
            URI url = new URI(text);
            String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
            if ((scheme.equals("http") || scheme.equals("https")) && url.getHost() != null
                    && url.getRawQuery() == null && url.getRawFragment() == null) {
                return url;
            }
        } catch (URISyntaxException notAUri) {
            // Reported below with the same message as a URI that is not an http URL.
        }
        throw invalid(name, text, allowed);
    }

    private String valueOf(String name) {
        String raw = environment.get(name);
        return raw == null || raw.isBlank() ? null : raw;
    }

    private static InvalidSettingException invalid(String name, String value, String allowed) {
        return new InvalidSettingException(
                name + "='" + value + "' is not valid: set it to " + allowed + ", or unset it for the default");
    }
}
