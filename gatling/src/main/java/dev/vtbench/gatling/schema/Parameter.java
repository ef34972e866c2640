package dev.vtbench.gatling.schema;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Objects;

/**
 * One number a simulation is told: the matrix key that sets it, the system property the simulation reads it from,
 * its unit, whether only whole numbers make sense, its range (inclusive) and default, and what it means in one line.
 * Declared once here, so that the simulation, the matrix parser and the command line help cannot disagree.
 */
public record Parameter(String key, String property, Unit unit, boolean whole, double min, double max, double defaultValue,
                        String meaning) {

    public Parameter {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(property, "property");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(meaning, "meaning");
        if (!(min <= defaultValue && defaultValue <= max)) {
            throw new IllegalArgumentException(key + ": default " + defaultValue + " is outside its range " + min + ".." + max);
        }
        if (whole && (min != Math.rint(min) || max != Math.rint(max) || defaultValue != Math.rint(defaultValue))) {
            throw new IllegalArgumentException(key + ": a whole-number parameter needs whole bounds and default");
        }
    }

    static Parameter whole(String key, String property, Unit unit, int min, int max, int defaultValue, String meaning) {
        return new Parameter(key, property, unit, true, min, max, defaultValue, meaning);
    }

    static Parameter decimal(String key, String property, Unit unit, double min, double max, double defaultValue, String meaning) {
        return new Parameter(key, property, unit, false, min, max, defaultValue, meaning);
    }

    public boolean accepts(double value) {
        // NaN fails every comparison, so it is refused too.
        return value >= min && value <= max && (!whole || value == Math.rint(value));
    }

    /** "1.01..10": the bounds as a person writes them, without a trailing ".0". */
    public String range() {
        return text(min) + ".." + text(max);
    }

    public String defaultText() {
        return text(defaultValue);
    }

    /** What a value must be, for an error message: "a number from 1.01 to 10 (factor): next rate = ...". */
    public String expectation() {
        return (whole ? "a whole number" : "a number") + " from " + text(min) + " to " + text(max) + " (" + unit.symbol() + "): " + meaning;
    }

    /** The value the given system properties set, as written, or the default's text when they do not set it. */
    public String textIn(Map<String, String> systemProperties) {
        return systemProperties.getOrDefault(property, defaultText());
    }

    /** The value the given system properties set, or the default when they do not set it. */
    public double valueIn(Map<String, String> systemProperties) {
        String value = systemProperties.get(property);
        return value == null ? defaultValue : Double.parseDouble(value.trim());
    }

    static String text(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
