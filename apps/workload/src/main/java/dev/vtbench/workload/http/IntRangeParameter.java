package dev.vtbench.workload.http;

/**
 * A required integer query parameter with an inclusive range, declared once per endpoint so that
 * every endpoint rejects bad input the same way.
 *
 * @param name the query parameter's name
 * @param min the smallest accepted value
 * @param max the largest accepted value
 */
public record IntRangeParameter(String name, int min, int max) {

    // Long enough to recognise what was sent, short enough that a hostile value cannot bloat the error.
    private static final int MAX_ECHOED_CHARS = 40;

    public IntRangeParameter {
        if (min > max) {
            throw new IllegalArgumentException(
                    "parameter " + name + " has an empty range " + min + ".." + max + ": min must not exceed max");
        }
    }

    /** The accepted values as shown to clients, for example {@code 0..60000}. */
    public String allowed() {
        return min + ".." + max;
    }

    /**
     * Reads this parameter from {@code request}.
     *
     * @throws InvalidQueryParameterException if it is missing, repeated, not an integer or out of range
     */
    public int readFrom(WorkloadRequest request) {
        if (request.isRepeated(name)) {
            throw rejected("query parameter '" + name + "' is given more than once: give it once, an integer in "
                    + allowed());
        }
        String raw = request.queryParameter(name).orElseThrow(() -> rejected(
                "query parameter '" + name + "' is required: give an integer in " + allowed()
                        + ", for example " + request.path() + "?" + name + "=" + min));
        int value;
        try {
            value = Integer.parseInt(raw);
        } catch (NumberFormatException notAnInt) {
            throw rejected("query parameter '" + name + "' must be an integer in " + allowed()
                    + ", got '" + shortened(raw) + "'");
        }
        if (value < min || value > max) {
            throw rejected("query parameter '" + name + "' is out of range: got " + value
                    + ", allowed " + allowed());
        }
        return value;
    }

    private InvalidQueryParameterException rejected(String message) {
        return new InvalidQueryParameterException(message, name, allowed());
    }

    private static String shortened(String raw) {
        return raw.length() <= MAX_ECHOED_CHARS ? raw : raw.substring(0, MAX_ECHOED_CHARS) + "...";
    }
}
