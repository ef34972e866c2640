package dev.vtbench.gatling.schema;

import java.util.List;

/**
 * Per-second counts cut into batches of whole seconds, and what the textbook batch-means method reads from them.
 * Second-to-second counts of a closed model are not independent (its users move in waves, so a second with one
 * wave more is followed by one with a wave less); the means of batches several seconds long are close to
 * independent, so their own scatter is an honest measure of the noise a trend has to stand out from.
 *
 * <p>The batches are counted back from the last second; the oldest seconds that do not fill a batch are left out.
 *
 * @param batches how many batches: at least 3, for a line and its scatter
 * @param mean the batches' mean count per second
 * @param relativeChange how far the least-squares line through the batch means moves across all the batches, as a
 *     share of the mean (negative: falling)
 * @param changeStandardError the standard error of {@code relativeChange}: from the batch means' scatter around the
 *     line, but never less than the seconds' scatter within the batches predicts for those means. With three batches
 *     the line leaves one degree of freedom, and three means that happen to fall on a line (a one-second dip in the
 *     first batch, say) would otherwise claim a change known exactly
 * @param changeDegreesOfFreedom those of {@code changeStandardError}: {@code batches - 2} from the line's residuals,
 *     {@code batches * (batchSeconds - 1)} where the seconds within the batches set it
 * @param cv the batch means' coefficient of variation (standard deviation over mean)
 * @param scatterRatio the batch means' variance against what the seconds' variance within the batches predicts for
 *     a mean of {@code batchSeconds} of them: about 1 when the batches differ only by sampling noise, large when the
 *     rate moves from one level to another (Fisher's F with {@code batches - 1} and
 *     {@code batches * (batchSeconds - 1)} degrees of freedom)
 */
record BatchMeans(int batches, int batchSeconds, double mean, double relativeChange, double changeStandardError,
        int changeDegreesOfFreedom, double cv, double scatterRatio) {

    static final int MIN_BATCHES = 3;

    /** The batch means of {@code seconds}, or {@code null} when they fill fewer than {@link #MIN_BATCHES} batches. */
    static BatchMeans of(List<Long> seconds, int batchSeconds) {
        int k = seconds.size() / batchSeconds;
        if (k < MIN_BATCHES) {
            return null;
        }
        int skipped = seconds.size() - k * batchSeconds;
        double[] means = new double[k];
        double within = 0;
        for (int batch = 0; batch < k; batch++) {
            List<Long> counts = seconds.subList(skipped + batch * batchSeconds, skipped + (batch + 1) * batchSeconds);
            double batchMean = counts.stream().mapToLong(Long::longValue).average().orElseThrow();
            means[batch] = batchMean;
            for (long count : counts) {
                within += (count - batchMean) * (count - batchMean);
            }
        }
        double mean = 0;
        for (double m : means) {
            mean += m / k;
        }
        double centre = (k - 1) / 2.0;
        double sxx = 0;
        double sxy = 0;
        double between = 0;
        for (int batch = 0; batch < k; batch++) {
            sxx += (batch - centre) * (batch - centre);
            sxy += (batch - centre) * (means[batch] - mean);
            between += (means[batch] - mean) * (means[batch] - mean);
        }
        double slope = sxy / sxx;
        double residuals = 0;
        for (int batch = 0; batch < k; batch++) {
            double residual = means[batch] - mean - slope * (batch - centre);
            residuals += residual * residual;
        }
        double batchVariance = between / (k - 1);
        double withinVariance = within / (k * (batchSeconds - 1.0));
        boolean residualsSetIt = residuals / (k - 2) >= withinVariance / batchSeconds;
        double slopeError = Math.sqrt((residualsSetIt ? residuals / (k - 2) : withinVariance / batchSeconds) / sxx);
        int degreesOfFreedom = residualsSetIt ? k - 2 : k * (batchSeconds - 1);
        double ratio = withinVariance > 0 ? batchSeconds * batchVariance / withinVariance
                : batchVariance > 0 ? Double.POSITIVE_INFINITY : 0;
        return mean <= 0
                ? new BatchMeans(k, batchSeconds, mean, Double.NaN, Double.NaN, k - 2, Double.NaN, Double.NaN)
                : new BatchMeans(k, batchSeconds, mean, slope * k / mean, slopeError * k / mean, degreesOfFreedom,
                        Math.sqrt(batchVariance) / mean, ratio);
    }

    int seconds() {
        return batches * batchSeconds;
    }

    /**
     * The standard deviation {@code relativeChange} would have from counting alone (Poisson counts: a batch mean of
     * {@code mean} a second over {@code batchSeconds} has variance {@code mean / batchSeconds}): the least a low
     * rate's change can be known to.
     */
    double countingChangeNoise() {
        double centre = (batches - 1) / 2.0;
        double sxx = 0;
        for (int batch = 0; batch < batches; batch++) {
            sxx += (batch - centre) * (batch - centre);
        }
        return batches / Math.sqrt(sxx) / Math.sqrt(mean * batchSeconds);
    }

    /** The coefficient of variation a batch mean would have from counting alone. */
    double countingCvNoise() {
        return 1 / Math.sqrt(mean * batchSeconds);
    }
}
