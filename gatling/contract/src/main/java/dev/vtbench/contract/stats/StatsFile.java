package dev.vtbench.contract.stats;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Reads and writes the driver's {@code stats.json} ({@link DriverStats}): the one place its JSON is turned into
 * records and back, for the driver that writes it and the harness that reads it.
 */
public final class StatsFile {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            // A reader keeps working when fields are added; each part is read from the same object, so the others'
            // fields are unknown to it.
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private StatsFile() {
    }

    /**
     * Writes to a temporary file and renames it, so a reader never sees half a file, even if the
     * driver dies while writing.
     */
    public static void write(DriverStats stats, Path file) throws IOException {
        Path absolute = file.toAbsolutePath();
        Files.createDirectories(absolute.getParent());
        Path partial = Files.createTempFile(absolute.getParent(), absolute.getFileName().toString(), ".partial");
        try {
            JSON.writeValue(partial.toFile(), stats);
            Files.move(partial, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /** For a simulation's after(), which cannot throw checked exceptions. */
    public static void writeOrFail(DriverStats stats, Path file) {
        try {
            write(stats, file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /**
     * Reads a stats file of this version or of version 1 (no {@code schemaVersion}: the same fields, each one added
     * since then absent, so {@code null} or empty). A newer file is refused by name rather than misread.
     */
    public static DriverStats read(Path file) throws IOException {
        JsonNode root = JSON.readTree(file.toFile());
        if (root == null || !root.isObject()) {
            throw new IOException(file + " is not a stats JSON object");
        }
        int version = root.hasNonNull("schemaVersion") ? root.get("schemaVersion").asInt() : 1;
        if (version < 1 || version > DriverStats.VERSION) {
            throw new IOException(file + " has schemaVersion " + version + ", but this vtbench reads stats.json versions 1 to "
                    + DriverStats.VERSION + ": run the harness built with the driver that wrote it");
        }
        return new DriverStats(
                root.hasNonNull("$schema") ? root.get("$schema").asText() : null,
                version,
                JSON.treeToValue(root, SimulationStats.class),
                root.has("objective") || root.has("steps") ? JSON.treeToValue(root, RateSearchFigures.class) : null,
                root.has("rampSeconds") || root.has("peakThroughputPerSecond")
                        ? JSON.treeToValue(root, RampUpFigures.class) : null,
                root.has("loadSteps") ? JSON.treeToValue(root, EqualLoadFigures.class) : null);
    }
}
