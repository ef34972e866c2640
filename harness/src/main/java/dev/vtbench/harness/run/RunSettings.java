package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.engine.Topology;
import dev.vtbench.harness.matrix.RoundsPlan;

/** How many rounds a run measures (each a server of every mode of a group), where its images come from, and which engines run its parts. */
public record RunSettings(RoundsPlan rounds, ImageSource source, Topology topology) {

    /** A fixed number of rounds: every cell repeated {@code repetitions} times. */
    public RunSettings(int repetitions, ImageSource source, Topology topology) {
        this(fixed(repetitions), source, topology);
    }

    /** Everything on the harness's own engine, the driver a local process: a run without a topology file. */
    public RunSettings(int repetitions, ImageSource source) {
        this(repetitions, source, Topology.local());
    }

    /** The most repetitions a cell gets: one per round. */
    public int repetitions() {
        return rounds.max();
    }

    /** The same settings, repeated {@code times} per cell. */
    public RunSettings withRepetitions(int times) {
        return new RunSettings(times, source, topology);
    }

    private static RoundsPlan fixed(int repetitions) {
        if (repetitions < 1 || repetitions > 100) {
            throw new IllegalArgumentException("repetitions = " + repetitions + " is out of range (expected 1..100)");
        }
        return RoundsPlan.fixed(repetitions);
    }
}
