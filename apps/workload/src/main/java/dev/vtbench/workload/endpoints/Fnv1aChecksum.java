package dev.vtbench.workload.endpoints;

import java.util.HexFormat;

/**
 * A 64-bit FNV-1a hash folded value by value: the checksum the CPU-bound endpoints return.
 *
 * <p>It is order-sensitive (sorting wrong, or skipping a value, changes it) and defined bit for
 * bit, so the same input gives the same checksum on every JVM. Not cryptographic: it only has to
 * prove the work was done, and done right.
 */
final class Fnv1aChecksum {

    private static final long OFFSET_BASIS = 0xCBF2_9CE4_8422_2325L;
    private static final long PRIME = 0x0000_0100_0000_01B3L;

    private long hash = OFFSET_BASIS;

    /** Folds in one byte. */
    Fnv1aChecksum addByte(int value) {
        hash = (hash ^ (value & 0xFF)) * PRIME;
        return this;
    }

    /** Folds in an int's four bytes, least significant first. */
    Fnv1aChecksum addInt(int value) {
        for (int shift = 0; shift < Integer.SIZE; shift += Byte.SIZE) {
            addByte(value >>> shift);
        }
        return this;
    }

    /** Folds in a long's eight bytes, least significant first. */
    Fnv1aChecksum addLong(long value) {
        for (int shift = 0; shift < Long.SIZE; shift += Byte.SIZE) {
            addByte((int) (value >>> shift));
        }
        return this;
    }

    long value() {
        return hash;
    }

    /** The hash as 16 lower-case hex digits, as the endpoints write it in JSON. */
    String hex() {
        return HexFormat.of().toHexDigits(hash);
    }
}
