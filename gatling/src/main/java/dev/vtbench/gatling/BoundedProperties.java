package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.Parameter;

import java.util.Objects;
import java.util.function.Function;

/**
 * Typed, range-checked reading of string properties.
 *
 * <p>A benchmark run with a mistyped parameter silently measures something else, so every value
 * is checked and a bad one fails with the property name, the value and what would be allowed.
 * An absent property takes its default; a present but blank one is an error, because it usually
 * means a script substituted an empty variable.
 */
final class BoundedProperties {

    private final Function<String, String> lookup;

    BoundedProperties(Function<String, String> lookup) {
        this.lookup = Objects.requireNonNull(lookup, "lookup");
    }

    static BoundedProperties ofSystemProperties() {
        return new BoundedProperties(System::getProperty);
    }

    /** Whether the property was given at all, for parameters that exclude each other. */
    boolean isSet(String name) {
        return lookup.apply(name) != null;
    }

    String text(String name, String defaultValue) {
        String value = lookup.apply(name);
        if (value == null) {
            return defaultValue;
        }
        if (value.isBlank()) {
            throw new IllegalArgumentException(name + "=\"" + value + "\" is blank: expected a value or no property at all (default \""
                    + defaultValue + "\")");
        }
        return value.trim();
    }

    String requiredText(String name, String expected) {
        String value = lookup.apply(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + "=" + (value == null ? "<unset>" : "\"" + value + "\"")
                    + " is required: expected " + expected);
        }
        return value.trim();
    }

    /** A whole-number parameter of the schema, with its range and default. */
    int integer(Parameter parameter) {
        return integer(parameter.property(), (int) parameter.defaultValue(), (int) parameter.min(), (int) parameter.max());
    }

    /** A decimal parameter of the schema, with its range and default. */
    double decimal(Parameter parameter) {
        return decimal(parameter.property(), parameter.defaultValue(), parameter.min(), parameter.max());
    }

    int integer(String name, int defaultValue, int min, int max) {
        String value = lookup.apply(name);
        if (value == null) {
            return defaultValue;
        }
        String range = "an integer in " + min + ".." + max;
        int parsed;
        try {
            parsed = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + "=\"" + value + "\" is not an integer: expected " + range, e);
        }
        if (parsed < min || parsed > max) {
            throw new IllegalArgumentException(name + "=" + parsed + " is out of range: expected " + range);
        }
        return parsed;
    }

    double decimal(String name, double defaultValue, double min, double max) {
        String value = lookup.apply(name);
        if (value == null) {
            return defaultValue;
        }
        String range = "a number in " + min + ".." + max;
        double parsed;
        try {
            parsed = Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + "=\"" + value + "\" is not a number: expected " + range, e);
        }
        // The negated comparison also rejects NaN, which parseDouble accepts.
        if (!(parsed >= min && parsed <= max)) {
            throw new IllegalArgumentException(name + "=" + value.trim() + " is out of range: expected " + range);
        }
        return parsed;
    }
}
