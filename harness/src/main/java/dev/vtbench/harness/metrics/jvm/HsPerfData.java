package dev.vtbench.harness.metrics.jvm;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A snapshot of a HotSpot JVM's performance counters, parsed from its memory-mapped hsperfdata file: the
 * buffer {@code jstat} reads. Reading it costs the JVM nothing, which is why the harness samples it during the
 * measured window instead of asking the JVM (JMX, jcmd) for the same figures.
 *
 * <p>The layout (HotSpot's perfMemory.hpp, format 2.0): a 32-byte prologue (magic 0xcafec0c0 written
 * big-endian, then the byte order of everything else, major and minor version, an "accessible" flag, bytes
 * used, overflow, time of the last structural change, offset of the first entry and number of entries),
 * followed by entries of a 20-byte header (entry length, name offset, vector length, type, flags, units,
 * variability, data offset; offsets relative to the entry) with the NUL-terminated name and the data.
 */
public final class HsPerfData {
    static final int MAGIC = 0xcafec0c0;
    static final int PROLOGUE_BYTES = 32;
    static final int ENTRY_HEADER_BYTES = 20;
    private static final int SUPPORTED_MAJOR_VERSION = 2;

    private final int majorVersion;
    private final int minorVersion;
    private final Map<String, PerfCounter> counters;

    private HsPerfData(int majorVersion, int minorVersion, Map<String, PerfCounter> counters) {
        this.majorVersion = majorVersion;
        this.minorVersion = minorVersion;
        this.counters = Collections.unmodifiableMap(counters);
    }

    /** Parses a whole buffer, from its first byte to its limit. */
    public static HsPerfData parse(ByteBuffer bytes) throws PerfDataFormatException {
        ByteBuffer buffer = bytes.duplicate().order(ByteOrder.BIG_ENDIAN);
        if (buffer.limit() < PROLOGUE_BYTES) {
            throw new PerfDataFormatException("an hsperfdata buffer has a " + PROLOGUE_BYTES + "-byte prologue, this one has "
                    + buffer.limit() + " bytes in all");
        }
        int magic = buffer.getInt(0);
        if (magic != MAGIC) {
            throw new PerfDataFormatException(String.format("not an hsperfdata buffer: magic 0x%08x, expected 0x%08x", magic, MAGIC));
        }
        buffer.order(buffer.get(4) == 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
        int major = buffer.get(5);
        int minor = buffer.get(6);
        if (major != SUPPORTED_MAJOR_VERSION) {
            throw new PerfDataFormatException("hsperfdata format " + major + "." + minor + " is not supported (only "
                    + SUPPORTED_MAJOR_VERSION + ".x, what HotSpot has written since JDK 1.4.2)");
        }
        if (buffer.get(7) == 0) {
            throw new PerfDataFormatException("the hsperfdata buffer is not accessible yet: the JVM is still creating it");
        }
        int entryOffset = buffer.getInt(24);
        int entries = buffer.getInt(28);
        Map<String, PerfCounter> counters = new LinkedHashMap<>();
        int offset = entryOffset;
        try {
            for (int index = 0; index < entries; index++) {
                int length = buffer.getInt(offset);
                if (length < ENTRY_HEADER_BYTES || offset + length > buffer.limit()) {
                    throw new PerfDataFormatException("hsperfdata entry " + index + " at offset " + offset + " claims "
                            + length + " bytes, which does not fit the buffer of " + buffer.limit() + " bytes");
                }
                PerfCounter counter = entry(buffer, offset, length);
                counters.put(counter.name(), counter);
                offset += length;
            }
        } catch (IndexOutOfBoundsException | BufferUnderflowException e) {
            throw new PerfDataFormatException("hsperfdata entry at offset " + offset + " runs past the buffer's end ("
                    + buffer.limit() + " bytes)");
        }
        return new HsPerfData(major, minor, counters);
    }

    private static PerfCounter entry(ByteBuffer buffer, int offset, int length) {
        int nameOffset = buffer.getInt(offset + 4);
        int vectorLength = buffer.getInt(offset + 8);
        char type = (char) buffer.get(offset + 12);
        PerfCounter.Units units = PerfCounter.Units.of(buffer.get(offset + 14));
        PerfCounter.Variability variability = PerfCounter.Variability.of(buffer.get(offset + 15));
        int data = offset + buffer.getInt(offset + 16);
        String name = nulTerminated(buffer, offset + nameOffset, offset + length);
        Long number = type == 'J' && vectorLength == 0 ? buffer.getLong(data) : null;
        String text = type == 'B' && vectorLength > 0 && units == PerfCounter.Units.STRING
                ? nulTerminated(buffer, data, Math.min(data + vectorLength, offset + length)) : null;
        return new PerfCounter(name, type, units, variability, vectorLength, number, text);
    }

    private static String nulTerminated(ByteBuffer buffer, int from, int limit) {
        int end = from;
        while (end < limit && buffer.get(end) != 0) {
            end++;
        }
        byte[] bytes = new byte[end - from];
        buffer.get(from, bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** The long counter {@code name}, absent if this JVM does not publish it (or publishes it as a string). */
    public OptionalLong number(String name) {
        PerfCounter counter = counters.get(name);
        return counter == null || counter.number() == null ? OptionalLong.empty() : OptionalLong.of(counter.number());
    }

    /** The string counter {@code name}, absent if this JVM does not publish it. */
    public Optional<String> text(String name) {
        PerfCounter counter = counters.get(name);
        return counter == null ? Optional.empty() : Optional.ofNullable(counter.text());
    }

    /** Every counter, in the buffer's order. */
    public Map<String, PerfCounter> counters() {
        return counters;
    }

    public String version() {
        return majorVersion + "." + minorVersion;
    }
}
