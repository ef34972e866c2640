package dev.vtbench.harness.verdict;

import java.math.BigDecimal;

/**
 * One step of an equal-load run: the open-model rate every mode of a runtime, JVM, CPU profile and scenario was
 * offered, set either as a fraction of the lower of their capacities or as an absolute rate. A gate asks for a step by
 * one of the two ("p99 at 50%", "p99 at 1200 req/s") and {@link #answers} says whether this step is the one asked for.
 *
 * @param fraction the fraction of the lower capacity (0.5 for 50%); NaN for a step set as an absolute rate
 * @param rate the offered rate in requests per second; 0 when not known (a gate asking by fraction)
 */
public record EqualLoadStep(double fraction, int rate) {

    public EqualLoadStep {
        if (Double.isNaN(fraction) && rate <= 0) {
            throw new IllegalArgumentException("an equal-load step is a fraction of capacity or a rate, and neither was given");
        }
    }

    /** The step at {@code percent}% of the lower capacity, as a gate asks for it. */
    public static EqualLoadStep atPercent(double percent) {
        return new EqualLoadStep(percent / 100, 0);
    }

    /** The step at this absolute rate. */
    public static EqualLoadStep atRate(int rate) {
        return new EqualLoadStep(Double.NaN, rate);
    }

    public boolean byFraction() {
        return !Double.isNaN(fraction);
    }

    /** Whether this measured step is the one {@code asked} names: by its fraction if asked by one, else by its rate. */
    public boolean answers(EqualLoadStep asked) {
        return asked.byFraction() ? byFraction() && Math.abs(fraction - asked.fraction) < 1e-9 : rate == asked.rate;
    }

    /** "50%" or "1200 req/s". */
    public String label() {
        return byFraction() ? percentText() + "%" : rate + " req/s";
    }

    /** "50" of 50%, "12.5" of 12.5%. */
    String percentText() {
        return BigDecimal.valueOf(fraction * 100).setScale(6, java.math.RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }
}
