package dev.vtbench.harness.run;

import java.util.LinkedHashMap;
import java.util.Map;

/** Times the phases of a repetition (start, verify, load, stop), for the harness's own overhead per cell. */
final class PhaseClock {
    private final Map<String, Double> seconds = new LinkedHashMap<>();
    private long last = System.nanoTime();

    /** Ends {@code phase} now; the next phase starts now. */
    void lap(RepetitionPhase phase) {
        long now = System.nanoTime();
        seconds.put(phase.key(), (now - last) / 1e9);
        last = now;
    }

    Map<String, Double> seconds() {
        return Map.copyOf(seconds);
    }
}
