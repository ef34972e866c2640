package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.ImageSource;

/** How often every cell of a run is repeated, and where its images come from. */
public record RunSettings(int repetitions, ImageSource source) {
    public RunSettings {
        if (repetitions < 1 || repetitions > 100) {
            throw new IllegalArgumentException("repetitions = " + repetitions + " is out of range (expected 1..100)");
        }
    }
}
