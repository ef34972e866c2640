package dev.vtbench.harness.result;

import dev.vtbench.gatling.schema.StudentT;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How much larger one mode's figure is than another's, from the repetitions of each: the ratio of their geometric
 * means (numerator over denominator), with a 95% confidence interval. The interval is Welch's t interval on the
 * difference of the mean logarithms, exponentiated: logarithms because the figures are positive and their spread grows
 * with their size (a ratio is a difference of logs), Welch's because the two modes' spreads differ (a pool capped by
 * its threads spreads less than virtual threads at their CPU quota), Student's t because three to five repetitions
 * are far too few for a normal quantile. A side with one repetition has no spread, so no interval: the ratio alone is
 * given, and said to be without one. Two modes of one run of interleaved rounds are paired by round instead
 * ({@link #byRound}, {@link #paired}).
 *
 * @param ratio the geometric mean of the numerator's values over the denominator's
 * @param lower the interval's lower end; NaN when there is no interval
 * @param upper the interval's upper end; NaN when there is no interval
 * @param degreesOfFreedom Welch-Satterthwaite's degrees of freedom (of paired values, their number less one); NaN when
 *     there is no interval
 * @param confidence the interval's confidence (0.95 unless a look of a run of rounds spent less of its error rate)
 */
public record RatioInterval(double ratio, double lower, double upper, int numeratorCount, int denominatorCount,
                            double degreesOfFreedom, double confidence) {
    /** The confidence of every interval vtbench gives. */
    public static final double CONFIDENCE = 0.95;

    /** The ratio of {@code numerator}'s geometric mean over {@code denominator}'s, with its 95% interval when each has two values or more. */
    public static RatioInterval of(List<Double> numerator, List<Double> denominator) {
        return of(numerator, denominator, CONFIDENCE);
    }

    /**
     * The same at {@code confidence}: a run of rounds that looks at its figures after each round spends its error rate
     * across those looks, each at a confidence of its own (the verdict's {@code LookSchedule}).
     */
    public static RatioInterval of(List<Double> numerator, List<Double> denominator, double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("a confidence is strictly between 0 and 1, not " + confidence);
        }
        double[] top = logs(numerator, "numerator");
        double[] bottom = logs(denominator, "denominator");
        double difference = mean(top) - mean(bottom);
        double ratio = Math.exp(difference);
        if (top.length < 2 || bottom.length < 2) {
            return new RatioInterval(ratio, Double.NaN, Double.NaN, top.length, bottom.length, Double.NaN, confidence);
        }
        double topShare = variance(top) / top.length;
        double bottomShare = variance(bottom) / bottom.length;
        double standardError = Math.sqrt(topShare + bottomShare);
        if (standardError == 0) {
            // Identical values on each side: nothing varies, so the interval is the ratio itself.
            return new RatioInterval(ratio, ratio, ratio, top.length, bottom.length, top.length + bottom.length - 2, confidence);
        }
        double degrees = Math.pow(topShare + bottomShare, 2)
                / (topShare * topShare / (top.length - 1) + bottomShare * bottomShare / (bottom.length - 1));
        double half = StudentT.quantile(1 - (1 - confidence) / 2, degrees) * standardError;
        return new RatioInterval(ratio, Math.exp(difference - half), Math.exp(difference + half), top.length, bottom.length, degrees,
                confidence);
    }

    /**
     * The ratio of two modes' values of one run of interleaved rounds, read the way the rounds ran, at {@code confidence}.
     * A round is a block: one server of each mode, in a random order, minutes apart at most, so what the machine does to
     * a round (a VM whose cores slow down for minutes) falls on both of its values. Where every value says its round, each
     * round once a side, the values are paired by round ({@link #paired}): the machine's drift between rounds cancels in
     * each round's ratio, while the spread of JVM invocations, which differs within a round, stays in the interval. A
     * round where one side has no value pairs with nothing, and the other side's value of it is left out too; with no
     * round on both sides, the ratio has no interval. Values that do not all say their round (results written before
     * rounds), or a side with two values in one round, are compared as independent samples ({@link #of}).
     *
     * @param numeratorRounds the round of each of {@code numerator}'s values, in their order (null or empty: unknown)
     * @param denominatorRounds the same for {@code denominator}
     */
    public static RatioInterval byRound(List<Double> numerator, List<Integer> numeratorRounds, List<Double> denominator,
                                        List<Integer> denominatorRounds, double confidence) {
        if (!eachOnce(numeratorRounds, numerator.size()) || !eachOnce(denominatorRounds, denominator.size())) {
            return of(numerator, denominator, confidence);
        }
        Map<Integer, Double> bottomByRound = new HashMap<>();
        for (int i = 0; i < denominator.size(); i++) {
            bottomByRound.put(denominatorRounds.get(i), denominator.get(i));
        }
        List<Double> top = new ArrayList<>();
        List<Double> bottom = new ArrayList<>();
        for (int i = 0; i < numerator.size(); i++) {
            Double other = bottomByRound.get(numeratorRounds.get(i));
            if (other != null) {
                top.add(numerator.get(i));
                bottom.add(other);
            }
        }
        if (top.isEmpty()) {
            // No round measured both: the ratio of what there is, with no interval, as for a single pair.
            RatioInterval unpaired = of(numerator, denominator, confidence);
            return new RatioInterval(unpaired.ratio(), Double.NaN, Double.NaN, 0, 0, Double.NaN, confidence);
        }
        return paired(top, bottom, confidence);
    }

    /** Whether every one of {@code count} values says its round, each round once. */
    private static boolean eachOnce(List<Integer> rounds, int count) {
        return rounds != null && !rounds.isEmpty() && rounds.size() == count && rounds.stream().noneMatch(Objects::isNull)
                && new HashSet<>(rounds).size() == rounds.size();
    }

    /**
     * The ratio of paired values, at {@code confidence}: element i of {@code numerator} and of {@code denominator} were
     * measured together (in one round of interleaved rounds, each a block of the design), so the ratio is the geometric
     * mean of the pairs' ratios and its interval Student's t interval on the mean difference of their logarithms, at
     * n - 1 degrees of freedom. What moved both values of a pair alike (the machine's speed through the run) cancels in
     * the pair's ratio and does not widen the interval; what differs between the two JVMs of a pair does. Fewer than
     * two pairs give the ratio with no interval.
     */
    public static RatioInterval paired(List<Double> numerator, List<Double> denominator, double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("a confidence is strictly between 0 and 1, not " + confidence);
        }
        if (numerator.size() != denominator.size()) {
            throw new IllegalArgumentException("paired values come in pairs: " + numerator.size() + " against " + denominator.size());
        }
        double[] top = logs(numerator, "numerator");
        double[] bottom = logs(denominator, "denominator");
        double[] differences = new double[top.length];
        for (int i = 0; i < differences.length; i++) {
            differences[i] = top[i] - bottom[i];
        }
        double difference = mean(differences);
        double ratio = Math.exp(difference);
        int pairs = differences.length;
        if (pairs < 2) {
            return new RatioInterval(ratio, Double.NaN, Double.NaN, pairs, pairs, Double.NaN, confidence);
        }
        double standardError = Math.sqrt(variance(differences) / pairs);
        if (standardError == 0) {
            return new RatioInterval(ratio, ratio, ratio, pairs, pairs, pairs - 1, confidence);
        }
        double half = StudentT.quantile(1 - (1 - confidence) / 2, pairs - 1) * standardError;
        return new RatioInterval(ratio, Math.exp(difference - half), Math.exp(difference + half), pairs, pairs, pairs - 1, confidence);
    }

    /** Whether an interval was computed: each side had two values or more (paired: two pairs or more). */
    public boolean hasInterval() {
        return !Double.isNaN(lower);
    }

    /**
     * Why there is no interval, as the texts say it: "no round measured both modes" (paired values with no round in
     * common), "one pair of values" (one value a side, or one round in common), "one repetition" (one side had one
     * value); empty when there is an interval.
     */
    public String whyNoInterval() {
        if (hasInterval()) {
            return "";
        }
        if (numeratorCount == 0 && denominatorCount == 0) {
            return "no round measured both modes";
        }
        return numeratorCount == 1 && denominatorCount == 1 ? "one pair of values" : "one repetition";
    }

    private static double[] logs(List<Double> values, String side) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("a ratio needs at least one value on each side; the " + side + " has none");
        }
        double[] logs = new double[values.size()];
        for (int i = 0; i < logs.length; i++) {
            double value = values.get(i);
            if (!(value > 0) || Double.isInfinite(value)) {
                throw new IllegalArgumentException("a ratio of geometric means needs positive finite values; the " + side + " holds "
                        + value + " (leave a figure that was not measured out rather than as 0)");
            }
            logs[i] = Math.log(value);
        }
        return logs;
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum / values.length;
    }

    private static double variance(double[] values) {
        double mean = mean(values);
        double sum = 0;
        for (double value : values) {
            sum += (value - mean) * (value - mean);
        }
        return sum / (values.length - 1);
    }
}
