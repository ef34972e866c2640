package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class Fnv1aChecksumTest {

    @Test
    void matchesTheReferenceVectors() {
        // From the FNV reference test suite: FNV-1a 64 of "" and of "a".
        assertThat(new Fnv1aChecksum().hex()).as("empty input").isEqualTo("cbf29ce484222325");
        assertThat(new Fnv1aChecksum().addByte('a').hex()).as("\"a\"").isEqualTo("af63dc4c8601ec8c");
    }

    @Test
    void foldsIntsAndLongsLeastSignificantByteFirst() {
        Fnv1aChecksum bytes = new Fnv1aChecksum().addByte(0x04).addByte(0x03).addByte(0x02).addByte(0x01);

        assertThat(new Fnv1aChecksum().addInt(0x01020304).value()).as("int as its four bytes")
                .isEqualTo(bytes.value());
        assertThat(new Fnv1aChecksum().addLong(0x01020304L).value()).as("long as its eight bytes")
                .isEqualTo(bytes.addByte(0).addByte(0).addByte(0).addByte(0).value());
    }

    @Test
    void dependsOnOrder() {
        assertThat(new Fnv1aChecksum().addInt(1).addInt(2).value()).as("1 then 2 against 2 then 1")
                .isNotEqualTo(new Fnv1aChecksum().addInt(2).addInt(1).value());
    }

    @Test
    void writesSixteenHexDigitsWithLeadingZeros() {
        Fnv1aChecksum checksum = new Fnv1aChecksum();
        // Find a hash below 2^60 so the leading zero matters.
        int i = 0;
        while (Long.compareUnsigned(checksum.value(), 1L << 60) >= 0) {
            checksum.addInt(i++);
        }
        assertThat(checksum.hex()).as("hex of " + Long.toHexString(checksum.value()))
                .hasSize(16).startsWith("0").isEqualTo(String.format("%016x", checksum.value()));
    }
}
