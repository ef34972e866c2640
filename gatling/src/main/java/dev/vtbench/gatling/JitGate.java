package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.JitStateFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;

/**
 * A window's second condition, beside a steady rate: the server's JIT compiler quiet, as the harness judges it and
 * writes it to a {@link JitStateFile} (the driver cannot see the server's threads). Without the file's property every
 * window opens on its rate alone, as a driver run by hand does. A file missing, torn or stale keeps windows shut: the
 * run then ends at its cap, not steady, rather than measure the JIT's work. Read from the judging thread only.
 */
final class JitGate {
    private final Path file;
    /** When the current run of quiet judgements began; null while the JIT is busy. */
    private Double quietSinceSecond;

    private JitGate(Path file) {
        this.file = file;
    }

    /** The gate named by {@value JitStateFile#PROPERTY}, or one that is always open. */
    static JitGate fromSystemProperties() {
        String path = System.getProperty(JitStateFile.PROPERTY, "");
        return new JitGate(path.isBlank() ? null : Path.of(path));
    }

    /** A gate that is always open: no harness watches the JIT. */
    static JitGate open() {
        return new JitGate(null);
    }

    /** Whether the harness watches the JIT for this run. */
    boolean watched() {
        return file != null;
    }

    /**
     * Whether a window may open at {@code now}, {@code secondOfRun} seconds into the run. Each judgement that finds the JIT
     * busy forgets when it was last quiet: the time to a quiet JIT is when its last quiet spell began, not a quiet moment
     * before the load made it compile.
     */
    boolean allows(Instant now, double secondOfRun) {
        if (file == null) {
            return true;
        }
        boolean allows = reading().map(reading -> reading.allowsWindowAt(now)).orElse(false);
        if (!allows) {
            quietSinceSecond = null;
        } else if (quietSinceSecond == null) {
            quietSinceSecond = secondOfRun;
        }
        return allows;
    }

    /** Seconds from the run's first request to the start of the JIT's current quiet spell; null while busy, or not watched. */
    Double quietSinceSecond() {
        return quietSinceSecond;
    }

    private Optional<JitStateFile.Reading> reading() {
        try {
            return Optional.of(JitStateFile.parse(Files.readString(file)));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            // Read while the harness renamed a new one over it, or torn: the next judgement reads it again.
            return Optional.empty();
        }
    }
}
