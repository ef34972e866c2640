package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;

import java.util.Locale;

/** A ratio as tables show it: "1.37 [1.29-1.45]", or "1.37 (no interval)" when a side had one repetition. */
final class RatioText {
    private RatioText() {}

    static String interval(RatioInterval ratio) {
        return ratio.hasInterval()
                ? String.format(Locale.ROOT, "%.2f [%.2f-%.2f]", ratio.ratio(), ratio.lower(), ratio.upper())
                : String.format(Locale.ROOT, "%.2f (no interval: one repetition)", ratio.ratio());
    }
}
