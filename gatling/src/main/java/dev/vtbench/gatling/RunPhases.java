package dev.vtbench.gatling;

/**
 * Names the phase of a run that a pass starts in, so that Gatling's own HTML report, which people read beside
 * vtbench's, shows the warm-up and the measured window (or each step) as separate rows instead of one row whose p99
 * and mean mix them: vtbench's figures are the window's alone. {@link TimedPass} puts the name in the session as the
 * pass starts (when its latency starts) and {@link CheckedRequest} names its request by it: "window: GET /hello".
 *
 * <p>By the pass's start, not its completion: Gatling fixes a request's name when it sends it. vtbench counts a
 * request in the window it <em>completes</em> in, so the two differ only by the requests in flight as a window opens
 * or closes.
 */
@FunctionalInterface
interface RunPhases {

    String WARMUP = "warm-up";
    String WINDOW = "window";
    String AFTER_WINDOW = "after window";

    /**
     * The phase {@code nanos} falls in.
     *
     * @param window the run's window at that instant, as its {@link LatencyRecorder} holds it
     */
    String at(MeasurementWindow window, long nanos);

    /**
     * A run with one measured window: warm-up (also while a window that waits for a steady rate is pending), window
     * (both ends included, as {@link MeasurementWindow#contains}), then after window, as users stop.
     */
    static String byWindow(MeasurementWindow window, long nanos) {
        if (window.isPending() || nanos - window.opensAtNanos() < 0) {
            return WARMUP;
        }
        return window.contains(nanos) ? WINDOW : AFTER_WINDOW;
    }

    /** "step 2 (800 req/s)": a step by its number from 1 and the rate it offers, as the stats list it. */
    static String step(int step, int rate) {
        return "step " + (step + 1) + " (" + rate + " req/s)";
    }
}
