package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.Repetition;

/**
 * Where a repetition's measured window lies on its timeline, in seconds since the first request: it opened when the
 * rate became steady (or after a fixed warm-up) and lasted the measured seconds. Results written before steady-state
 * detection existed opened it after the cell's fixed warm-up.
 */
record MeasuredWindow(double openedAtSecond, double seconds) {

    /** The window, or null when it never opened (the rate never became steady before the cap). */
    static MeasuredWindow of(Repetition repetition, CellContext context) {
        var steadyState = repetition.load().steadyState();
        if (steadyState == null) {
            return context == null ? null : new MeasuredWindow(context.warmupSeconds(), repetition.load().measuredSeconds());
        }
        if (steadyState.neverSteady() || steadyState.windowOpenedAtSecond() == null) {
            return null;
        }
        return new MeasuredWindow(steadyState.windowOpenedAtSecond(), repetition.load().measuredSeconds());
    }

    double closedAtSecond() {
        return openedAtSecond + seconds;
    }
}
