package dev.vtbench.harness.gate;

import dev.vtbench.harness.result.Spread;

import java.util.Locale;

/**
 * What a gate found for one pair of cells, the same runtime, JVM, scenario and load in its two modes: their ratio, or
 * why it could not be taken.
 */
public sealed interface PairVerdict {

    /** What the two cells share: "plain-jdk/temurin-25/io/c400". */
    String pair();

    /** Whether the pair meets the gate: never for a pair that could not be judged. */
    boolean holds();

    /** One line in words, for the console and (escaped) for Markdown. */
    String describe(RegressionGate gate);

    /**
     * A pair whose two cells were measured, steady and trusted.
     *
     * @param model the workload model the throughputs come from: "closed model, 400 users" or "open model, 2000 req/s offered"
     * @param mode the throughput (req/s) of the gate's mode across its repetitions
     * @param baseline the same of its baseline mode
     */
    record Judged(String pair, String model, Spread mode, Spread baseline, boolean holds) implements PairVerdict {

        /** The gate's ratio: the medians'. */
        public double ratio() {
            return mode.median() / baseline.median();
        }

        /** The ratio at its worst across the repetitions: the mode's least over the baseline's greatest. */
        public double pessimistic() {
            return mode.min() / baseline.max();
        }

        /** The ratio at its best: the mode's greatest over the baseline's least. */
        public double optimistic() {
            return mode.max() / baseline.min();
        }

        @Override
        public String describe(RegressionGate gate) {
            String verdict = holds ? "holds (" + gate.requirement() + ")" : "FAILS (needs " + gate.requirement() + ")";
            boolean close = pessimistic() < gate.bound() && optimistic() >= gate.bound();
            return String.format(Locale.ROOT, "%s (%s): %s = %.2f (medians %.0f / %.0f req/s), %.2f - %.2f from the spreads "
                            + "(least / greatest, greatest / least): %s%s", pair, model, gate.ratioName(), ratio(), mode.median(),
                    baseline.median(), pessimistic(), optimistic(), verdict,
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
