package dev.vtbench.harness.metrics.jvm;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Writes small hsperfdata buffers in HotSpot's layout, in either byte order, for the parser's tests. */
final class SyntheticPerfData {
    private final ByteOrder order;
    private final List<byte[]> entries = new ArrayList<>();
    private int magic = HsPerfData.MAGIC;
    private byte accessible = 1;

    SyntheticPerfData(ByteOrder order) {
        this.order = order;
    }

    SyntheticPerfData magic(int value) {
        magic = value;
        return this;
    }

    SyntheticPerfData notAccessible() {
        accessible = 0;
        return this;
    }

    /** A scalar long: units 1 none, 2 bytes, 3 ticks, 4 events, 6 hertz; variability 1 constant, 2 monotonic, 3 variable. */
    SyntheticPerfData number(String name, int units, int variability, long value) {
        ByteBuffer data = ByteBuffer.allocate(8).order(order).putLong(0, value);
        entries.add(entry(name, 'J', units, variability, 0, data.array()));
        return this;
    }

    /** A string: a NUL-padded byte vector in units 5. */
    SyntheticPerfData text(String name, String value, int vectorLength) {
        byte[] data = new byte[vectorLength];
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        System.arraycopy(bytes, 0, data, 0, bytes.length);
        entries.add(entry(name, 'B', 5, 1, vectorLength, data));
        return this;
    }

    private byte[] entry(String name, char type, int units, int variability, int vectorLength, byte[] data) {
        byte[] nameBytes = (name + "\0").getBytes(StandardCharsets.UTF_8);
        int nameOffset = HsPerfData.ENTRY_HEADER_BYTES;
        // HotSpot aligns the data to its size; 8 covers longs and is what the real files show.
        int dataOffset = (nameOffset + nameBytes.length + 7) / 8 * 8;
        int length = (dataOffset + data.length + 7) / 8 * 8;
        ByteBuffer entry = ByteBuffer.allocate(length).order(order);
        entry.putInt(length).putInt(nameOffset).putInt(vectorLength).put((byte) type).put((byte) 0)
                .put((byte) units).put((byte) variability).putInt(dataOffset);
        entry.put(nameOffset, nameBytes).put(dataOffset, data);
        return entry.array();
    }

    ByteBuffer toBuffer() {
        int size = HsPerfData.PROLOGUE_BYTES + entries.stream().mapToInt(e -> e.length).sum();
        ByteBuffer buffer = ByteBuffer.allocate(size);
        buffer.order(ByteOrder.BIG_ENDIAN).putInt(magic);
        buffer.order(order).put((byte) (order == ByteOrder.BIG_ENDIAN ? 0 : 1)).put((byte) 2).put((byte) 0).put(accessible)
                .putInt(size).putInt(0).putLong(0).putInt(HsPerfData.PROLOGUE_BYTES).putInt(entries.size());
        entries.forEach(buffer::put);
        return buffer.flip();
    }
}
