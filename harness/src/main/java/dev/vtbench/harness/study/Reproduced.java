package dev.vtbench.harness.study;

/** Whether measured cells reproduce a declared claim, by the rule its claim file states. */
public enum Reproduced {
    YES,
    NO,
    /** No pair of cells both trusted for the claim's figure: nothing to hold against the published range. */
    CANNOT_BE_JUDGED
}
