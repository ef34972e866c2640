package dev.vtbench.gatling.schema;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Student's t distribution (Apache Commons Statistics), for any positive degrees of freedom: Welch's interval has
 * fractional ones (2.7, 3.4 ...), which no short table holds. The verdict's intervals and the steady criterion's trend
 * margin both read it here.
 */
public final class StudentT {
    private StudentT() {}

    /** The value t with P(T <= t) = {@code p}, for T of Student's t with {@code degreesOfFreedom} (any positive number). */
    public static double quantile(double p, double degreesOfFreedom) {
        if (!(p > 0 && p < 1)) {
            throw new IllegalArgumentException("a quantile needs a probability strictly between 0 and 1, not " + p);
        }
        return TDistribution.of(requirePositive(degreesOfFreedom)).inverseCumulativeProbability(p);
    }

    /** P(T <= t) for Student's t with {@code degreesOfFreedom}. */
    public static double cdf(double t, double degreesOfFreedom) {
        return TDistribution.of(requirePositive(degreesOfFreedom)).cumulativeProbability(t);
    }

    private static double requirePositive(double degreesOfFreedom) {
        if (!(degreesOfFreedom > 0) || Double.isInfinite(degreesOfFreedom)) {
            throw new IllegalArgumentException("Student's t needs finite positive degrees of freedom, not " + degreesOfFreedom);
        }
        return degreesOfFreedom;
    }
}
