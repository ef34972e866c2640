package dev.vtbench.harness.service;

import dev.vtbench.harness.verify.Check;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.nio.file.Path;

/**
 * How many virtual threads a service's JVM started while it served a probe of {@code probeRequests} requests,
 * counted from a flight recording of {@code jdk.VirtualThreadStart} events taken over the probe alone: the proof
 * of the thread kind when the service cannot say which thread it runs on. The probe sends each request on a
 * connection of its own ({@link ProbeRequests}), so a server on virtual threads starts at least one per request
 * (Tomcat may start a second for the connection's close); at least half is asked for, leaving room for a server
 * that serves some requests on a thread it already has. One on a pool starts none, or a few for work of its own,
 * hence fewer than a tenth; between the two the kind is mixed, and refused either way.
 */
public record VirtualThreadStarts(int probeRequests, long started) {
    static final String EVENT = "jdk.VirtualThreadStart";

    /** Counts the {@value #EVENT} events of {@code recording} (a .jfr file). */
    public static VirtualThreadStarts count(int probeRequests, Path recording) throws IOException {
        long started = 0;
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                started += file.readEvent().getEventType().getName().equals(EVENT) ? 1 : 0;
            }
        }
        return new VirtualThreadStarts(probeRequests, started);
    }

    /** Virtual: at least half the probe requests started a virtual thread. Platform: fewer than a tenth did. */
    public boolean showsKind(boolean virtualExpected) {
        return virtualExpected ? virtual() : platform();
    }

    private boolean virtual() {
        return started * 2 >= probeRequests;
    }

    private boolean platform() {
        return started * 10 < probeRequests;
    }

    /** The check: the counts, how they were taken, and what they show. */
    public Check check(boolean virtualExpected) {
        String seen = probeRequests + " probe requests started " + started + " virtual threads (JFR " + EVENT
                + ", a recording started for the probe): " + (virtual() ? "requests run on virtual threads"
                : platform() ? "requests run on platform threads" : "some requests run on virtual threads, others not");
        String what = virtualExpected
                ? "requests run on virtual threads (virtual threads started for at least half the probe requests)"
                : "requests run on platform threads (fewer virtual threads started than a tenth of the probe requests)";
        // What was seen belongs in the check's own words, passed or not: the counts are the proof a reader asks for.
        return new Check(what + ": " + seen, showsKind(virtualExpected), seen);
    }
}
