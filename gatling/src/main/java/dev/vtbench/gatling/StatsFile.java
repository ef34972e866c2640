package dev.vtbench.gatling;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Reads and writes the stats JSON of every simulation the same way. */
final class StatsFile {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            // Readers written against this version keep working when fields are added.
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private StatsFile() {
    }

    /**
     * Writes to a temporary file and renames it, so a reader never sees half a file, even if the
     * driver dies while writing.
     */
    static void write(Object stats, Path file) throws IOException {
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
    static void writeOrFail(Object stats, Path file) {
        try {
            write(stats, file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    static <T> T read(Path file, Class<T> type) throws IOException {
        return JSON.readValue(file.toFile(), type);
    }
}
