package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;

import java.util.Locale;

/**
 * A ratio as tables show it: "1.37 [1.29-1.45]", or "1.37 (no interval: one repetition)" when a side had one
 * repetition ("one pair of values" with one round in common: {@link RatioInterval#whyNoInterval}). An end beyond a
 * factor of {@value #READABLE_FACTOR} either way reads "under 0.01" or "over 100": at about one degree of freedom
 * Student's t is so wide that the interval's ends (0.00 and 6,176,940.14, seen on a p99 of two repetitions a side, one
 * side nearly without spread) say only that nothing is bounded.
 */
final class RatioText {
    /** Ends further than this factor from 1 print as a bound, not as digits. */
    static final double READABLE_FACTOR = 100;

    private RatioText() {}

    static String interval(RatioInterval ratio) {
        if (!ratio.hasInterval()) {
            return String.format(Locale.ROOT, "%.2f (no interval: %s)", ratio.ratio(), ratio.whyNoInterval());
        }
        if (ratio.lower() < 1 / READABLE_FACTOR || ratio.upper() > READABLE_FACTOR) {
            return String.format(Locale.ROOT, "%.2f [%s to %s: too few or too spread repetitions to bound it]", ratio.ratio(),
                    end(ratio.lower()), end(ratio.upper()));
        }
        return String.format(Locale.ROOT, "%.2f [%.2f-%.2f]", ratio.ratio(), ratio.lower(), ratio.upper());
    }

    private static String end(double value) {
        if (value < 1 / READABLE_FACTOR) {
            return String.format(Locale.ROOT, "under %.2f", 1 / READABLE_FACTOR);
        }
        return value > READABLE_FACTOR ? String.format(Locale.ROOT, "over %.0f", READABLE_FACTOR) : String.format(Locale.ROOT, "%.2f", value);
    }
}
