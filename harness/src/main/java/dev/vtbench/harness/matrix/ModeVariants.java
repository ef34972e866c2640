package dev.vtbench.harness.matrix;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Variants of a runtime's modes ({@code mode.NAME.jvm.options = OPTIONS}): a mode named after a base mode, a hyphen
 * and its own name ({@code virtual-par2}) runs as that base with these JVM options after the run's own, so that one
 * JDK knob is a mode of its own, compared against the others like any mode. The image runs it as its base (it reads
 * the base from VTBENCH_MODE) and reports it by its whole name; every cell records its options. A variant runs only
 * where a matrix names it: a runtime's {@code modes} are what "every mode" means.
 *
 * <p>Declared in a runtime's {@code runtime.properties}, or by a matrix file for itself (a test's planted difference:
 * {@code mode.virtual-capped.jvm.options = -DVTBENCH_MAX_CONNECTIONS=1000}).
 */
public record ModeVariants(Map<String, ServerJvmOptions> jvmOptions) {
    public static final ModeVariants NONE = new ModeVariants(Map.of());
    /** The key a variant is declared by, with its name in the middle. */
    public static final String KEY_TEMPLATE = "mode.NAME.jvm.options";
    private static final Pattern KEY = Pattern.compile("mode\\.([a-z0-9]+(?:-[a-z0-9]+)+)\\.jvm\\.options");
    /** Anything that looks like a variant's key, so that a misspelt variant name is refused with the rule, not as an unknown key. */
    private static final Pattern LOOSE_KEY = Pattern.compile("mode\\.[^.]+\\.jvm\\.options");

    public ModeVariants {
        jvmOptions = Collections.unmodifiableMap(new LinkedHashMap<>(jvmOptions));
    }

    /** Whether {@code key} declares a variant: its name is the part between the dots. */
    static boolean isKey(String key) {
        return LOOSE_KEY.matcher(key).matches();
    }

    /**
     * The variants a file declares of {@code bases} (the runtime's modes, or every runtime's for a matrix file): each
     * name must be a base, a hyphen and a name of its own; its options must be ones {@link ServerJvmOptions} accepts,
     * at least one (an empty value is a missing one: a variant that set nothing would measure its base again).
     */
    static ModeVariants read(DataFile data, Set<String> bases) {
        Map<String, ServerJvmOptions> variants = new LinkedHashMap<>();
        for (String key : data.keys()) {
            if (!isKey(key)) {
                continue;
            }
            String raw = data.required(key);
            Matcher name = KEY.matcher(key);
            String base = name.matches() ? name.group(1).substring(0, name.group(1).indexOf('-')) : "";
            if (!bases.contains(base)) {
                throw data.invalid(key, raw, "a key mode.BASE-VARIANT.jvm.options whose BASE is one of " + bases.stream().sorted().toList()
                        + " and whose VARIANT is lower-case letters, digits and hyphens (such as mode.virtual-par2.jvm.options)");
            }
            ServerJvmOptions options;
            try {
                options = ServerJvmOptions.parse(raw);
            } catch (IllegalArgumentException e) {
                throw data.invalid(key, raw, ServerJvmOptions.ACCEPTED + "; " + e.getMessage() + " is not");
            }
            variants.put(name.group(1), options);
        }
        return new ModeVariants(variants);
    }

    public boolean declares(String mode) {
        return jvmOptions.containsKey(mode);
    }

    /** The JVM options of {@code mode}: a variant's, none for any other mode. */
    public ServerJvmOptions of(String mode) {
        return jvmOptions.getOrDefault(mode, ServerJvmOptions.NONE);
    }

    public List<String> names() {
        return List.copyOf(jvmOptions.keySet());
    }

    /** These variants and {@code more}; a name in both takes {@code more}'s options (a matrix's own over a runtime's). */
    ModeVariants plus(ModeVariants more) {
        Map<String, ServerJvmOptions> all = new LinkedHashMap<>(jvmOptions);
        all.putAll(more.jvmOptions);
        return new ModeVariants(all);
    }

    /** The variants whose base is one of {@code bases}: those a runtime of these modes can run. */
    ModeVariants ofBases(List<String> bases) {
        Map<String, ServerJvmOptions> kept = new LinkedHashMap<>();
        jvmOptions.forEach((name, options) -> {
            if (bases.contains(name.substring(0, name.indexOf('-')))) {
                kept.put(name, options);
            }
        });
        return new ModeVariants(kept);
    }

    /** The keys as a file writes them; nothing when there are none. */
    String properties() {
        StringBuilder keys = new StringBuilder();
        jvmOptions.forEach((name, options) -> keys.append("mode.").append(name).append(".jvm.options = ").append(options.joined()).append('\n'));
        return keys.toString();
    }
}
