package dev.vtbench.harness.run;

/**
 * The phases of one repetition, in order: what {@link ServerLife} times (a repetition's {@code phaseSeconds} are keyed
 * by {@link #key()}) and {@link RoundProgress} names. Each has a prior, what it is taken to last until a repetition of the
 * run has measured it, so that the first estimate of the time left needs nothing measured.
 */
enum RepetitionPhase {
    /** A fresh server container, up to its first answer on /health: a JVM's start, longer for an application server. */
    START("start", 5),
    /** Every endpoint checked, then the CPU count and the thread kind: a few requests. */
    VERIFY("verify", 1),
    /**
     * The driver's run. Its prior is only what the plan does not say: the driver's start and report and the server JVM's
     * diagnostics after the window, beyond the warm-up and the window themselves (see {@link PlannedLoad}).
     */
    LOAD("load", 8),
    /** The server container stopped. */
    STOP("stop", 2);

    private final String key;
    private final double priorSeconds;

    RepetitionPhase(String key, double priorSeconds) {
        this.key = key;
        this.priorSeconds = priorSeconds;
    }

    /** "start", "verify", "load", "stop": how progress lines and a repetition's {@code phaseSeconds} name it. */
    String key() {
        return key;
    }

    /** Seconds it is taken to last before any is measured (for the load, beyond its planned warm-up and window). */
    double priorSeconds() {
        return priorSeconds;
    }
}
