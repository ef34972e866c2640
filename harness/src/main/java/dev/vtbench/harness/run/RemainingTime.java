package dev.vtbench.harness.run;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.load.SteadyState;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.result.Repetition;

import java.util.DoubleSummaryStatistics;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * How long a run still takes, as a range, from the phases its repetitions have measured so far and the plan of what is
 * left. Each repetition left costs its start, verify and stop, each at its mean so far (its prior before one is
 * measured), and its load phase: the fastest to the slowest load phase measured of its {@link LoadKind}, or for a kind not measured
 * yet its {@link PlannedLoad} (warm-up minimum to cap, window and steps, shortest to longest) plus the driver's own
 * seconds beyond them (their mean so far, or the prior). Each cell after the current one adds {@link #CELL_SECONDS}.
 *
 * <p>So the range is widest before anything is measured, is never unknown, and narrows as each kind is measured. It never
 * divides the elapsed time by the cells done: cells differ too much for that, and the images and the driver's AOT cache,
 * built before the first cell, would weigh on every estimate. Images still to build for later cells are not foreseen.
 */
final class RemainingTime {
    /** Per cell, besides its repetitions: its image looked up, its backend started and stopped, its results written. */
    static final double CELL_SECONDS = 5;

    private final Map<RepetitionPhase, DoubleSummaryStatistics> phases = new EnumMap<>(RepetitionPhase.class);
    private final Map<LoadKind, DoubleSummaryStatistics> loads = new HashMap<>();
    private final DoubleSummaryStatistics driverBeyondPlan = new DoubleSummaryStatistics();
    private int measured;

    /** Learns from a repetition of {@code cell} just measured, from the phases' seconds it records. */
    void measured(Cell cell, Repetition repetition) {
        measured(cell, repetition.phaseSeconds(), drivenSeconds(cell, repetition.load()));
    }

    /**
     * Learns from a repetition of {@code cell} just measured: its phases' seconds (keyed by {@link RepetitionPhase#key()}),
     * and of its load phase the seconds its driver reported warming up and measuring, for one load level (else empty).
     */
    void measured(Cell cell, Map<String, Double> phaseSeconds, OptionalDouble warmupAndWindow) {
        measured++;
        for (RepetitionPhase phase : RepetitionPhase.values()) {
            Double seconds = phaseSeconds == null ? null : phaseSeconds.get(phase.key());
            if (seconds == null) {
                continue;
            }
            if (phase == RepetitionPhase.LOAD) {
                loads.computeIfAbsent(LoadKind.of(cell), kind -> new DoubleSummaryStatistics()).accept(seconds);
                warmupAndWindow.ifPresent(driven -> driverBeyondPlan.accept(Math.max(0, seconds - driven)));
            } else {
                phases.computeIfAbsent(phase, any -> new DoubleSummaryStatistics()).accept(seconds);
            }
        }
    }

    /** How many repetitions it has learnt from. */
    int measuredRepetitions() {
        return measured;
    }

    /**
     * What is left when {@code cell} begins {@code phase} of its repetition {@code index} of {@code repetitions} (START of
     * repetition 1 while it is not yet at its repetitions), and the cells {@code after} it are still to run, each
     * {@code repetitionsEach} times. The phase beginning counts whole.
     */
    SecondsRange left(Cell cell, int index, RepetitionPhase phase, int repetitions, List<Cell> after, int repetitionsEach) {
        SecondsRange left = rest(cell, phase).plus(repetition(cell).times(Math.max(0, repetitions - index)));
        for (Cell next : after) {
            left = left.plus(repetition(next).times(repetitionsEach)).plus(SecondsRange.exactly(CELL_SECONDS));
        }
        return left;
    }

    /** The load phase alone of {@code cell}: what a load on a server already running costs. */
    SecondsRange load(Cell cell) {
        return seconds(cell, RepetitionPhase.LOAD);
    }

    /** One whole repetition of {@code cell}, start to stop. */
    SecondsRange repetition(Cell cell) {
        return rest(cell, RepetitionPhase.START);
    }

    /** A repetition of {@code cell} from the beginning of {@code from} to its end. */
    private SecondsRange rest(Cell cell, RepetitionPhase from) {
        SecondsRange rest = SecondsRange.NONE;
        for (RepetitionPhase phase : RepetitionPhase.values()) {
            if (phase.compareTo(from) >= 0) {
                rest = rest.plus(seconds(cell, phase));
            }
        }
        return rest;
    }

    private SecondsRange seconds(Cell cell, RepetitionPhase phase) {
        if (phase != RepetitionPhase.LOAD) {
            DoubleSummaryStatistics timed = phases.get(phase);
            return SecondsRange.exactly(timed == null ? phase.priorSeconds() : timed.getAverage());
        }
        DoubleSummaryStatistics kind = loads.get(LoadKind.of(cell));
        if (kind != null) {
            // The kind's fastest to slowest so far: a warm-up until steady varies from one repetition to the next.
            return new SecondsRange(kind.getMin(), kind.getMax());
        }
        return PlannedLoad.of(cell.load(), driverBeyondPlan.getCount() == 0 ? phase.priorSeconds() : driverBeyondPlan.getAverage());
    }

    /**
     * The seconds from the driver's first request to the end of its window, as it reported them, for one load level;
     * empty for steps, whose seconds are not one warm-up and one window, and for a window that never opened.
     */
    private static OptionalDouble drivenSeconds(Cell cell, LoadResult load) {
        SteadyState steady = load == null ? null : load.steadyState();
        if (!cell.load().simulation().constantLoad() || steady == null || steady.windowOpenedAtSecond() == null) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(steady.windowOpenedAtSecond() + load.measuredSeconds());
    }
}
