package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.harness.docker.JvmOptions;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * The virtual-thread events of the server's flight recording (see {@link JvmOptions}): how often a virtual
 * thread blocked for 20 ms or more while pinned to its carrier (a monitor held across blocking I/O on JDK 21;
 * JDK 24+ unmounts there, JEP 491), for how long in all, and how often one could not be scheduled at all.
 * Counted in the measured window (by the events' start) and over the whole recording (start-up, warm-up
 * and verification included). -1 (NaN) where unknown, with the reason in {@code unknown}.
 */
public record VirtualThreadEvents(long pinned, double pinnedSeconds, double pinnedMaxSeconds, long submitFailed,
                                  long pinnedInRecording, long submitFailedInRecording, String unknown) {

    static final String PINNED = "jdk.VirtualThreadPinned";
    static final String SUBMIT_FAILED = "jdk.VirtualThreadSubmitFailed";

    public static VirtualThreadEvents unknown(String reason) {
        return new VirtualThreadEvents(-1, Double.NaN, Double.NaN, -1, -1, -1, reason);
    }

    /** Counts the events of {@code recording} (a .jfr file), those starting in [from, to] apart. */
    public static VirtualThreadEvents count(Path recording, Instant from, Instant to) throws IOException {
        long pinned = 0;
        Duration pinnedTime = Duration.ZERO;
        Duration longest = Duration.ZERO;
        long submitFailed = 0;
        long pinnedInRecording = 0;
        long submitFailedInRecording = 0;
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                RecordedEvent event = file.readEvent();
                String type = event.getEventType().getName();
                boolean inWindow = !event.getStartTime().isBefore(from) && !event.getStartTime().isAfter(to);
                if (type.equals(PINNED)) {
                    pinnedInRecording++;
                    if (inWindow) {
                        pinned++;
                        pinnedTime = pinnedTime.plus(event.getDuration());
                        longest = event.getDuration().compareTo(longest) > 0 ? event.getDuration() : longest;
                    }
                } else if (type.equals(SUBMIT_FAILED)) {
                    submitFailedInRecording++;
                    submitFailed += inWindow ? 1 : 0;
                }
            }
        }
        return new VirtualThreadEvents(pinned, pinnedTime.toNanos() / 1e9, longest.toNanos() / 1e9, submitFailed,
                pinnedInRecording, submitFailedInRecording, "");
    }
}
