package dev.vtbench.gatling.schema;

import org.apache.commons.statistics.distribution.ChiSquaredDistribution;
import org.apache.commons.statistics.distribution.FDistribution;

/**
 * The quantiles the steady criterion's tests need, Student's t, Fisher's F and the chi-squared, from Apache Commons
 * Statistics, so that any number of batches (a 15 s warm-up judgement or a 600 s soak window) gets its exact critical
 * value. A quantile costs microseconds, far below the 200 ms between two judgements.
 */
final class Quantiles {

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
        return FDistribution.of(df1, df2).inverseCumulativeProbability(confidence);
    }

    /** The x below which a chi-squared variable with {@code df} degrees of freedom falls with probability {@code confidence}. */
    static double chiSquaredUpper(double confidence, int df) {
        requireProbability(confidence);
        if (df < 1) {
            throw new IllegalArgumentException("the chi-squared needs at least 1 degree of freedom, got " + df);
        }
        return ChiSquaredDistribution.of(df).inverseCumulativeProbability(confidence);
    }

    private static void requireProbability(double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("a confidence is strictly between 0 and 1, not " + confidence);
        }
    }
}
