package dev.vtbench.harness.matrix;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A threading mode as a runtime declares it (images/NAME/runtime.properties: "pool virtual fixed"). Modes are
 * open-ended, so this is a value, not an enum; by convention the one named "virtual" and its variants
 * ("virtual-par2", see {@link ModeVariants}) run requests on virtual threads and every other one on platform threads.
 * Written to results as its bare name.
 */
public record Mode(@JsonValue String name) implements Comparable<Mode> {
    public static final Mode VIRTUAL = new Mode("virtual");
    /** The bounded pool of platform threads every vtbench runtime has. */
    public static final Mode POOL = new Mode("pool");

    public Mode {
        if (name == null || name.isBlank() || name.contains("/")) {
            throw new IllegalArgumentException("threading mode '" + name + "' is not a mode name (expected a word such as pool or virtual)");
        }
    }

    @JsonCreator
    public static Mode of(String name) {
        return new Mode(name);
    }

    /** Whether it runs requests on virtual threads: "virtual", or a variant of it ("virtual-par2"). */
    public boolean isVirtual() {
        return equals(VIRTUAL) || name.startsWith(VIRTUAL.name + "-");
    }

    @Override
    public int compareTo(Mode other) {
        return name.compareTo(other.name);
    }

    /** The bare name, so that a mode reads in a message or a table as it does in a matrix file. */
    @Override
    public String toString() {
        return name;
    }
}
