package dev.vtbench.harness.verify;

/** One verified fact about a cell, e.g. "GET /hello answers 200 text/plain 'Hello, World!'", and whether it held. */
public record Check(String what, boolean passed, String observed) {
    private static final String NOT_CHECKED = "not checked: ";

    /**
     * A fact that could not be checked from where the harness runs: it fails nothing, and its record says "skip" and
     * why, so that nobody reads it as verified.
     */
    public static Check notChecked(String what, String why) {
        return new Check(what, true, NOT_CHECKED + why);
    }

    @Override
    public String toString() {
        if (observed != null && observed.startsWith(NOT_CHECKED)) {
            return "skip " + what + " (" + observed + ")";
        }
        // A check that already states what it saw (an opaque service's counts) does not repeat it.
        boolean said = passed || what.endsWith(observed);
        return (passed ? "ok   " : "FAIL ") + what + (said ? "" : " (observed: " + observed + ")");
    }
}
