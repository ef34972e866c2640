package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.load.LoadSpec;

/** How every cell of a run is loaded and repeated, and where its images come from. */
public record RunSettings(LoadSpec load, int repetitions, ImageSource source) {
    public RunSettings {
        if (repetitions < 1 || repetitions > 100) {
            throw new IllegalArgumentException("repetitions = " + repetitions + " is out of range (expected 1..100)");
        }
    }
}
