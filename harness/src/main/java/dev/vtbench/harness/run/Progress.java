package dev.vtbench.harness.run;

import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.result.Repetition;

import java.util.List;
import java.util.function.Supplier;

/**
 * Tells the terminal which cell is in which phase, how long the run has taken and how long it still takes: a range
 * ({@link RemainingTime}) from the phases measured so far and the plan of what is left, with how many repetitions it
 * rests on, so that it narrows as the run goes instead of jumping from cell to cell.
 */
public final class Progress {
    private final List<Cell> plan;
    private final int repetitions;
    private final long start = System.nanoTime();
    private final RemainingTime remaining = new RemainingTime();
    private int done;

    /** Progress through {@code plan}'s cells, run in its order, each repeated {@code repetitions} times. */
    public Progress(List<Cell> plan, int repetitions) {
        this.plan = List.copyOf(plan);
        this.repetitions = repetitions;
    }

    /** {@code cell} begins a phase before its repetitions ("image", "backend"): every repetition of it is still to come. */
    public void phase(Cell cell, String phase) {
        print(cell, phase, () -> remaining.left(cell, 1, RepetitionPhase.START, repetitions, after(), repetitions));
    }

    /** {@code cell} begins {@code phase} of its repetition {@code index} of {@code of}: "start 1/2". */
    void phase(Cell cell, RepetitionPhase phase, int index, int of) {
        print(cell, phase.key() + " " + index + "/" + of, () -> remaining.left(cell, index, phase, of, after(), repetitions));
    }

    /** A repetition of {@code cell} was measured: the seconds of its phases teach the estimate. */
    void measured(Cell cell, Repetition repetition) {
        remaining.measured(cell, repetition);
    }

    public void finished(Cell cell, String outcome) {
        done++;
        System.out.printf("vtbench: [%d/%d] %s: %s%n", done, plan.size(), cell.id(), outcome);
    }

    /** The cells of the plan after the one running. */
    private List<Cell> after() {
        return plan.subList(Math.min(done + 1, plan.size()), plan.size());
    }

    private void print(Cell cell, String phase, Supplier<SecondsRange> left) {
        long elapsed = (System.nanoTime() - start) / 1_000_000_000L;
        System.out.printf("vtbench: [%d/%d] %s: %s (elapsed %d s, %s, from %d of %d repetitions measured)%n", done + 1, plan.size(),
                cell.id(), phase, elapsed, timeLeft(left), remaining.measuredRepetitions(), plan.size() * repetitions);
    }

    /** "about 6-9 min to go"; an estimate that fails says so and why, since a progress line must never stop a measurement. */
    private static String timeLeft(Supplier<SecondsRange> left) {
        try {
            return "about " + left.get().describe() + " to go";
        } catch (RuntimeException e) {
            return "time left not estimated: " + e.getMessage();
        }
    }
}
