package dev.vtbench.harness.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** "--name value" command-line options, checked against the names a command accepts. */
final class Options {
    private final Map<String, String> values = new HashMap<>();

    Options(List<String> args, Set<String> allowed) {
        this(args, allowed, Set.of());
    }

    /** With {@code flags}: options that take no value ("--retry-failed"). */
    Options(List<String> args, Set<String> allowed, Set<String> flags) {
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                throw new IllegalArgumentException("unexpected argument '" + arg + "' (options are " + new TreeSet<>(allowed) + ")");
            }
            String name = arg.substring(2);
            String value = null;
            int equals = name.indexOf('=');
            if (equals > 0) {
                value = name.substring(equals + 1);
                name = name.substring(0, equals);
            }
            if (flags.contains(name) && value == null) {
                values.put(name, "true");
                continue;
            }
            if (!allowed.contains(name)) {
                throw new IllegalArgumentException("unknown option --" + name + " (expected one of " + new TreeSet<>(allowed) + ")");
            }
            if (value == null) {
                if (i + 1 >= args.size()) {
                    throw new IllegalArgumentException("option --" + name + " needs a value");
                }
                value = args.get(++i);
            }
            values.put(name, value);
        }
    }

    /** The names of the options given. */
    Set<String> given() {
        return Set.copyOf(values.keySet());
    }

    boolean has(String name) {
        return values.containsKey(name);
    }

    /** The options that set keys of a matrix file, as those keys ("--warmup" sets warmup.seconds; lists by spaces). */
    Map<String, String> matrixOverrides() {
        Map<String, String> overrides = new HashMap<>();
        for (String key : dev.vtbench.harness.matrix.MatrixFile.KEYS) {
            String option = dev.vtbench.harness.matrix.MatrixFile.optionName(key);
            if (values.containsKey(option)) {
                // Lists take commas on the command line; a service file's path is one value, commas and all.
                overrides.put(key, key.equals(dev.vtbench.harness.matrix.MatrixFile.SERVICE) ? values.get(option)
                        : values.get(option).replace(',', ' '));
            }
        }
        return overrides;
    }

    String get(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    List<String> list(String name, String fallback) {
        return List.of(get(name, fallback).split(","));
    }
}
