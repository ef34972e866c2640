package dev.vtbench.gatling;

/**
 * Told by a {@link LatencyRecorder} about every request of a run, so that a simulation can record
 * more than the whole-window figures (steps of a rate search, lateness of an open-model schedule,
 * the driver's CPU) without another timing hook in the scenario. Called from Gatling's threads, so
 * implementations must be thread-safe and cheap.
 */
interface RequestObserver {

    /** Once, when the first request of the run starts the run's clock. */
    default void runStarted(MeasurementWindow window) {
    }

    /**
     * Once, when the measured window's opening is decided: right after {@link #runStarted} for a fixed warm-up, when
     * the rate is steady otherwise (never, for a run that was not steady by its cap).
     */
    default void windowOpened(MeasurementWindow window) {
    }

    default void requestStarting(MeasurementWindow window, long startedNanos) {
    }

    default void completedOk(MeasurementWindow window, long startedNanos, long completedNanos) {
    }

    default void completedFailed(MeasurementWindow window, long completedNanos, String kind) {
    }
}
