package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Flag;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A runtime's virtual-thread cell beside one of its platform-thread cells under the same JVM, CPU profile, scenario
 * and load: the unit every matrix study compares. A ratio exists only when both cells are trusted (measured, steady,
 * no disqualifying flag), so no study can turn a driver's limit or an unsteady rate into a finding.
 */
record ModePair(CellResult virtual, CellResult baseline) {
    /** Every virtual cell paired with each platform-thread mode of its runtime measured under the same conditions. */
    static List<ModePair> of(List<CellResult> cells) {
        List<CellResult> measured = cells.stream().filter(c -> c.status() == CellStatus.MEASURED).toList();
        List<ModePair> pairs = new ArrayList<>();
        for (CellResult virtual : measured.stream().filter(c -> c.context().mode().isVirtual()).toList()) {
            measured.stream().filter(c -> !c.context().mode().isVirtual() && sameConditions(c.context(), virtual.context()))
                    .sorted(Comparator.comparing(c -> c.context().mode()))
                    .forEach(baseline -> pairs.add(new ModePair(virtual, baseline)));
        }
        return pairs;
    }

    private static boolean sameConditions(CellContext a, CellContext b) {
        return a.runtime().equals(b.runtime()) && a.profile().equals(b.profile()) && a.jvm().equals(b.jvm())
                && a.scenario().equals(b.scenario()) && a.users() == b.users() && a.rate() == b.rate()
                && java.util.Objects.equals(a.simulation(), b.simulation());
    }

    /** Virtual throughput over the baseline's, medians of the repetitions; empty unless both cells are trusted. */
    Optional<Double> ratio() {
        return virtual.trusted() && baseline.trusted()
                ? Optional.of(virtual.throughput().median() / baseline.throughput().median()) : Optional.empty();
    }

    /**
     * Virtual CPU per request over the baseline's, medians of the repetitions; empty unless both cells are trusted for
     * that figure. It holds where the capacity ratio may not: a driver-bound cell's cost is still the server's own.
     */
    Optional<Double> cpuPerRequestRatio() {
        return virtual.trustedFor(Figure.CPU_PER_REQUEST) && baseline.trustedFor(Figure.CPU_PER_REQUEST)
                ? Optional.of(virtual.cpuMicrosPerRequest().median() / baseline.cpuMicrosPerRequest().median()) : Optional.empty();
    }

    /** The CPU-per-request ratio as a table shows it ("1.28x"), or "not comparable". */
    String cpuPerRequestRatioText() {
        return cpuPerRequestRatio().map(StudyFormat::ratio).orElse("not comparable");
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
