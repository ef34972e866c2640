package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;

/**
 * What a ratio's interval says about two modes, by one rule (the verdict's sentence reads nothing else). With
 * [lo, hi] the interval of virtual threads' figure over the baseline's (at its look's confidence: 95% for a run that
 * looks once, see {@link LookSchedule}) and a margin of {@value #MARGIN_PERCENT}%,
 * checked in this order:
 * <ol>
 *   <li>no interval (a side had one repetition): {@link #NO_INTERVAL}, the ratio alone, never decisive;</li>
 *   <li>lo &gt; 1.05: {@link #MORE}; hi &lt; 0.95: {@link #LESS} (decisive: the whole interval is a difference of more
 *       than 5%);</li>
 *   <li>0.95 &le; lo and hi &le; 1.05: {@link #SAME} (whatever difference there is, it is under 5%);</li>
 *   <li>lo &le; 1 &le; hi: {@link #NO_DIFFERENCE_DETECTED} (the interval spans 1 and is too wide to call them the same);</li>
 *   <li>otherwise the interval excludes 1 but reaches within 5% of it: {@link #SLIGHTLY_MORE} or {@link #SLIGHTLY_LESS}
 *       (a difference, possibly under 5%: not decisive).</li>
 * </ol>
 * The margin keeps a difference too small to matter for a service (a few percent of CPU) from deciding a verdict
 * however many repetitions pin it down.
 */
public enum Difference {
    MORE, LESS, SAME, NO_DIFFERENCE_DETECTED, SLIGHTLY_MORE, SLIGHTLY_LESS, NO_INTERVAL;

    /** The smallest difference the verdict calls one: 5%. */
    public static final double MARGIN = 0.05;
    static final int MARGIN_PERCENT = 5;

    /** The rule above, applied to one ratio. */
    public static Difference of(RatioInterval ratio) {
        if (!ratio.hasInterval()) {
            return NO_INTERVAL;
        }
        if (ratio.lower() > 1 + MARGIN) {
            return MORE;
        }
        if (ratio.upper() < 1 - MARGIN) {
            return LESS;
        }
        if (ratio.lower() >= 1 - MARGIN && ratio.upper() <= 1 + MARGIN) {
            return SAME;
        }
        if (ratio.lower() <= 1 && ratio.upper() >= 1) {
            return NO_DIFFERENCE_DETECTED;
        }
        return ratio.lower() > 1 ? SLIGHTLY_MORE : SLIGHTLY_LESS;
    }

    /** Whether it decides which mode is better on this figure: more or less, beyond the margin. */
    public boolean decisive() {
        return this == MORE || this == LESS;
    }
}
