package dev.vtbench.harness.result;

import dev.vtbench.gatling.schema.SteadyCriterion;
import dev.vtbench.harness.load.SteadyState;
import dev.vtbench.harness.metrics.jvm.JvmUse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Which repetitions' windows count in their cell's figures, by one rule, read off the recorded figures (so that a
 * results folder written earlier is judged the same way when it is read again). A window counts when it opened, when
 * its rate did not rise or fall inside it ({@link SteadyCriterion}'s "drifted" reading by its change, for a constant load,
 * at least three batches long), when the server's JIT compiler wanted a CPU at most {@value #MAX_JIT_DEMAND_PERCENT}% of it
 * (summed over its threads: an occasional small compilation passes, a method still being compiled does not), and when the
 * machine was quiet before its server started. Checked in that order; the first that fails is the reason.
 *
 * <p>A trend is a bias (a warm-up not over, something degrading), so its window is left out. A rate that switched
 * between levels inside the window (the other "drifted" reading: batch means scattered beyond their noise) is kept, with a
 * note ({@link #scatter}): its mean is still what the server did, and the rounds' spread, which the verdict's interval
 * reads, is where such noise belongs. Left out, it cost most windows of a machine whose rate moves by 10-20% from one
 * second to the next whatever the server does (seen on a 2-core Intel machine: 6-8% scatter of 2 s means in 9 s windows).
 */
public final class CountedWindows {
    /** The most the JIT compiler may want a CPU through a counted window, summed over its threads, in percent of it. */
    public static final int MAX_JIT_DEMAND_PERCENT = 5;

    private CountedWindows() {}

    /** Each repetition with why it is left out, or with nothing where it counts. */
    static List<Repetition> judged(CellContext context, List<Repetition> repetitions) {
        List<Repetition> judged = new ArrayList<>(repetitions.size());
        for (Repetition repetition : repetitions) {
            LeftOut reason;
            try {
                reason = leftOut(context, repetition).orElse(null);
            } catch (RuntimeException e) {
                // A record this rule cannot read (a bug elsewhere) keeps its window: no figure is dropped for it.
                reason = null;
            }
            judged.add(repetition.withLeftOut(reason));
        }
        return judged;
    }

    /** Why this repetition's window is left out; empty when it counts. */
    static Optional<LeftOut> leftOut(CellContext context, Repetition repetition) {
        if (repetition.load() == null) {
            return Optional.empty();
        }
        SteadyState steadyState = repetition.load().steadyState();
        if (steadyState != null && steadyState.neverSteady()) {
            return Optional.of(new LeftOut(LeftOut.Reason.NEVER_STEADY, "never steady: " + steadyState.whyNeverSteady().orElseThrow()));
        }
        // Equal-load steps are judged one by one (StepFigures.leftOut): their run's window spans every step and ramp.
        boolean steps = !repetition.steps().isEmpty();
        boolean constantLoad = context == null || context.simulation().constantLoad();
        if (constantLoad && !steps) {
            Optional<String> drift = drift(repetition, context);
            if (drift.isPresent()) {
                return Optional.of(new LeftOut(LeftOut.Reason.DRIFTED, drift.get()));
            }
        }
        Optional<String> jit = steps ? Optional.empty() : jitBusy(repetition.jvm());
        if (jit.isPresent()) {
            return Optional.of(new LeftOut(LeftOut.Reason.JIT_BUSY, jit.get()));
        }
        if (!repetition.noise().isEmpty()) {
            return Optional.of(new LeftOut(LeftOut.Reason.NOISE, "the machine was not quiet before its server started: "
                    + String.join("; ", repetition.noise())));
        }
        return Optional.empty();
    }

    /** Why a window whose JIT figures are {@code jvm} was not warm; empty when it was, or when they are unknown. */
    public static Optional<String> jitBusy(JvmUse jvm) {
        double demand = jvm == null ? Double.NaN : jvm.jitDemandShare();
        if (!(demand * 100 > MAX_JIT_DEMAND_PERCENT)) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "the server's JIT compiler worked through the window (on a CPU or waiting "
                + "for one %.1f%% of it, %.2f s of CPU; at most %d%% counts)", 100 * demand, jvm.jitCpuSeconds(), MAX_JIT_DEMAND_PERCENT));
    }

    /**
     * The window judged by the criterion that opened it (gatling's {@link SteadyCriterion}; the default for a fixed
     * warm-up), refused only when it shows a drift its noise does not explain. Rising, the run was still warming up;
     * falling, something degraded (a leak, a full heap, a throttled driver); between levels, something switched back and
     * forth. Judged in batches of a third of the window where the criterion's own are longer, so that every window of
     * the verdict is judged (a window of fewer than six whole seconds is too short to, and passes).
     */
    private static Optional<String> drift(Repetition repetition, CellContext context) {
        SteadyState steadyState = repetition.load().steadyState();
        int windowStart = steadyState == null ? (context == null ? 0 : context.warmupSeconds()) : steadyState.windowStartSecond();
        SteadyCriterion criterion = steadyState == null ? SteadyCriterion.DEFAULT : steadyState.rule();
        List<Long> window = HonestyChecks.window(repetition.load().timelineOkPerSecond(), windowStart);
        SteadyCriterion.Judgement judgement = judgeable(criterion, window.size()).judge(window);
        if (!judgement.drifted() || !judgement.driftedByChange()) {
            return Optional.empty();
        }
        String remedy = !judgement.driftedByChange() ? "see the timeline"
                : judgement.relativeChange() > 0 ? "a longer warm-up is needed"
                : "see the timeline, the server's memory and GC, and the driver";
        return Optional.of("not steady: inside the measured window the rate " + judgement.describeDrift() + "; " + remedy);
    }

    /**
     * Whether a counted window's rate switched between levels inside it (kept, see the class comment), in words for its
     * cell's notes; empty when it did not, or for a load that is not constant.
     */
    static Optional<String> scatter(Repetition repetition, CellContext context) {
        if (repetition.load() == null || !repetition.windowOpened() || !repetition.steps().isEmpty()
                || context != null && !context.simulation().constantLoad()) {
            return Optional.empty();
        }
        SteadyState steadyState = repetition.load().steadyState();
        int windowStart = steadyState == null ? (context == null ? 0 : context.warmupSeconds()) : steadyState.windowStartSecond();
        SteadyCriterion criterion = steadyState == null ? SteadyCriterion.DEFAULT : steadyState.rule();
        List<Long> window = HonestyChecks.window(repetition.load().timelineOkPerSecond(), windowStart);
        SteadyCriterion.Judgement judgement = judgeable(criterion, window.size()).judge(window);
        return judgement.drifted() && !judgement.driftedByChange()
                ? Optional.of("inside its window the rate " + judgement.describeDrift() + ": a noisy figure, kept (its spread across "
                        + "repetitions widens the interval)") : Optional.empty();
    }

    /** The criterion with batches short enough for three to fit in {@code seconds}, at least two seconds each. */
    static SteadyCriterion judgeable(SteadyCriterion criterion, int seconds) {
        int batch = Math.max(2, Math.min(criterion.batchSeconds(), seconds / 3));
        return batch == criterion.batchSeconds() ? criterion : new SteadyCriterion(criterion.windowSeconds(), batch,
                criterion.maxRelativeChange(), criterion.negligibleChange(), criterion.maxCv());
    }
}
