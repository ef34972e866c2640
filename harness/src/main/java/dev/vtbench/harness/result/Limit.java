package dev.vtbench.harness.result;

/**
 * What limited a window (a repetition's, or the cell's as most of its repetitions had it), with the figures that
 * showed it: "server CPU 98% of its 1-CPU quota".
 */
public record Limit(LimitingFactor factor, String evidence) {

    public Limit {
        factor = factor == null ? LimitingFactor.UNKNOWN : factor;
        evidence = evidence == null ? "" : evidence;
    }

    /** "server CPU (98% of its 1-CPU quota)". */
    public String describe() {
        return evidence.isEmpty() ? factor.label() : factor.label() + " (" + evidence + ")";
    }
}
