package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A virtual-thread cell whose scheduler was given {@code parallelism} carriers beside the same runtime's virtual cell
 * with the JVM's default (availableProcessors()), under the same JVM, profile and load: the scheduler study's unit.
 * Like a {@link ModePair}, it has a ratio only when both cells are trusted.
 */
record ParallelismComparison(int parallelism, CellResult cell, CellResult reference) {

    private ModePair pair() {
        return new ModePair(cell, reference);
    }

    /** Throughput at this parallelism over the default's, medians of the repetitions; empty unless both are trusted. */
    Optional<Double> ratio() {
        return pair().ratio();
    }

    /** Whether the two throughput ranges [min-max] do not overlap. */
    boolean beyondSpread() {
        return pair().beyondSpread();
    }

    /** Whether the quota throttled more periods in every repetition at this parallelism than in any at the default. */
    boolean throttlingRose() {
        CpuContention at = CpuContention.of(cell);
        CpuContention byDefault = CpuContention.of(reference);
        return !at.throttledPercent().isMissing() && !byDefault.throttledPercent().isMissing()
                && at.throttledPercent().min() > byDefault.throttledPercent().max();
    }

    /** "parallelism 2: 0.93x the default's throughput (7.0% lower), beyond the repetitions' spread; throttled ...". */
    String finding() {
        String label = "parallelism " + parallelism;
        Optional<Double> ratio = ratio();
        if (ratio.isEmpty()) {
            return label + ": not compared with the default parallelism: " + untrustedBecause();
        }
        double r = ratio.get();
        String change = r < 1 ? StudyFormat.percent(1 - r) + " lower" : StudyFormat.percent(r - 1) + " higher";
        CpuContention at = CpuContention.of(cell);
        CpuContention byDefault = CpuContention.of(reference);
        return label + ": " + StudyFormat.ratio(r) + " the default parallelism's throughput (" + change + "), "
                + (beyondSpread() ? "beyond" : "within") + " the repetitions' spread; CFS-throttled periods " + at.throttling()
                + " against " + byDefault.throttling() + " at the default" + (throttlingRose() ? ", higher in every repetition" : "");
    }

    private String untrustedBecause() {
        List<String> reasons = new ArrayList<>();
        reasons.add(reason("parallelism " + parallelism, cell));
        reasons.add(reason("the default", reference));
        return String.join(", ", reasons.stream().filter(r -> !r.isEmpty()).toList());
    }

    private static String reason(String which, CellResult cell) {
        if (cell.throughput().isMissing()) {
            return which + " has no figure";
        }
        List<String> codes = cell.flags().stream().filter(Flag::disqualifies).map(Flag::code).distinct().toList();
        return codes.isEmpty() ? "" : which + " is flagged " + String.join(" ", codes);
    }
}
