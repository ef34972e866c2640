package dev.vtbench.harness;

import org.opentest4j.TestAbortedException;

/**
 * The one way a test may skip: this machine lacks something no change to vtbench can give it (a Semeru JDK, more cores
 * than a profile needs, a dockerd the test may stop). {@link SkipsAreFailures} turns every other skip into a failure,
 * so that a comparison a test could not make (a cell never steady, say) never passes as "skipped".
 * <pre>{@code
 * MachineCondition.skipUnless(System.getenv("SEMERU_HOME") != null, "a Semeru JDK (set SEMERU_HOME to one)");
 * }</pre>
 */
public final class MachineCondition {
    private MachineCondition() {}

    /**
     * Skips the calling test unless {@code available}; {@code needed} names what the machine lacks, as the report shows
     * it ("skipped: this machine lacks a Semeru JDK (set SEMERU_HOME to one)").
     */
    public static void skipUnless(boolean available, String needed) {
        if (!available) {
            throw new Lacking(needed);
        }
    }

    /** A skip for a machine condition: the only abort {@link SkipsAreFailures} lets through as a skip. */
    static final class Lacking extends TestAbortedException {
        Lacking(String needed) {
            super("this machine lacks " + needed);
        }
    }
}
