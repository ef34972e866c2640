package dev.vtbench.harness.study;

import java.util.Arrays;
import java.util.Locale;

/**
 * How big a study runs: {@code tiny} proves it works (the CI test), {@code default} finishes in minutes on a 2-core
 * machine, {@code full} is the original's scale (array sizes, task counts, iteration counts), however long it takes.
 */
public enum StudyScale {
    TINY, DEFAULT, FULL;

    public static StudyScale parse(String value) {
        return Arrays.stream(values()).filter(scale -> scale.option().equals(value)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown --scale '" + value + "' (expected tiny, default or full)"));
    }

    public String option() {
        return name().toLowerCase(Locale.ROOT);
    }
}
