package dev.vtbench.harness.result;

import com.fasterxml.jackson.databind.JsonNode;

import java.nio.file.Path;

/**
 * Which shape of results.json a folder holds: its top-level "format". Format 1 (no "format" key: every folder written
 * before it existed) loads as it is, since format 2 only adds keys; format 3 splits the flag DRIVER_SATURATED into
 * DRIVER_BOUND (the same code, DRV, now only where the server had CPU to spare) and DRIVER_BUSY (DRV+), which a format 2
 * reader would not know, and an older flag loads as DRIVER_BOUND. A folder written by a newer vtbench is refused rather
 * than half read, since its figures may not mean what this version would take them to mean.
 */
public final class ResultsFormat {
    /** The format this version writes; raise it when a key changes meaning or shape, never for a key added. */
    public static final int CURRENT = 3;
    public static final String KEY = "format";
    /**
     * results.json's {@code $schema}: the {@code $id} of docs/schemas/results.schema.json for this format, by which a
     * regression tool (Horreum) recognises the file. The format is results.json's schema version; a folder written
     * before this key has none, and reads by its format as before.
     */
    public static final String SCHEMA = "urn:vtbench:results:" + CURRENT;
    public static final String SCHEMA_KEY = "$schema";
    private static final int BEFORE_THE_KEY = 1;

    private ResultsFormat() {}

    /** The format of {@code file}'s {@code root}, refused (naming the file, the format and the remedy) when newer than {@link #CURRENT}. */
    public static int requireReadable(JsonNode root, Path file) {
        JsonNode format = root.path(KEY);
        if (format.isMissingNode()) {
            return BEFORE_THE_KEY;
        }
        if (!format.canConvertToExactIntegral() || format.asInt() < BEFORE_THE_KEY) {
            throw new IllegalArgumentException(file + " says its format is " + format + ", which no vtbench writes: restore the file "
                    + "from a copy, or delete it and `harness/vtbench run --resume` its folder to rebuild it from cells/*/result.json");
        }
        if (format.asInt() > CURRENT) {
            throw new IllegalArgumentException(file + " was written by a newer vtbench (format " + format.asInt() + "; this one reads "
                    + "formats up to " + CURRENT + "): read it with that version, or `harness/vtbench report` it there");
        }
        return format.asInt();
    }
}
