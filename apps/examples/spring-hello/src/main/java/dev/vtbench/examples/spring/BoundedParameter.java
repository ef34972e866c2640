package dev.vtbench.examples.spring;

/** A whole-number query parameter with its allowed range; a missing or bad value is the client's error (400). */
record BoundedParameter(String name, int min, int max) {

    int parse(String raw) {
        if (raw == null || raw.isBlank()) {
            throw new BadParameterException(name + " is missing: add ?" + name + "=N with N in " + range());
        }
        try {
            int value = Integer.parseInt(raw.strip());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException notANumber) {
            // Reported below with the same message as a number out of range.
        }
        throw new BadParameterException(name + "='" + raw + "' is not valid: use a whole number in " + range());
    }

    private String range() {
        return min + ".." + max;
    }
}
