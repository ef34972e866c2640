package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.Spread;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * One mode of one runtime at two load levels, all else equal (JVM, CPU profile, scenario): what seed 004's memory
 * finding compares. A change exists only when both cells are trusted (measured, steady, no disqualifying flag), so no
 * memory figure of an unsteady or driver-bound cell becomes a finding.
 */
record LoadStep(CellResult lower, CellResult higher) {

    /** The series a step belongs to: everything but the load. */
    private record Series(String runtime, String jvm, String profile, String scenario, Mode mode) {
        static Series of(CellContext c) {
            return new Series(c.runtime(), c.jvm(), c.profile(), c.scenario(), c.mode());
        }
    }

    /** For each series with two measured levels, its lowest against its highest, in the cells' order. */
    static List<LoadStep> of(List<CellResult> cells) {
        Map<Series, List<CellResult>> series = cells.stream().filter(c -> c.status() == CellStatus.MEASURED)
                .collect(Collectors.groupingBy(c -> Series.of(c.context()), LinkedHashMap::new, Collectors.toList()));
        List<LoadStep> steps = new ArrayList<>();
        series.values().forEach(levels -> {
            CellResult lowest = levels.stream().min(Comparator.comparingInt(c -> c.context().users())).orElseThrow();
            CellResult highest = levels.stream().max(Comparator.comparingInt(c -> c.context().users())).orElseThrow();
            if (lowest.context().users() < highest.context().users()) {
                steps.add(new LoadStep(lowest, highest));
            }
        });
        return steps;
    }

    CellContext context() {
        return lower.context();
    }

    boolean virtual() {
        return context().mode().isVirtual();
    }

    boolean comparable() {
        return lower.trusted() && higher.trusted();
    }

    /** How much more load the higher level offers: users over users, minus one (a closed model's concurrency). */
    double loadIncrease() {
        return (double) higher.context().users() / lower.context().users() - 1;
    }

    /** The throughput's relative change, medians of the repetitions; empty unless both cells are trusted. */
    Optional<Double> throughputChange() {
        return change(CellResult::throughput);
    }

    /** The figure's relative change, medians of the repetitions; empty unless both cells are trusted and have it. */
    Optional<Double> change(MemoryFigure figure) {
        return change(figure::of);
    }

    /** Whether the two levels' [min-max] of this figure do not overlap: a change beyond the repetitions' own variation. */
    boolean beyondSpread(MemoryFigure figure) {
        Spread low = figure.of(lower);
        Spread high = figure.of(higher);
        return high.min() > low.max() || high.max() < low.min();
    }

    /** "+12.3%" or "+0.4% (within the repetitions' spread)"; "not compared" when there is no change. */
    String describeChange(MemoryFigure figure) {
        return change(figure).map(c -> signedPercent(c) + (beyondSpread(figure) ? "" : " (within the repetitions' spread)"))
                .orElse("not compared");
    }

    /** "180 → 198 users". */
    String users() {
        return lower.context().users() + " → " + higher.context().users() + " users";
    }

    /** "180 → 198 users (+10.0%)". */
    String levels() {
        return users() + " (" + signedPercent(loadIncrease()) + ")";
    }

    /** Why no change: which level has no figure or which flags disqualify it. */
    String untrustedBecause() {
        List<String> reasons = new ArrayList<>();
        for (CellResult cell : List.of(lower, higher)) {
            List<String> codes = cell.flags().stream().filter(Flag::disqualifies).map(Flag::code).distinct().toList();
            String level = cell.context().users() + " users";
            if (cell.throughput().isMissing()) {
                reasons.add(level + " has no figure");
            } else if (!codes.isEmpty()) {
                reasons.add(level + " is flagged " + String.join(" ", codes));
            }
        }
        return String.join(", ", reasons);
    }

    static String signedPercent(double fraction) {
        return (fraction >= 0 ? "+" : "") + StudyFormat.percent(fraction);
    }

    private Optional<Double> change(Function<CellResult, Spread> figure) {
        Spread low = figure.apply(lower);
        Spread high = figure.apply(higher);
        return comparable() && !low.isMissing() && !high.isMissing() && low.median() > 0
                ? Optional.of(high.median() / low.median() - 1) : Optional.empty();
    }
}
