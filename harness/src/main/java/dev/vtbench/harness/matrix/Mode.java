package dev.vtbench.harness.matrix;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A threading mode as a runtime declares it (images/NAME/runtime.properties: "pool virtual fixed"). Modes are
 * open-ended, so this is a value, not an enum; by convention the one named "virtual" and its variants
 * ("virtual-par2", see {@link ModeVariants}) run requests on virtual threads and every other one on platform threads.
 * Written to results as its bare name.
 *
 * <p>A mode listed twice in a matrix ({@code modes = pool pool}) makes its second a twin, "pool-twin": the same server
 * in the same mode, measured as a mode of its own, so that the verdict compares the mode with itself (an A/A
 * calibration, which must find no difference). A twin runs its {@link #base()}.
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

    /** What a twin's name ends with. */
    public static final String TWIN = "-twin";

    /** Whether it runs requests on virtual threads: "virtual", a variant of it ("virtual-par2"), or a twin of either. */
    public boolean isVirtual() {
        Mode base = base();
        return base.equals(VIRTUAL) || base.name.startsWith(VIRTUAL.name + "-");
    }

    /** Whether it is the twin of another mode (an A/A calibration's second of the same mode). */
    public boolean isTwin() {
        return name.endsWith(TWIN) && name.length() > TWIN.length();
    }

    /** The mode its server runs: itself, or for a twin the mode it is the twin of. */
    public Mode base() {
        return isTwin() ? new Mode(name.substring(0, name.length() - TWIN.length())) : this;
    }

    /** Its twin: the same mode measured again as a mode of its own. */
    public Mode twin() {
        if (isTwin()) {
            throw new IllegalArgumentException(name + " is a twin already: a mode is listed at most twice");
        }
        return new Mode(name + TWIN);
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
