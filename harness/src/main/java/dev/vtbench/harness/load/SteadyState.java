package dev.vtbench.harness.load;

/**
 * How a run's measured window was opened, as the simulation decided it: after a fixed warm-up, or as soon as the
 * per-second OK rate was steady by a stated criterion (after a minimum, before a cap).
 *
 * @param warmup {@code fixed} or {@code until-steady}
 * @param minSeconds the least warm-up (the fixed one, for {@code fixed})
 * @param maxSeconds the cap: a run not steady by then is ended and reported not steady (the fixed one, for {@code fixed})
 * @param steady whether the rate met the criterion before the cap; {@code null} for a fixed warm-up, which the
 *     harness judges afterwards from the window's own timeline
 * @param secondsToSteady seconds from the first request until the rate was steady; {@code null} if it never was,
 *     or for a fixed warm-up
 * @param windowOpenedAtSecond seconds from the first request to the opening of the measured window; {@code null}
 *     if it never opened
 * @param criterion the criterion the rate was held to; {@code null} for a fixed warm-up
 */
public record SteadyState(String warmup, int minSeconds, int maxSeconds, Boolean steady, Double secondsToSteady,
                          Double windowOpenedAtSecond, Criterion criterion) {

    private static final String FIXED = "fixed";

    /** What results written before steady-state detection existed say: a fixed warm-up, judged afterwards. */
    public static SteadyState fixed(int seconds) {
        return new SteadyState(FIXED, seconds, seconds, null, null, (double) seconds, null);
    }

    /**
     * Steady when, over the last {@code windowSeconds} whole seconds, the least-squares line of the OK rate moves
     * by at most {@code maxRelativeChange} of its mean across those seconds, and their coefficient of variation is
     * at most {@code maxCv} (or the counting noise of a low rate, 2/sqrt(mean), if larger).
     */
    public record Criterion(int windowSeconds, double maxRelativeChange, double maxCv) {
        public String describe() {
            return String.format(java.util.Locale.ROOT, "OK rate over the last %d s: trend within %.0f%% and CV within %.0f%%",
                    windowSeconds, 100 * maxRelativeChange, 100 * maxCv);
        }
    }

    /** Whether the window opened after a fixed warm-up rather than on a steady rate. */
    public boolean fixedWarmup() {
        return FIXED.equals(warmup);
    }

    /** True only when the run reached its cap without becoming steady. */
    public boolean neverSteady() {
        return Boolean.FALSE.equals(steady);
    }

    /** The window's first index in a timeline of whole seconds from the first request. */
    public int windowStartSecond() {
        return windowOpenedAtSecond == null ? minSeconds : (int) Math.ceil(windowOpenedAtSecond);
    }
}
