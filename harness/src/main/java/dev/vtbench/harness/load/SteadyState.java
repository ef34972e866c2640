package dev.vtbench.harness.load;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.vtbench.gatling.schema.SteadyCriterion;

import java.util.Locale;

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
 * @param coordinatedWindow for several drivers waiting for a steady rate, the one window the harness opened for them
 *     all on their summed rate; {@code null} (and left out of the file) for one driver, a fixed warm-up, or drivers
 *     that were never steady
 * @param secondsToQuietJit seconds from the first request until the server's JIT's last quiet spell began (the window's
 *     second condition); {@code null} if never, where the JIT was not watched, and in results written before it was
 * @param jitWatched whether the window waited for the server's JIT to be quiet; {@code null} where it did not
 */
public record SteadyState(String warmup, int minSeconds, int maxSeconds, Boolean steady, Double secondsToSteady,
                          Double windowOpenedAtSecond, Criterion criterion,
                          @JsonInclude(JsonInclude.Include.NON_NULL) CoordinatedWindow coordinatedWindow,
                          @JsonInclude(JsonInclude.Include.NON_NULL) Double secondsToQuietJit,
                          @JsonInclude(JsonInclude.Include.NON_NULL) Boolean jitWatched) {

    /** One driver's: it judged its own rate. */
    public SteadyState(String warmup, int minSeconds, int maxSeconds, Boolean steady, Double secondsToSteady,
                       Double windowOpenedAtSecond, Criterion criterion) {
        this(warmup, minSeconds, maxSeconds, steady, secondsToSteady, windowOpenedAtSecond, criterion, null, null, null);
    }

    /** Several drivers', whose window the harness opened for them all. */
    public SteadyState(String warmup, int minSeconds, int maxSeconds, Boolean steady, Double secondsToSteady,
                       Double windowOpenedAtSecond, Criterion criterion, CoordinatedWindow coordinatedWindow) {
        this(warmup, minSeconds, maxSeconds, steady, secondsToSteady, windowOpenedAtSecond, criterion, coordinatedWindow, null, null);
    }

    /** Whether the window also waited for the server's JIT to be quiet. */
    public boolean waitedForJit() {
        return Boolean.TRUE.equals(jitWatched);
    }

    /**
     * Why a run that reached its cap never opened its window: its rate never steady, or its JIT still compiling once
     * the rate was; empty for a run whose window opened.
     */
    public java.util.Optional<String> whyNeverSteady() {
        if (!neverSteady()) {
            return java.util.Optional.empty();
        }
        if (secondsToSteady != null && waitedForJit() && secondsToQuietJit == null) {
            return java.util.Optional.of(String.format(Locale.ROOT, "the rate was steady from %.0f s, but the server's JIT was "
                    + "still compiling at the %d s cap", secondsToSteady, maxSeconds));
        }
        return java.util.Optional.of("the OK rate did not meet the criterion (" + (criterion == null ? "?" : criterion.describe())
                + ") within the " + maxSeconds + " s cap");
    }

    private static final String FIXED = "fixed";

    /** What results written before steady-state detection existed say: a fixed warm-up, judged afterwards. */
    public static SteadyState fixed(int seconds) {
        return new SteadyState(FIXED, seconds, seconds, null, null, (double) seconds, null);
    }

    /**
     * The criterion the driver held the rate to, as its stats file recorded it: gatling's {@link SteadyCriterion}
     * (batch means). Results written before batch means have no {@code batchSeconds} nor {@code negligibleChange}
     * (null here, and left out when written again): their rule judged single seconds (trend and CV within their
     * limits over the last {@code windowSeconds}).
     */
    public record Criterion(int windowSeconds, @JsonInclude(JsonInclude.Include.NON_NULL) Integer batchSeconds,
                            double maxRelativeChange, @JsonInclude(JsonInclude.Include.NON_NULL) Double negligibleChange,
                            double maxCv) {

        public static Criterion of(SteadyCriterion criterion) {
            return new Criterion(criterion.windowSeconds(), criterion.batchSeconds(), criterion.maxRelativeChange(),
                    criterion.negligibleChange(), criterion.maxCv());
        }

        /** Whether it is the per-second rule of results written before batch means. */
        public boolean perSecond() {
            return batchSeconds == null;
        }

        /** The criterion to judge a window by: this one, or for the per-second rule of old results today's default. */
        public SteadyCriterion rule() {
            return perSecond() ? SteadyCriterion.DEFAULT
                    : new SteadyCriterion(windowSeconds, batchSeconds, maxRelativeChange, negligibleChange, maxCv);
        }

        public String describe() {
            return perSecond()
                    ? String.format(Locale.ROOT, "OK rate over the last %d s: trend within %.0f%% and CV within %.0f%%",
                            windowSeconds, 100 * maxRelativeChange, 100 * maxCv)
                    : rule().describe();
        }
    }

    /** The criterion a window is judged by: the one the driver held the rate to, or the default for a fixed warm-up. */
    public SteadyCriterion rule() {
        return criterion == null ? SteadyCriterion.DEFAULT : criterion.rule();
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
