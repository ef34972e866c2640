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
    public static final String METHOD = "Each ratio is virtual threads' figure over the other mode's, from the counted repetitions (each a "
            + "server JVM of its own, the modes interleaved in rounds) paired by round: the geometric mean of the rounds' ratios, with a "
            + "confidence interval by Student's t on the mean of their logarithms (at the number of rounds with both modes counted, less "
            + "one, degrees of freedom), exponentiated, so that what the machine did to a whole round cancels; for repetitions recorded "
            + "outside rounds, the ratio of the geometric means with Welch's t interval on the difference of the mean logarithms (none "
            + "for a mode with one repetition). "
            + "95% for a run of a fixed number of rounds; for a run that looks after each round, at the confidence "
            + "its look spends of 5% (alpha spending with a Pocock-type function, so that all looks together err at most 5%; the last look "
            + "the rounds or the budget allow spends all that is left). One round with both modes "
            + "counted gives no interval. A difference is called more or less only when its whole interval lies beyond 5% either way, "
            + "the same when it lies within 5%, and no difference detected when it spans 1; a primary figure (capacity, CPU per request at "
            + "each equal-load step) still undecided when its rounds end is inconclusive (the rule is VerdictSentence's, written out in "
            + "docs/verdict.md). Only trusted figures are compared; a capacity limited by the driver is a lower bound and compared only as one.";

    public Verdict {
        comparisons = List.copyOf(comparisons);
    }

    /** The verdict on recorded cells of a run without rounds, through {@link VerdictInputs}. */
    public static Verdict of(List<CellResult> cells) {
        return ofSamples(VerdictInputs.from(cells));
    }

    /** The verdict on recorded cells, each group's intervals at the look its rounds are at ({@code rounds}). */
    public static Verdict of(List<CellResult> cells, RoundsOf rounds) {
        return ofSamples(VerdictInputs.from(cells), rounds);
    }

    /** Virtual threads against each baseline mode of every group of {@code samples} ({@link KeyedPair#byMode}). */
    public static Verdict ofSamples(List<ModeSample> samples) {
        return ofSamples(samples, group -> java.util.Optional.empty());
    }

    /** The same, each group's rounds as {@code rounds} gives them (a run without a record of them: a fixed number). */
    public static Verdict ofSamples(List<ModeSample> samples, RoundsOf rounds) {
        return new Verdict(KeyedPair.byMode(samples, ModeSample::key).stream()
                .map(pair -> rounds.of(pair.virtual().serverGroup())
                        .map(known -> ModeComparison.of(pair.virtual(), pair.baseline(), known))
                        .orElseGet(() -> ModeComparison.of(pair.virtual(), pair.baseline()))).toList());
    }

    /** Where the rounds of each group of a run stand: by its runtime, JVM, CPU profile and scenario. */
    @FunctionalInterface
    public interface RoundsOf {
        java.util.Optional<Rounds> of(String serverGroup);
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
