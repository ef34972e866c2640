package dev.vtbench.harness.run;

import java.util.Locale;

/** How long something still takes, from {@code low} to {@code high} seconds: the width says how sure the estimate is. */
record SecondsRange(double low, double high) {
    static final SecondsRange NONE = new SecondsRange(0, 0);

    SecondsRange {
        if (!(low >= 0 && low <= high)) {
            throw new IllegalArgumentException("a range of seconds from " + low + " to " + high + " (expected 0 <= low <= high)");
        }
    }

    static SecondsRange exactly(double seconds) {
        return new SecondsRange(seconds, seconds);
    }

    SecondsRange plus(SecondsRange other) {
        return new SecondsRange(low + other.low, high + other.high);
    }

    SecondsRange times(int count) {
        return new SecondsRange(low * count, high * count);
    }

    /**
     * "40-75 s" up to two minutes, "6-9 min" up to two hours, "2.5-3.1 h" beyond; one figure when both ends round to
     * it. The ends are rounded outwards, so that the printed range holds the computed one.
     */
    String describe() {
        if (high < 120) {
            return span((long) Math.floor(low), (long) Math.ceil(high)) + " s";
        }
        if (high < 2 * 3_600) {
            return span((long) Math.floor(low / 60), (long) Math.ceil(high / 60)) + " min";
        }
        String from = String.format(Locale.ROOT, "%.1f", Math.floor(low / 360) / 10);
        String to = String.format(Locale.ROOT, "%.1f", Math.ceil(high / 360) / 10);
        return (from.equals(to) ? to : from + "-" + to) + " h";
    }

    private static String span(long from, long to) {
        return from == to ? Long.toString(to) : from + "-" + to;
    }
}
