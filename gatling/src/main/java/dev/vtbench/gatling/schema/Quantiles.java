package dev.vtbench.gatling.schema;

/**
 * The quantiles the steady criterion's tests need, Student's t, Fisher's F and the chi-squared, computed from the
 * regularized incomplete beta and gamma functions rather than read from a table, so that any number of batches (a
 * 15 s warm-up judgement or a 600 s soak window) gets its exact critical value. Each is found by bisection on its
 * distribution function: 100 halvings, some microseconds, far below the 200 ms between two judgements.
 */
final class Quantiles {

    private static final int HALVINGS = 100;

    private Quantiles() {
    }

    /** The t beyond which |T| falls with probability {@code 1 - confidence}, T Student-distributed with {@code df} degrees of freedom. */
    static double studentTwoSided(double confidence, int df) {
        requireProbability(confidence);
        if (df < 1) {
            throw new IllegalArgumentException("Student's t needs at least 1 degree of freedom, got " + df);
        }
        return StudentT.quantile(1 - (1 - confidence) / 2, df);
    }

    /** The f below which F falls with probability {@code confidence}, F Fisher-distributed with {@code (df1, df2)} degrees of freedom. */
    static double fisherUpper(double confidence, int df1, int df2) {
        requireProbability(confidence);
        if (df1 < 1 || df2 < 1) {
            throw new IllegalArgumentException("Fisher's F needs at least 1 degree of freedom each, got " + df1 + " and " + df2);
        }
        // P(F <= f) = I_{df1 f/(df1 f + df2)}(df1/2, df2/2), rising in f.
        double low = 0;
        double high = 1e6;
        for (int i = 0; i < HALVINGS; i++) {
            double f = (low + high) / 2;
            if (regularizedBeta(df1 * f / (df1 * f + df2), df1 / 2.0, df2 / 2.0) < confidence) {
                low = f;
            } else {
                high = f;
            }
        }
        return (low + high) / 2;
    }

    /** The x below which a chi-squared variable with {@code df} degrees of freedom falls with probability {@code confidence}. */
    static double chiSquaredUpper(double confidence, int df) {
        requireProbability(confidence);
        if (df < 1) {
            throw new IllegalArgumentException("the chi-squared needs at least 1 degree of freedom, got " + df);
        }
        // P(X <= x) = P(df/2, x/2), the regularized lower incomplete gamma, rising in x.
        double low = 0;
        double high = 1e6;
        for (int i = 0; i < HALVINGS; i++) {
            double x = (low + high) / 2;
            if (regularizedGamma(df / 2.0, x / 2) < confidence) {
                low = x;
            } else {
                high = x;
            }
        }
        return (low + high) / 2;
    }

    private static void requireProbability(double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("a confidence is between 0 and 1, got " + confidence);
        }
    }

    /** I_x(a, b), by its continued fraction (Numerical Recipes, 6.4), on the side where it converges fast. */
    static double regularizedBeta(double x, double a, double b) {
        if (x <= 0) {
            return 0;
        }
        if (x >= 1) {
            return 1;
        }
        double front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
        return x < (a + 1) / (a + b + 2)
                ? front * continuedFraction(x, a, b) / a
                : 1 - front * continuedFraction(1 - x, b, a) / b;
    }

    /** Lentz's method for the continued fraction of I_x(a, b). */
    private static double continuedFraction(double x, double a, double b) {
        double tiny = 1e-300;
        double c = 1;
        double d = 1 - (a + b) * x / (a + 1);
        d = 1 / (Math.abs(d) < tiny ? tiny : d);
        double result = d;
        for (int m = 1; m <= 300; m++) {
            double even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m));
            d = 1 / nonZero(1 + even * d, tiny);
            c = nonZero(1 + even / c, tiny);
            result *= d * c;
            double odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1));
            d = 1 / nonZero(1 + odd * d, tiny);
            c = nonZero(1 + odd / c, tiny);
            double step = d * c;
            result *= step;
            if (Math.abs(step - 1) < 1e-15) {
                break;
            }
        }
        return result;
    }

    private static double nonZero(double value, double tiny) {
        return Math.abs(value) < tiny ? tiny : value;
    }

    /** P(a, x), the regularized lower incomplete gamma: its series below a + 1, else its continued fraction (Numerical Recipes, 6.2). */
    static double regularizedGamma(double a, double x) {
        if (x <= 0) {
            return 0;
        }
        double front = Math.exp(-x + a * Math.log(x) - logGamma(a));
        if (x < a + 1) {
            double term = 1 / a;
            double sum = term;
            for (int n = 1; n <= 1000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
                term *= x / (a + n);
                sum += term;
            }
            return sum * front;
        }
        double tiny = 1e-300;
        double b = x + 1 - a;
        double c = 1 / tiny;
        double d = 1 / b;
        double fraction = d;
        for (int n = 1; n <= 1000; n++) {
            double an = -n * (n - a);
            b += 2;
            d = 1 / nonZero(an * d + b, tiny);
            c = nonZero(b + an / c, tiny);
            double step = d * c;
            fraction *= step;
            if (Math.abs(step - 1) < 1e-16) {
                break;
            }
        }
        return 1 - front * fraction;
    }

    /** ln Γ(x) for x > 0, Lanczos' approximation (g = 7, 9 terms): about 15 significant digits. */
    static double logGamma(double x) {
        if (x < 0.5) {
            // Reflection: Γ(x) Γ(1-x) = π / sin(πx).
            return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
        }
        double[] coefficients = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
                -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
                1.5056327351493116e-7};
        double z = x - 1;
        double sum = coefficients[0];
        for (int i = 1; i < coefficients.length; i++) {
            sum += coefficients[i] / (z + i);
        }
        double t = z + 7.5;
        return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
    }
}
