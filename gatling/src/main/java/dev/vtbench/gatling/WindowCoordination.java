package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.CoordinatedWindowFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A driver's side of a window shared by several drivers: instead of judging its own rate, it publishes its
 * per-second OK counts and opens its window when the harness, which judges the drivers' summed rate, names the
 * instant (see {@link CoordinatedWindowFiles}). Each driver judging itself would open its window when its own rate
 * looked steady, and the drivers' windows need not overlap.
 */
final class WindowCoordination {
    private final Path folder;
    private int publishedSeconds = -1;

    WindowCoordination(Path folder) {
        this.folder = folder;
    }

    /** The coordination named by {@value CoordinatedWindowFiles#FOLDER_PROPERTY}, if any. */
    static Optional<WindowCoordination> fromSystemProperties() {
        String folder = System.getProperty(CoordinatedWindowFiles.FOLDER_PROPERTY, "");
        return folder.isBlank() ? Optional.empty() : Optional.of(new WindowCoordination(Path.of(folder)));
    }

    /**
     * Publishes the completed seconds when there is a new one (written beside and renamed over the file, so that the
     * harness never reads half of it), and returns the opening instant once the harness has written it. A failure to
     * write or read is said in the driver's log and tried again at the next tick: the run still ends at its cap.
     */
    Optional<Instant> exchange(Instant startedAt, List<Long> completedSeconds) {
        try {
            if (completedSeconds.size() != publishedSeconds) {
                Files.createDirectories(folder);
                Path partial = folder.resolve(CoordinatedWindowFiles.TIMELINE + ".partial");
                Files.writeString(partial, new CoordinatedWindowFiles.DriverTimeline(startedAt, completedSeconds).format());
                Files.move(partial, folder.resolve(CoordinatedWindowFiles.TIMELINE), StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.ATOMIC_MOVE);
                publishedSeconds = completedSeconds.size();
            }
            return Optional.of(CoordinatedWindowFiles.parseOpening(Files.readString(folder.resolve(CoordinatedWindowFiles.OPENING))));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            System.err.println("vtbench: coordinated window in " + folder + ": " + e + " (tried again in 200 ms)");
            return Optional.empty();
        }
    }
}
