package dev.vtbench.examples.servlet;

import java.util.OptionalInt;

/** A whole-number query parameter with its allowed range; a missing or bad value is the client's error (400). */
record BoundedParameter(String name, int min, int max) {

    /** The value, or empty when it is missing or not a whole number in range (see {@link #problem}). */
    OptionalInt parse(String raw) {
        if (raw == null) {
            return OptionalInt.empty();
        }
        try {
            int value = Integer.parseInt(raw.strip());
            return value >= min && value <= max ? OptionalInt.of(value) : OptionalInt.empty();
        } catch (NumberFormatException notANumber) {
            return OptionalInt.empty();
        }
    }

    /** Why {@link #parse} gave nothing, and what the client should send instead. */
    String problem(String raw) {
        String range = min + ".." + max;
        return raw == null
                ? name + " is missing: add ?" + name + "=N with N in " + range
                : name + "='" + raw + "' is not valid: use a whole number in " + range;
    }
}
