package dev.vtbench.harness.matrix;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Extra options for every server JVM of a run (matrix key {@value #KEY}, option --{@value #KEY}), for example
 * {@code -Djdk.virtualThreadScheduler.parallelism=2}. They reach the server through JAVA_TOOL_OPTIONS after the
 * harness's own, never through a shell, and are recorded with every result. Only system properties (-Dname=value)
 * and HotSpot flags (-XX:...) in a small character set are accepted: they are settings of the JVM under test, not a
 * way to run anything else, and a typo in one must be refused before a cell runs rather than silently ignored.
 */
public record ServerJvmOptions(List<String> options) {
    public static final String KEY = "server.jvm.options";
    public static final ServerJvmOptions NONE = new ServerJvmOptions(List.of());
    /** The property that sizes the virtual-thread scheduler (its carriers); its default is availableProcessors(). */
    public static final String PARALLELISM_PROPERTY = "jdk.virtualThreadScheduler.parallelism";

    static final int MAX_OPTIONS = 20;
    static final int MAX_LENGTH = 200;
    public static final int MAX_PARALLELISM = 256;
    static final String ACCEPTED = "space-separated JVM options, at most " + MAX_OPTIONS + ", each at most " + MAX_LENGTH
            + " characters: -Dname=value (a system property) or -XX:Flag, -XX:+Flag, -XX:-Flag, -XX:Flag=value (a HotSpot flag), "
            + "names of letters, digits, '.', '_' and '-', values of letters, digits and . _ - + : / @ % =; "
            + "-D" + PARALLELISM_PROPERTY + " takes a whole number from 1 to " + MAX_PARALLELISM;

    private static final Pattern OPTION = Pattern.compile("-(?:D([A-Za-z0-9_.\\-]+)(?:=([A-Za-z0-9_.+:/@%=\\-]*))?"
            + "|XX:[+-]?[A-Za-z0-9_]+(?:=[A-Za-z0-9_.+:/@%=\\-]*)?)");

    public ServerJvmOptions {
        options = List.copyOf(options);
    }

    /**
     * The options of a space-separated value (empty for none), or why they are refused: the first option that is not
     * accepted and what is.
     */
    public static ServerJvmOptions parse(String raw) {
        List<String> tokens = raw == null || raw.isBlank() ? List.of() : Arrays.asList(raw.strip().split("\\s+"));
        if (tokens.size() > MAX_OPTIONS) {
            throw new IllegalArgumentException(tokens.size() + " options");
        }
        for (String token : tokens) {
            Matcher option = OPTION.matcher(token);
            if (token.length() > MAX_LENGTH || !option.matches()) {
                throw new IllegalArgumentException("'" + token + "'");
            }
            if (PARALLELISM_PROPERTY.equals(option.group(1)) && parallelism(option.group(2)).isEmpty()) {
                throw new IllegalArgumentException("'" + token + "'");
            }
        }
        return new ServerJvmOptions(tokens);
    }

    /** How the matrix file and results write them: space-separated, "" for none. */
    public String joined() {
        return String.join(" ", options);
    }

    public boolean isEmpty() {
        return options.isEmpty();
    }

    /** The carriers -Djdk.virtualThreadScheduler.parallelism asks for (the last one given wins, as in the JVM), if any. */
    public Optional<Integer> virtualSchedulerParallelism() {
        Optional<Integer> asked = Optional.empty();
        for (String token : options) {
            Matcher option = OPTION.matcher(token);
            if (option.matches() && PARALLELISM_PROPERTY.equals(option.group(1))) {
                asked = parallelism(option.group(2));
            }
        }
        return asked;
    }

    private static Optional<Integer> parallelism(String value) {
        try {
            int n = Integer.parseInt(value == null ? "" : value);
            return n >= 1 && n <= MAX_PARALLELISM ? Optional.of(n) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The option that sets the scheduler's parallelism to {@code n}. */
    public static String parallelismOption(int n) {
        return "-D" + PARALLELISM_PROPERTY + "=" + n;
    }
}
