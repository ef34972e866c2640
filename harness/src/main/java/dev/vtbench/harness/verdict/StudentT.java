package dev.vtbench.harness.verdict;

/**
 * Student's t distribution, for any positive degrees of freedom: Welch's interval has fractional ones (2.7, 3.4 ...),
 * which no short table holds, so the quantile is computed rather than looked up. The distribution function is the
 * regularized incomplete beta function (a continued fraction, Numerical Recipes' betacf with Lentz's method, accurate
 * to about 1e-14 here); its inverse is found by bisection, slow but unconditionally convergent, and a few dozen
 * evaluations cost nothing beside a benchmark run.
 */
public final class StudentT {
    private static final double[] LANCZOS = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
            -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};
    private static final int MAX_ITERATIONS = 300;
    private static final double EPSILON = 1e-15;
    private static final double TINY = 1e-300;

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
        double tail = 0.5 * regularizedIncompleteBeta(degreesOfFreedom / (degreesOfFreedom + t * t), degreesOfFreedom / 2, 0.5);
        return t >= 0 ? 1 - tail : tail;
    }

    private static void requirePositive(double degreesOfFreedom) {
        if (!(degreesOfFreedom > 0) || Double.isInfinite(degreesOfFreedom)) {
            throw new IllegalArgumentException("Student's t needs finite positive degrees of freedom, not " + degreesOfFreedom);
        }
    }

    /** I_x(a, b), the regularized incomplete beta function. */
    static double regularizedIncompleteBeta(double x, double a, double b) {
        if (x <= 0) {
            return 0;
        }
        if (x >= 1) {
            return 1;
        }
        double front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
        // The continued fraction converges fast only below the distribution's mean; above it, use the symmetry I_x(a,b) = 1 - I_{1-x}(b,a).
        return x < (a + 1) / (a + b + 2) ? front * continuedFraction(x, a, b) / a : 1 - front * continuedFraction(1 - x, b, a) / b;
    }

    private static double continuedFraction(double x, double a, double b) {
        double c = 1;
        double d = nonZero(1 - (a + b) * x / (a + 1));
        d = 1 / d;
        double h = d;
        for (int m = 1; m <= MAX_ITERATIONS; m++) {
            int m2 = 2 * m;
            double even = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
            d = 1 / nonZero(1 + even * d);
            c = nonZero(1 + even / c);
            h *= d * c;
            double odd = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
            d = 1 / nonZero(1 + odd * d);
            c = nonZero(1 + odd / c);
            double step = d * c;
            h *= step;
            if (Math.abs(step - 1) < EPSILON) {
                return h;
            }
        }
        return h;
    }

    private static double nonZero(double value) {
        return Math.abs(value) < TINY ? TINY : value;
    }

    /** ln Γ(x) for x > 0, by Lanczos' approximation (g = 7), with the reflection formula below 0.5. */
    static double logGamma(double x) {
        if (x < 0.5) {
            return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
        }
        double z = x - 1;
        double sum = LANCZOS[0];
        for (int i = 1; i < LANCZOS.length; i++) {
            sum += LANCZOS[i] / (z + i);
        }
        double t = z + 7.5;
        return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
    }
}
