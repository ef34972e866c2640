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

    /** The next phase starts now: what came between (another cell's load on the same server) is none of this clock's. */
    void restart() {
        last = System.nanoTime();
    }

    Map<String, Double> seconds() {
        return Map.copyOf(seconds);
    }
}
