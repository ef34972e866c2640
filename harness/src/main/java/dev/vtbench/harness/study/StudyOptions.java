package dev.vtbench.harness.study;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** A study's own options as given on the command line ("sizes" for --sizes), read with their ranges checked. */
public record StudyOptions(Map<String, String> values) {
    public StudyOptions {
        values = Map.copyOf(values);
    }

    /** A whole number from 1 to max, or the default; anything else is refused with the option's name. */
    int positiveInt(String option, int fallback, int max) {
        String raw = values.get(option);
        return raw == null ? fallback : parse(option, raw, max);
    }

    /** A comma-separated list of whole numbers from 1 to max, or the default. */
    List<Integer> positiveInts(String option, List<Integer> fallback, int max) {
        String raw = values.get(option);
        return raw == null ? fallback : Arrays.stream(raw.split(",")).map(value -> parse(option, value.strip(), max)).toList();
    }

    /** A comma-separated list of names (runtimes, for example), or the default; the matrix checks that each exists. */
    List<String> names(String option, List<String> fallback) {
        String raw = values.get(option);
        if (raw == null) {
            return fallback;
        }
        List<String> names = Arrays.stream(raw.split(",")).map(String::strip).filter(name -> !name.isEmpty()).toList();
        if (names.isEmpty()) {
            throw new IllegalArgumentException("--" + option + " needs at least one name, was '" + raw + "'");
        }
        return names;
    }

    private static int parse(String option, String raw, int max) {
        try {
            int value = Integer.parseInt(raw.replace("_", ""));
            if (value >= 1 && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IllegalArgumentException("--" + option + " must be a whole number from 1 to " + String.format("%,d", max)
                + ", was '" + raw + "'");
    }
}
