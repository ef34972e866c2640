package dev.vtbench.harness.gate;

import dev.vtbench.harness.result.Spread;
import dev.vtbench.harness.verdict.VerdictMetric;

import java.util.Locale;

/**
 * What a gate found for one pair of cells, the same runtime, JVM, scenario and load in its two modes: the ratio of the
 * medians of the gate's figure, or why it could not be taken.
 */
public sealed interface PairVerdict {

    /** What the two cells share: "plain-jdk/temurin-25/io/c400". */
    String pair();

    /** Whether the pair meets the gate: never for a pair that could not be judged. */
    boolean holds();

    /** One line in words, for the console and (escaped) for Markdown. */
    String describe(RegressionGate gate);

    /**
     * A pair whose two cells were measured, steady and trusted for the gate's figure.
     *
     * @param model the workload model the figures come from: "closed model, 400 users" or "open model, 2000 req/s offered"
     * @param mode the figure of the gate's mode across its repetitions (req/s for capacity)
     * @param baseline the same of its baseline mode
     * @param metric the figure, for its unit
     */
    record Judged(String pair, String model, Spread mode, Spread baseline, boolean holds, VerdictMetric metric) implements PairVerdict {

        /** A capacity pair, as every pair was before a gate could name another figure. */
        public Judged(String pair, String model, Spread mode, Spread baseline, boolean holds) {
            this(pair, model, mode, baseline, holds, VerdictMetric.CAPACITY);
        }

        /** The gate's ratio: the medians'. */
        public double ratio() {
            return mode.median() / baseline.median();
        }

        /** The least ratio the spreads allow, the mode's least over the baseline's greatest: the worst for capacity. */
        public double pessimistic() {
            return mode.min() / baseline.max();
        }

        /** The greatest ratio the spreads allow: the mode's greatest over the baseline's least. */
        public double optimistic() {
            return mode.max() / baseline.min();
        }

        @Override
        public String describe(RegressionGate gate) {
            String verdict = holds ? "holds (" + gate.requirement() + ")" : "FAILS (needs " + gate.requirement() + ")";
            // The bound decides differently at the two ends of the spreads: a run within the repetitions' own spread could flip it.
            boolean close = gate.holds(pessimistic()) != gate.holds(optimistic());
            return String.format(Locale.ROOT, "%s (%s): %s = %.2f (medians %s), %.2f - %.2f from the spreads "
                            + "(least / greatest, greatest / least): %s%s", pair, model, gate.subject(), ratio(),
                    metric.valuesText(mode.median(), baseline.median()), pessimistic(), optimistic(), verdict,
                    close ? "; the bound lies within the spread, so another run may decide otherwise" : "");
        }
    }

    /** A pair that cannot be judged (a cell missing, not measured, not steady or not trusted): it fails the gate. */
    record Unjudged(String pair, String reason) implements PairVerdict {

        @Override
        public boolean holds() {
            return false;
        }

        @Override
        public String describe(RegressionGate gate) {
            return pair + ": cannot be judged: " + reason;
        }
    }
}
