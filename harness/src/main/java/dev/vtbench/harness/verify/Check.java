package dev.vtbench.harness.verify;

/** One verified fact about a cell, e.g. "GET /hello answers 200 text/plain 'Hello, World!'", and whether it held. */
public record Check(String what, boolean passed, String observed) {
    @Override
    public String toString() {
        return (passed ? "ok   " : "FAIL ") + what + (passed ? "" : " (observed: " + observed + ")");
    }
}
