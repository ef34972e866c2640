package dev.vtbench.harness.result;

import dev.vtbench.harness.load.SteadyState;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * How long a cell's load took to become steady, across its repetitions, as the summary and the page print it: the
 * median of the repetitions' seconds to steady ("14 s", or "14 s [12 - 17]" when they differ), "fixed 15 s" for a
 * fixed warm-up (nothing was detected: the window simply opened then), or "never (cap 90 s)". A repetition that never
 * became steady has no time to average in, so it is counted instead: "14 s; 1 of 3 never (cap 90 s)".
 *
 * @param seconds the seconds to steady of the repetitions that became steady (none for a fixed warm-up)
 * @param never how many repetitions reached the cap without becoming steady
 * @param capSeconds the longest warm-up allowed (for a fixed warm-up, the warm-up itself)
 * @param fixed whether every repetition had a fixed warm-up
 * @param repetitions how many repetitions this is about (0: nothing was measured)
 */
public record TimeToSteady(Spread seconds, int never, int capSeconds, boolean fixed, int repetitions) {

    public static TimeToSteady of(CellResult cell) {
        List<SteadyState> states = cell.repetitions() == null ? List.of() : cell.repetitions().stream()
                .filter(r -> r.load() != null).map(r -> stateOf(r, cell.context())).filter(Objects::nonNull).toList();
        List<SteadyState> detected = states.stream().filter(s -> !s.fixedWarmup()).toList();
        if (detected.isEmpty()) {
            int warmup = states.stream().mapToInt(SteadyState::minSeconds).max().orElse(0);
            return new TimeToSteady(Spread.of(List.of()), 0, warmup, true, states.size());
        }
        Spread seconds = Spread.of(detected.stream().filter(s -> Boolean.TRUE.equals(s.steady()) && s.secondsToSteady() != null)
                .map(SteadyState::secondsToSteady).toList());
        int never = (int) detected.stream().filter(SteadyState::neverSteady).count();
        int cap = detected.stream().mapToInt(SteadyState::maxSeconds).max().orElse(0);
        return new TimeToSteady(seconds, never, cap, false, detected.size());
    }

    /** Results written before steady-state detection existed had a fixed warm-up: the cell's own. */
    private static SteadyState stateOf(Repetition repetition, CellContext context) {
        if (repetition.load().steadyState() != null) {
            return repetition.load().steadyState();
        }
        return context == null ? null : SteadyState.fixed(context.warmupSeconds());
    }

    /** "14 s", "14 s [12 - 17]", "fixed 15 s", "never (cap 90 s)", "14 s; 1 of 3 never (cap 90 s)", or "-" if nothing ran. */
    public String describe() {
        if (repetitions == 0) {
            return "-";
        }
        if (fixed) {
            return "fixed " + capSeconds + " s";
        }
        String cap = "(cap " + capSeconds + " s)";
        if (seconds.isMissing()) {
            return "never " + cap;
        }
        String median = whole(seconds.median()) + " s" + (seconds.max() > seconds.min()
                ? " [" + whole(seconds.min()) + " - " + whole(seconds.max()) + "]" : "");
        return never == 0 ? median : median + "; " + never + " of " + repetitions + " never " + cap;
    }

    private static String whole(double seconds) {
        return String.format(Locale.ROOT, "%.0f", seconds);
    }
}
