package dev.vtbench.gatling.schema;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The two small files through which several driver containers share one measured window (a coordinated window):
 * each driver writes its OK requests per whole second, and the harness, once the drivers' summed rate is steady,
 * writes the wall-clock instant at which every driver opens its window. One definition of both files, read and
 * written by the driver (gatling) and by the harness alike; each starts with its name and version, so that a file of
 * another shape is refused by name rather than misread.
 *
 * <p>Both live in the folder that {@value #FOLDER_PROPERTY} names, in the driver container's own layer (not a tmpfs:
 * the engine's archive endpoint, which the harness reads and writes them through, cannot see a tmpfs).
 */
public final class CoordinatedWindowFiles {
    /** The simulation property naming the folder; without it a driver waiting for a steady rate judges its own. */
    public static final String FOLDER_PROPERTY = "vtbench.window.coordinationFolder";
    /** The driver's per-second OK counts, replaced (write and rename) each second of its warm-up. */
    public static final String TIMELINE = "warmup-timeline.txt";
    /** The instant every driver opens its window at, written by the harness once. */
    public static final String OPENING = "window-opens-at.txt";

    private static final String TIMELINE_HEADER = "vtbench-warmup-timeline 1";
    private static final String OPENING_HEADER = "vtbench-window-opening 1";

    private CoordinatedWindowFiles() {}

    /**
     * One driver's warm-up so far: the wall-clock instant of its first request and the OK requests it counted in each
     * whole second since then, completed seconds only.
     */
    public record DriverTimeline(Instant startedAt, List<Long> okPerSecond) {
        public DriverTimeline {
            okPerSecond = List.copyOf(okPerSecond);
        }

        /** The file's text: its header, {@code startedAt <ISO instant>}, {@code okPerSecond <n>,<n>,...}. */
        public String format() {
            return TIMELINE_HEADER + "\nstartedAt " + startedAt + "\nokPerSecond "
                    + okPerSecond.stream().map(String::valueOf).collect(Collectors.joining(",")) + "\n";
        }

        public static DriverTimeline parse(String text) {
            String[] lines = lines(text, TIMELINE, TIMELINE_HEADER, 3);
            String counts = field(lines[2], "okPerSecond", TIMELINE);
            return new DriverTimeline(Instant.parse(field(lines[1], "startedAt", TIMELINE)), counts.isEmpty() ? List.of()
                    : Arrays.stream(counts.split(",")).map(Long::valueOf).toList());
        }
    }

    /** The opening file's text for {@code opensAt}. */
    public static String formatOpening(Instant opensAt) {
        return OPENING_HEADER + "\nopensAt " + opensAt + "\n";
    }

    /** The instant an opening file names. A file cut short (still being written) is refused, to be read again. */
    public static Instant parseOpening(String text) {
        return Instant.parse(field(lines(text, OPENING, OPENING_HEADER, 2)[1], "opensAt", OPENING));
    }

    private static String[] lines(String text, String file, String header, int count) {
        String[] lines = text.split("\n", -1);
        if (lines.length < count + 1 || !lines[0].equals(header) || !lines[count].isEmpty()) {
            throw new IllegalArgumentException(file + " is not a whole '" + header + "' file (" + text.length()
                    + " characters): written by another vtbench version, or not yet written to its end");
        }
        return lines;
    }

    private static String field(String line, String name, String file) {
        if (!line.startsWith(name + " ")) {
            throw new IllegalArgumentException(file + " has '" + line + "' where it should have '" + name + " ...'");
        }
        return line.substring(name.length() + 1);
    }
}
