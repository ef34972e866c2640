package dev.vtbench.gatling.schema;

import java.time.Instant;
import java.util.Locale;

/**
 * The small file through which the harness tells a driver whether the server's JIT compiler is quiet: the second
 * condition of every window a driver opens, the first being its own steady rate. The harness watches the server JVM's
 * compiler threads (which the driver, on other cores and maybe another machine, cannot see) and rewrites the file twice
 * a second; the driver reads it at each judgement. One definition, read and written by both sides; it starts with its
 * name and version, so a file of another shape is refused by name rather than misread.
 *
 * <p>A reading older than {@link #STALE_AFTER_MILLIS} counts as busy: a harness that stopped writing cannot vouch for the
 * JIT. {@code unobservable} (the compiler threads cannot be read) lets windows open on the rate alone, which the
 * harness records for each window.
 */
public final class JitStateFile {
    /** The simulation property naming the file; without it a driver opens its windows on its rate alone. */
    public static final String PROPERTY = "vtbench.jit.stateFile";
    /** How old a reading may be before it no longer counts. */
    public static final long STALE_AFTER_MILLIS = 3_000;

    private static final String HEADER = "vtbench-jit-state 1";

    private JitStateFile() {}

    /** The JIT's state as the harness last judged it. */
    public enum State {
        QUIET, BUSY, UNOBSERVABLE;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** One reading: when the harness judged, and what. */
    public record Reading(Instant readAt, State state) {
        /** Whether a window may open at {@code now}: quiet (or unobservable) and fresh. */
        public boolean allowsWindowAt(Instant now) {
            return state != State.BUSY && now.toEpochMilli() - readAt.toEpochMilli() <= STALE_AFTER_MILLIS;
        }

        public String format() {
            return HEADER + "\nreadAt " + readAt + "\nstate " + state.word() + "\n";
        }
    }

    /** The reading a file holds; a file cut short, or of another shape, is refused (the driver reads it again). */
    public static Reading parse(String text) {
        String[] lines = text.split("\n", -1);
        if (lines.length != 4 || !lines[0].equals(HEADER) || !lines[3].isEmpty() || !lines[1].startsWith("readAt ")
                || !lines[2].startsWith("state ")) {
            throw new IllegalArgumentException("not a whole '" + HEADER + "' file (" + text.length() + " characters)");
        }
        return new Reading(Instant.parse(lines[1].substring("readAt ".length())),
                State.valueOf(lines[2].substring("state ".length()).toUpperCase(Locale.ROOT)));
    }
}
