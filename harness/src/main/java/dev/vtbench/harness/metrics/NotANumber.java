package dev.vtbench.harness.metrics;

/**
 * A Jackson value filter that leaves out a figure that is not a number (unknown): for figures added to results after
 * earlier ones were written, so that a results folder read back and written again keeps the fields it had, and the
 * missing ones read as unknown, not as 0. Jackson calls {@link #equals} with the value and leaves it out when it holds.
 */
public final class NotANumber {
    @Override
    @SuppressWarnings("EqualsWhichDoesntCheckParameterClass")
    public boolean equals(Object value) {
        return value == null || value instanceof Double d && d.isNaN();
    }

    @Override
    public int hashCode() {
        return 0;
    }
}
