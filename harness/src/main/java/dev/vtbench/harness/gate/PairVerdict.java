package dev.vtbench.harness.gate;

import dev.vtbench.harness.result.RatioInterval;
import dev.vtbench.harness.verdict.LookSchedule;

import java.util.Locale;

/**
 * What a gate found for one pair of cells, the same runtime, JVM, scenario and load in its two modes: the verdict's
 * ratio of the gate's figure, or why it could not be taken.
 */
public sealed interface PairVerdict {

    /** What the two cells share: "plain-jdk/temurin-25/io/c400". */
    String pair();

    /** Whether the pair meets the gate: never for a pair that could not be judged. */
    boolean holds();

    /** One line in words, for the console and (escaped) for Markdown. */
    String describe(RegressionGate gate);

    /**
     * A pair the verdict compared on the gate's figure: its ratio and interval are the verdict's own finding, read
     * through the same code ({@code verdict.ModeComparison}), so that a gate and the verdict never disagree on a figure.
     *
     * @param model the workload model the figures come from: "closed model, 400 users" or "open model, 2000 req/s offered"
     * @param figure the figure and where it was measured, as the verdict names it: "CPU per request at 50% load"
     * @param ratio the verdict's ratio of the gate's mode over its baseline (geometric means) with its interval
     * @param holds whether the ratio meets the gate
     */
    record Judged(String pair, String model, String figure, RatioInterval ratio, boolean holds) implements PairVerdict {

        @Override
        public String describe(RegressionGate gate) {
            String verdict = holds ? "holds (" + gate.requirement() + ")" : "FAILS (needs " + gate.requirement() + ")";
            // The bound decides differently at the two ends of the interval: another run could flip it.
            boolean close = ratio.hasInterval() && gate.holds(ratio.lower()) != gate.holds(ratio.upper());
            String interval = ratio.hasInterval() ? String.format(Locale.ROOT, " [%.2f-%.2f], the verdict's %s interval", ratio.lower(),
                    ratio.upper(), LookSchedule.percent(ratio.confidence())) : " (" + ratio.whyNoInterval() + ": no interval)";
            return String.format(Locale.ROOT, "%s (%s): %s, %s = %.2f%s: %s%s", pair, model, figure, gate.subject(), ratio.ratio(),
                    interval, verdict, close ? "; the bound lies within the interval, so another run may decide otherwise" : "");
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
