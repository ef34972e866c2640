package dev.vtbench.gatling.schema;

import java.util.List;
import java.util.Locale;

/**
 * When a constant load's OK rate is steady: one definition, read by the driver to open the measured window and by
 * the harness to judge that window afterwards (docs/steady-state.md has the rule, its parameters and its replay).
 *
 * <p>The seconds are cut into batches of {@code batchSeconds} and judged on the batch means, the textbook
 * batch-means method for autocorrelated series: a closed model's users move in waves, so one second's count is no
 * independent sample, but the mean of a few seconds nearly is. Two figures are read from the batch means:
 * <ul>
 *   <li>the <b>change</b>: how far their least-squares line moves across the judged seconds, as a share of the mean,
 *       with its 95% margin (Student's t on the batch means' scatter around the line, one batch one observation);</li>
 *   <li>the <b>scatter</b>: their coefficient of variation, with the near end of its 95% interval (chi-squared), and
 *       whether the batch means differ by more than the seconds' noise within the batches explains (Fisher's F at
 *       95%): a rate that switches between levels for several seconds scatters its batch means, waves inside a batch
 *       do not.</li>
 * </ul>
 * Each has a limit, {@code maxRelativeChange} and {@code maxCv}, raised for a low rate to twice the figure's counting
 * noise (100 requests a second cannot be known better than about 10% a second).
 *
 * <p>Two readings of the same figures and limits. The driver opens the window only on a rate <i>shown steady</i>:
 * both figures within their limits, and no change its noise cannot explain above {@code negligibleChange}; a doubtful
 * second costs it one more second. The harness refuses a measured window only when it is <i>shown to have drifted</i>:
 * a figure beyond its limit even at the near end of its margin, or a scatter beyond its limit that the noise does not
 * explain; a wrong refusal would throw a good figure away. Every window the harness refuses, the driver would have
 * refused too; not every window the driver waits on is refused.
 *
 * @param windowSeconds the last whole seconds the driver judges
 * @param batchSeconds the seconds in a batch: enough for many waves of a closed model, few enough for three batches
 * @param maxRelativeChange the change allowed across the judged seconds
 * @param negligibleChange a change too small to matter: below it, even a change the noise cannot explain (a high
 *     rate's tiny but significant drift) does not keep the window shut
 * @param maxCv the batch means' coefficient of variation allowed
 */
public record SteadyCriterion(int windowSeconds, int batchSeconds, double maxRelativeChange, double negligibleChange,
        double maxCv) {

    /**
     * 15 s in five batches of 3 s (3 s hold 15 or more waves of a closed model with 100 ms waits); a change of at
     * most 5% across them, as the per-second rule allowed across 10 s; a significant change of 2% or more refused;
     * the batch means' coefficient of variation within 4%. Chosen on the replay in docs/steady-state.md.
     */
    public static final SteadyCriterion DEFAULT = new SteadyCriterion(15, 3, 0.05, 0.02, 0.04);

    /** The confidence of every test and margin: 95%. */
    static final double CONFIDENCE = 0.95;

    public SteadyCriterion {
        if (batchSeconds < 2) {
            throw new IllegalArgumentException("a batch needs at least 2 seconds to show its own noise, got " + batchSeconds);
        }
        if (windowSeconds < BatchMeans.MIN_BATCHES * batchSeconds) {
            throw new IllegalArgumentException("a steady-state window needs at least " + BatchMeans.MIN_BATCHES + " batches of "
                    + batchSeconds + " s to have a trend and a scatter, so at least " + BatchMeans.MIN_BATCHES * batchSeconds
                    + " s, got " + windowSeconds);
        }
        if (!(maxRelativeChange > 0) || !(maxCv > 0)) {
            throw new IllegalArgumentException("maxRelativeChange and maxCv must be > 0, got " + maxRelativeChange + ", " + maxCv);
        }
        if (!(negligibleChange > 0) || negligibleChange > maxRelativeChange) {
            throw new IllegalArgumentException("negligibleChange must be > 0 and at most maxRelativeChange (" + maxRelativeChange
                    + "), got " + negligibleChange);
        }
    }

    /**
     * What the criterion says of one stretch of seconds.
     *
     * @param seconds the seconds judged: whole batches, counted back from the last second
     * @param mean their mean count a second
     * @param relativeChange the fitted line's change across them, as a share of the mean (negative: falling)
     * @param changeMargin the 95% margin of {@code relativeChange}
     * @param changeLimit the change allowed for this mean: {@code maxRelativeChange}, or the counting noise of a low rate
     * @param cv the batch means' coefficient of variation
     * @param cvLowerBound the near end of the 95% interval of {@code cv}
     * @param cvLimit the coefficient of variation allowed for this mean: {@code maxCv}, or the counting noise of a low rate
     * @param scatterBeyondNoise whether the batch means differ by more than the seconds' noise within them explains
     * @param steady the driver's reading (see the class)
     * @param drifted the harness's reading (see the class)
     */
    public record Judgement(int seconds, int batchSeconds, double mean, double relativeChange, double changeMargin,
            double changeLimit, double cv, double cvLowerBound, double cvLimit, boolean scatterBeyondNoise, boolean steady,
            boolean drifted) {

        /** Fewer seconds than three batches, or none with an answer: neither steady nor shown to drift. */
        static Judgement unjudged(int seconds, int batchSeconds, double mean, double changeLimit, double cvLimit) {
            return new Judgement(seconds, batchSeconds, mean, Double.NaN, Double.NaN, changeLimit, Double.NaN, Double.NaN,
                    cvLimit, false, false, false);
        }

        static Judgement of(BatchMeans batches, double changeLimit, double cvLimit, double negligibleChange) {
            double change = batches.relativeChange();
            double margin = Quantiles.studentTwoSided(CONFIDENCE, batches.changeDegreesOfFreedom()) * batches.changeStandardError();
            double cvLowerBound = batches.cv() * Math.sqrt((batches.batches() - 1)
                    / Quantiles.chiSquaredUpper((1 + CONFIDENCE) / 2, batches.batches() - 1));
            boolean scatterBeyondNoise = batches.scatterRatio()
                    > Quantiles.fisherUpper(CONFIDENCE, batches.batches() - 1, batches.batches() * (batches.batchSeconds() - 1));
            boolean steady = Math.abs(change) <= changeLimit
                    && !(Math.abs(change) > margin && Math.abs(change) > negligibleChange)
                    && batches.cv() <= cvLimit;
            boolean drifted = changeDrifted(change, margin, changeLimit)
                    || scatterDrifted(batches.cv(), cvLowerBound, cvLimit, scatterBeyondNoise);
            return new Judgement(batches.seconds(), batches.batchSeconds(), batches.mean(), change, margin, changeLimit,
                    batches.cv(), cvLowerBound, cvLimit, scatterBeyondNoise, steady, drifted);
        }

        private static boolean changeDrifted(double change, double margin, double limit) {
            return Math.abs(change) - margin > limit;
        }

        private static boolean scatterDrifted(double cv, double cvLowerBound, double limit, boolean beyondNoise) {
            return cvLowerBound > limit || cv > limit && beyondNoise;
        }

        /** Whether they drifted by their change (rising or falling) rather than by switching between levels. */
        public boolean driftedByChange() {
            return changeDrifted(relativeChange, changeMargin, changeLimit);
        }

        /** Why the seconds drifted, for a note: "rose 12% across the 18 s judged (±3% at 95%; 5% allowed)". */
        public String describeDrift() {
            if (driftedByChange()) {
                return String.format(Locale.ROOT, "%s %.0f%% across the %d s judged (±%.0f%% at 95%%; %.0f%% allowed)",
                        relativeChange > 0 ? "rose" : "fell", 100 * Math.abs(relativeChange), seconds, 100 * changeMargin,
                        100 * changeLimit);
            }
            return String.format(Locale.ROOT, "moved between levels: its %d s means spread by %.1f%% (%.0f%% allowed), more "
                    + "than its noise explains", batchSeconds, 100 * cv, 100 * cvLimit);
        }
    }

    /** Judges the last {@link #windowSeconds} of a timeline (what the driver does); fewer seconds are not steady. */
    public Judgement judgeLatest(List<Long> timeline) {
        if (timeline.size() < windowSeconds) {
            return Judgement.unjudged(timeline.size(), batchSeconds, 0, maxRelativeChange, maxCv);
        }
        return judge(timeline.subList(timeline.size() - windowSeconds, timeline.size()));
    }

    /** Judges all the whole batches of {@code seconds} (what the harness does with a measured window). */
    public Judgement judge(List<Long> seconds) {
        BatchMeans batches = BatchMeans.of(seconds, batchSeconds);
        if (batches == null || !(batches.mean() > 0)) {
            return Judgement.unjudged(seconds.size(), batchSeconds, batches == null ? 0 : batches.mean(), maxRelativeChange, maxCv);
        }
        return Judgement.of(batches, Math.max(maxRelativeChange, 2 * batches.countingChangeNoise()),
                Math.max(maxCv, 2 * batches.countingCvNoise()), negligibleChange);
    }

    /** "OK rate over the last 15 s in 3 s batches: change within 5% (a significant one within 2%), batch means' CV within 4%". */
    public String describe() {
        return String.format(Locale.ROOT, "OK rate over the last %d s in %d s batches: change within %.0f%% (a significant one "
                + "within %.0f%%), batch means' CV within %.0f%%", windowSeconds, batchSeconds, 100 * maxRelativeChange,
                100 * negligibleChange, 100 * maxCv);
    }
}
