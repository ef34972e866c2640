package dev.vtbench.workload.settings;

import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads a server's settings from environment variables, each with a default, and rejects bad
 * values with a message that says which variable to fix and how.
 *
 * <p>An empty value counts as unset: container and shell templates often pass a variable through
 * as empty ({@code VTBENCH_PORT=${PORT:-}}) when they mean "use the default".
 */
public final class EnvironmentSettings {

    // Four decimal octets 0..255 without leading zeros: the form every runtime (and bash) reads the same way. The
    // JDK would also take "127.1" or "0x7f.1", which Tomcat and Liberty may not.
    private static final Pattern IPV4 = Pattern.compile(
            "((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])");

    // Hex groups, colons and an optional dotted tail, starting with a hex digit or a colon; no zone (%eth0), no
    // brackets. Such a text is parsed by the JDK as an IPv6 literal and never handed to a resolver.
    private static final Pattern IPV6_CHARACTERS = Pattern.compile("(?=.*:)[0-9A-Fa-f:][0-9A-Fa-f:.]*");

    private final Map<String, String> environment;

    /** Reads from {@code environment}, normally {@link System#getenv()}; tests pass their own map. */
    public EnvironmentSettings(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    /** Reads the process environment. */
    public static EnvironmentSettings ofProcess() {
        return new EnvironmentSettings(System.getenv());
    }

    /** The value of {@code name} as set, stripped; empty when unset (or set empty). */
    public java.util.Optional<String> text(String name) {
        return java.util.Optional.ofNullable(valueOf(name)).map(String::strip);
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
     * A threading mode: one of {@code bases} or a variant of one (see {@link ModeName}); the first base when
     * {@code name} is unset.
     *
     * @throws InvalidSettingException if the value is neither
     */
    public ModeName mode(String name, List<String> bases) {
        String raw = valueOf(name);
        if (raw == null) {
            return new ModeName(bases.getFirst(), bases.getFirst());
        }
        return ModeName.parse(raw, bases).orElseThrow(() -> invalid(name, raw, ModeName.allowed(bases) + " (default "
                + bases.getFirst() + ")"));
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

    /**
     * An IP address literal, IPv4 ({@code 127.0.0.1}, {@code 0.0.0.0} for every interface) or IPv6 ({@code ::1},
     * {@code ::}), returned as written, or {@code defaultValue} when {@code name} is unset. Host names are refused:
     * a server must bind exactly the address a driver was told, not whatever a resolver answers inside the container.
     *
     * @throws InvalidSettingException if the value is not an IP literal
     */
    public String ipLiteral(String name, String defaultValue) {
        String raw = valueOf(name);
        if (raw == null) {
            return defaultValue;
        }
        String text = raw.strip();
        if (IPV4.matcher(text).matches() || isIpv6Literal(text)) {
            return text;
        }
        throw invalid(name, raw, "an IP address literal (not a host name) such as " + defaultValue
                + " (the default, loopback only), 0.0.0.0 (every interface) or ::1");
    }

    private static boolean isIpv6Literal(String text) {
        if (!IPV6_CHARACTERS.matcher(text).matches()) {
            return false;
        }
        try {
            InetAddress.getByName(text);
            return true;
        } catch (UnknownHostException notALiteral) {
            return false;
        }
    }

    private String valueOf(String name) {
        String raw = environment.get(name);
        return raw == null || raw.isBlank() ? null : raw;
    }

    /** The error for {@code name} set to {@code value}, which is not {@code allowed}: what to set it to, or unset it. */
    public static InvalidSettingException invalid(String name, String value, String allowed) {
        return new InvalidSettingException(
                name + "='" + value + "' is not valid: set it to " + allowed + ", or unset it for the default");
    }
}
