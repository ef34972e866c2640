package dev.vtbench.gatling.schema;

/**
 * Student's t distribution, for any positive degrees of freedom: Welch's interval has fractional ones (2.7, 3.4 ...),
 * which no short table holds, so the quantile is computed rather than looked up. The distribution function is the
 * regularized incomplete beta function ({@link Quantiles#regularizedBeta}, the one the steady criterion's quantiles use
 * too); its inverse is found by bisection, slow but unconditionally convergent, and a few dozen evaluations cost
 * nothing beside a benchmark run. The verdict's intervals (Welch's, with fractional degrees of freedom) and the steady
 * criterion's trend margin both read it here.
 */
public final class StudentT {
    private StudentT() {}

    /** The value t with P(T <= t) = {@code p}, for T of Student's t with {@code degreesOfFreedom} (any positive number). */
    public static double quantile(double p, double degreesOfFreedom) {
        if (!(p > 0 && p < 1)) {
            throw new IllegalArgumentException("a quantile needs a probability strictly between 0 and 1, not " + p);
        }
        requirePositive(degreesOfFreedom);
        if (p == 0.5) {
            return 0;
        }
        if (p < 0.5) {
            return -quantile(1 - p, degreesOfFreedom);
        }
        double high = 1;
        while (cdf(high, degreesOfFreedom) < p) {
            high *= 2;
        }
        double low = 0;
        // Bisection to the last representable digit: the bracket halves each time, so 200 steps always suffice.
        for (int i = 0; i < 200 && high - low > 1e-13 * Math.max(1, high); i++) {
            double middle = (low + high) / 2;
            if (cdf(middle, degreesOfFreedom) < p) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return (low + high) / 2;
    }

    /** P(T <= t) for Student's t with {@code degreesOfFreedom}. */
    public static double cdf(double t, double degreesOfFreedom) {
        requirePositive(degreesOfFreedom);
        double tail = 0.5 * Quantiles.regularizedBeta(degreesOfFreedom / (degreesOfFreedom + t * t), degreesOfFreedom / 2, 0.5);
        return t >= 0 ? 1 - tail : tail;
    }

    private static void requirePositive(double degreesOfFreedom) {
        if (!(degreesOfFreedom > 0) || Double.isInfinite(degreesOfFreedom)) {
            throw new IllegalArgumentException("Student's t needs finite positive degrees of freedom, not " + degreesOfFreedom);
        }
    }
}
