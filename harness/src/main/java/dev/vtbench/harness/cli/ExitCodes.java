package dev.vtbench.harness.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code harness/vtbench}'s exit code means, for every command: declared once here, where the help's list and the
 * code that returns them read it (a CI job branches on these, so they do not change).
 */
public final class ExitCodes {
    /** Done: every cell measured or skipped with its reason, every gate passed. */
    public static final int DONE = 0;
    /** A cell FAILED (or the results could not be written after some cells were kept in the folder). */
    public static final int CELL_FAILED = 1;
    /** Refused before it started: bad input, or a machine that cannot run it (no Docker engine, another harness running). */
    public static final int REFUSED = 2;
    /** A gate failed or could not be judged; this wins over {@link #CELL_FAILED}. */
    public static final int GATE_FAILED = 3;

    private ExitCodes() {}

    /** The help's "exit codes" list, code to meaning. */
    static Map<String, String> described() {
        Map<String, String> codes = new LinkedHashMap<>();
        codes.put(DONE + "", "done");
        codes.put(CELL_FAILED + "", "a cell FAILED (or a results file could not be written after some cells were)");
        codes.put(REFUSED + "", "refused: bad input, or the machine cannot run it (no Docker engine, another harness running)");
        codes.put(GATE_FAILED + "", "a gate failed or could not be judged (wins over 1)");
        return codes;
    }
}
