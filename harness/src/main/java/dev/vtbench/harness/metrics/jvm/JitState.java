package dev.vtbench.harness.metrics.jvm;

/** What {@link JitQuiet} says of a JVM's JIT compiler at one moment. */
public enum JitState {
    /** Quiet by the rule: a window may open. */
    QUIET,
    /** Compiling, or not watched long enough yet to say otherwise. */
    BUSY,
    /** Its compiler threads cannot be read (no task list, another engine's probe without them): windows open on the rate alone. */
    UNOBSERVABLE
}
