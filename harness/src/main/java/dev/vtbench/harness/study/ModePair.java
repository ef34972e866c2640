package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellPair;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Flag;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A runtime's virtual-thread cell beside one of its platform-thread cells under the same JVM, CPU profile, scenario
 * and load: the unit every matrix study compares, as the studies word it. The pairing and the rule that a ratio needs
 * both cells trusted are {@link CellPair}'s, shared with the page and {@code compare} (the verdict and the gates read
 * theirs through {@code verdict.VerdictInputs}, by the same flags).
 */
record ModePair(CellResult virtual, CellResult baseline) {
    /** Every virtual cell paired with each platform-thread mode of its runtime measured under the same conditions. */
    static List<ModePair> of(List<CellResult> cells) {
        return CellPair.byMode(cells).stream().map(pair -> new ModePair(pair.subject(), pair.baseline())).toList();
    }

    /**
     * One section per heading the pairs share ("cpu-1, plain-jdk"), in the order the pairs first give it, each made of
     * its pairs by {@code section}: how a matrix study lays out its report.
     */
    static List<StudySection> sections(List<ModePair> pairs, Function<ModePair, String> heading,
                                       BiFunction<String, List<ModePair>, StudySection> section) {
        Map<String, List<ModePair>> byHeading = new LinkedHashMap<>();
        pairs.forEach(pair -> byHeading.computeIfAbsent(heading.apply(pair), title -> new ArrayList<>()).add(pair));
        return byHeading.entrySet().stream().map(rows -> section.apply(rows.getKey(), rows.getValue())).toList();
    }

    /** Virtual throughput over the baseline's, medians of the repetitions; empty unless both cells are trusted. */
    Optional<Double> ratio() {
        return pair().ratio(Figure.CAPACITY);
    }

    /**
     * Virtual CPU per request over the baseline's, medians of the repetitions; empty unless both cells are trusted for
     * that figure. It holds where the capacity ratio may not: a driver-bound cell's cost is still the server's own.
     */
    Optional<Double> cpuPerRequestRatio() {
        return pair().ratio(Figure.CPU_PER_REQUEST);
    }

    private CellPair pair() {
        return new CellPair(virtual, baseline);
    }

    /** The CPU-per-request ratio as a table holds it ("1.28x"), or "not comparable". */
    StudyFigure cpuPerRequestRatioFigure() {
        return StudyFigure.ratio(cpuPerRequestRatio());
    }

    /** Whether the two spreads [min-max] do not overlap: the difference is beyond the repetitions' own variation. */
    boolean beyondSpread() {
        return virtual.throughput().max() < baseline.throughput().min() || virtual.throughput().min() > baseline.throughput().max();
    }

    /** "(within the repetitions' spread)" when the difference is not beyond it, else nothing. */
    String spreadNote() {
        return beyondSpread() ? "" : " (within the repetitions' spread)";
    }

    CellContext context() {
        return baseline.context();
    }

    /** Why no ratio: which of the two cells has no figure or which flags disqualify it. */
    String untrustedBecause() {
        return untrustedBecause(Flag::disqualifies);
    }

    /** Why not compared, for a study whose figure only these flags disqualify (a ramp's time to 90% ignores the rate's CV). */
    String untrustedBecause(Predicate<Flag> disqualifies) {
        List<String> reasons = new ArrayList<>();
        for (CellResult cell : List.of(baseline, virtual)) {
            List<String> codes = cell.flags().stream().filter(disqualifies).map(Flag::code).distinct().toList();
            if (cell.throughput().isMissing()) {
                reasons.add(cell.context().mode() + " has no figure");
            } else if (!codes.isEmpty()) {
                reasons.add(cell.context().mode() + " is flagged " + String.join(" ", codes));
            }
        }
        return String.join(", ", reasons);
    }
}
