package dev.vtbench.harness.verify;

/** One verified fact about a cell, e.g. "GET /hello answers 200 text/plain 'Hello, World!'", and whether it held. */
public record Check(String what, boolean passed, String observed) {
    @Override
    public String toString() {
        // A check that already states what it saw (an opaque service's counts) does not repeat it.
        boolean said = passed || what.endsWith(observed);
        return (passed ? "ok   " : "FAIL ") + what + (said ? "" : " (observed: " + observed + ")");
    }
}
