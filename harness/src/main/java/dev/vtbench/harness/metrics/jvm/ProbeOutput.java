package dev.vtbench.harness.metrics.jvm;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.function.Consumer;

/**
 * The {@link JvmProbe}'s output turned into samples. The engine delivers it in chunks that need not end at a line (it
 * splits a log line longer than 16 KB, as every "H" line is), so bytes are gathered up to each newline. A round is
 * {@code T <epoch ms>}, then {@code H <base64 of the hsperfdata file>} or {@code E <why there is no JVM to read>},
 * then {@code S <voluntary> <involuntary> <tasks>}, which closes the sample.
 */
public final class ProbeOutput {
    private final Consumer<JvmSampler.Sample> samples;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private long wallMillis = -1;
    private JvmCounters counters;
    private JitTime jit;
    private final JitClock jitClock = new JitClock();
    private volatile String whyNoCounters = "";
    private volatile String whyNoSwitches = "";

    ProbeOutput(Consumer<JvmSampler.Sample> samples) {
        this.samples = samples;
    }

    /** The next chunk of the probe's standard output. */
    public synchronized void accept(byte[] chunk) {
        for (byte b : chunk) {
            if (b == '\n') {
                line(line.toString(StandardCharsets.US_ASCII));
                line.reset();
            } else {
                line.write(b);
            }
        }
    }

    /** Something the probe wrote to its standard error: only a broken script does. */
    public void problem(String text) {
        if (!text.isEmpty()) {
            whyNoSwitches = "the JVM probe failed: " + text;
        }
    }

    void line(String text) {
        int space = text.indexOf(' ');
        String kind = space < 0 ? text : text.substring(0, space);
        String rest = space < 0 ? "" : text.substring(space + 1);
        switch (kind) {
            case "T" -> start(rest);
            case "H" -> counters(rest);
            case "E" -> whyNoCounters = NoJvmFound.describe(rest);
            case "J" -> compilerThreads(rest);
            case "S" -> switches(rest);
            default -> whyNoSwitches = "the JVM probe printed an unexpected line: " + abbreviated(text);
        }
    }

    private void start(String millis) {
        counters = null;
        jit = null;
        try {
            wallMillis = Long.parseLong(millis.strip());
        } catch (NumberFormatException e) {
            wallMillis = -1;
            whyNoSwitches = "the JVM probe printed a time that is no number: " + abbreviated(millis);
        }
    }

    private void counters(String base64) {
        if (wallMillis < 0) {
            return;
        }
        try {
            counters = JvmCounters.of(HsPerfData.parse(ByteBuffer.wrap(unpacked(Base64.getDecoder().decode(base64.strip())))), wallMillis);
        } catch (PerfDataFormatException | IllegalArgumentException | java.io.IOException e) {
            // The JVM exited while its file was read, or this is not HotSpot's format.
            whyNoCounters = "the JVM's hsperfdata file as the probe read it at " + wallMillis + " could not be parsed: " + e.getMessage();
        }
    }

    private void compilerThreads(String fields) {
        if (wallMillis < 0) {
            return;
        }
        try {
            jit = jitClock.add(CompilerThreadTimes.parseProbeLine(fields));
        } catch (IllegalArgumentException e) {
            whyNoSwitches = "the JVM probe printed compiler threads as '" + abbreviated(fields) + "': " + e.getMessage();
        }
    }

    private void switches(String fields) {
        if (wallMillis < 0) {
            return;
        }
        ContextSwitches switches = null;
        String[] numbers = fields.strip().split(" ");
        try {
            if (numbers.length == 3 && Integer.parseInt(numbers[2]) > 0) {
                switches = new ContextSwitches(wallMillis, Long.parseLong(numbers[0]), Long.parseLong(numbers[1]), Integer.parseInt(numbers[2]));
            } else if (numbers.length == 3) {
                whyNoSwitches = "the JVM probe saw no task of the server's: has the server stopped?";
            } else {
                whyNoSwitches = "the JVM probe printed context switches as '" + abbreviated(fields) + "', not three numbers";
            }
        } catch (NumberFormatException e) {
            whyNoSwitches = "the JVM probe printed context switches as '" + abbreviated(fields) + "', not three numbers";
        }
        samples.accept(new JvmSampler.Sample(wallMillis, counters, switches, jit));
        wallMillis = -1;
        counters = null;
        jit = null;
    }

    /** Why the last rounds had no counters ("" if they had). */
    public String whyNoCounters() {
        return whyNoCounters;
    }

    /** Why the last rounds had no context switches ("" if they had). */
    public String whyNoSwitches() {
        return whyNoSwitches;
    }

    private static String abbreviated(String text) {
        return text.length() > 80 ? text.substring(0, 80) + "..." : text;
    }

    /**
     * The hsperfdata bytes, gunzipped where the probe compressed them: mostly zeros and names, 32 KB shrink about
     * fivefold, and every byte goes through the engine's log twice a second. A plain file (older probes) passes as is.
     */
    static byte[] unpacked(byte[] bytes) throws java.io.IOException {
        if (bytes.length < 2 || (bytes[0] & 0xff) != 0x1f || (bytes[1] & 0xff) != 0x8b) {
            return bytes;
        }
        try (var gunzip = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(bytes))) {
            return gunzip.readAllBytes();
        }
    }
}
