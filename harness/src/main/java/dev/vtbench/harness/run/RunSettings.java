package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.engine.Topology;

/** How often every cell of a run is repeated, where its images come from, and which engines run its parts. */
public record RunSettings(int repetitions, ImageSource source, Topology topology) {
    public RunSettings {
        if (repetitions < 1 || repetitions > 100) {
            throw new IllegalArgumentException("repetitions = " + repetitions + " is out of range (expected 1..100)");
        }
    }

    /** Everything on the harness's own engine, the driver a local process: a run without a topology file. */
    public RunSettings(int repetitions, ImageSource source) {
        this(repetitions, source, Topology.local());
    }

    /** The same settings, repeated {@code times} per cell. */
    public RunSettings withRepetitions(int times) {
        return new RunSettings(times, source, topology);
    }
}
