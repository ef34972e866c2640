package dev.vtbench.workload.settings;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A threading mode's name as {@code VTBENCH_MODE} gives it: one of the runtime's base modes ({@code pool},
 * {@code virtual}), or a variant of one, the base followed by a hyphen and the variant's own name
 * ({@code virtual-par2}). A variant runs exactly as its base; what makes it differ (JVM options such as the
 * virtual-thread scheduler's parallelism) is declared beside the mode in the runtime's {@code runtime.properties} and
 * given to the JVM by the harness. The server reports the whole name, so a result says which variant ran.
 *
 * @param name the whole name, lower case
 * @param base the base mode it runs as
 */
public record ModeName(String name, String base) {
    private static final Pattern VARIANT = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    /** The mode {@code value} names among {@code bases}, or empty when it is neither a base nor a variant of one. */
    public static Optional<ModeName> parse(String value, List<String> bases) {
        String name = value.strip().toLowerCase(Locale.ROOT);
        for (String base : bases) {
            if (name.equals(base)) {
                return Optional.of(new ModeName(name, base));
            }
            if (name.startsWith(base + "-") && VARIANT.matcher(name.substring(base.length() + 1)).matches()) {
                return Optional.of(new ModeName(name, base));
            }
        }
        return Optional.empty();
    }

    /** What a mode setting may be, for messages: "one of pool, virtual, or one of them followed by -VARIANT". */
    public static String allowed(List<String> bases) {
        return "one of " + String.join(", ", bases) + ", or one of them followed by -VARIANT (lower-case letters, digits and "
                + "hyphens, such as " + bases.getLast() + "-par2)";
    }
}
