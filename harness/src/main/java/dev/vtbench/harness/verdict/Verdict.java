package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.KeyedPair;

import java.util.List;

/**
 * A run's verdict: for each runtime, JVM, CPU profile, scenario and load, virtual threads against each other mode of
 * that runtime (the pool, and any other platform-thread mode it declares), in the order the run listed them. A group
 * without a virtual-thread sample or without a baseline gives no comparison: there is nothing to set side by side.
 */
public record Verdict(List<ModeComparison> comparisons) {
    /** How every ratio's interval is computed, said once under each rendering of a verdict. */
    public static final String METHOD = "Each ratio is virtual threads' figure over the other mode's: the ratio of the geometric means of "
            + "the repetitions' values, with a 95% confidence interval by Welch's t interval on the difference of the mean logarithms "
            + "(Student's t at the Welch-Satterthwaite degrees of freedom), exponentiated; a mode with one repetition gives no interval. "
            + "A difference is called more or less only when its whole interval lies beyond 5% either way, the same when it lies within "
            + "5%, and no difference detected when it spans 1 (the rule is VerdictSentence's, written out in docs/verdict.md). Only trusted "
            + "figures are compared; a capacity limited by the driver is a lower bound and compared only as one.";

    public Verdict {
        comparisons = List.copyOf(comparisons);
    }

    /** The verdict on recorded cells, through {@link VerdictInputs}. */
    public static Verdict of(List<CellResult> cells) {
        return ofSamples(VerdictInputs.from(cells));
    }

    /** Virtual threads against each baseline mode of every group of {@code samples} ({@link KeyedPair#byMode}). */
    public static Verdict ofSamples(List<ModeSample> samples) {
        return new Verdict(KeyedPair.byMode(samples, ModeSample::key).stream()
                .map(pair -> ModeComparison.of(pair.virtual(), pair.baseline())).toList());
    }

    public boolean isEmpty() {
        return comparisons.isEmpty();
    }

    /** What an empty verdict says instead. */
    public static String none() {
        return "No verdict: the run has no virtual-thread cell beside another mode's cell of the same runtime, JVM, CPU profile, "
                + "scenario and load.";
    }
}
