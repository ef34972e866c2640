package dev.vtbench.inprocess;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.CRC32;

/**
 * Seed 001's job renders one employee's salary slip from a Word template into a PDF. This stands in for it with the
 * same kind of work, in plain Java: fill a text template line by line until the document reaches its size (string
 * building and number formatting, allocation-heavy like a template engine), lay it out into fixed-width lines of
 * bytes, and encode it as Base64 as a PDF embeds a stream. The result is deterministic per employee, so every batch
 * and both executors must produce the same checksums.
 */
final class SalarySlip {
    /** Characters per laid-out line, as a printed slip's column. */
    static final int LINE_WIDTH = 72;

    private final byte[] encoded;

    private SalarySlip(byte[] encoded) {
        this.encoded = encoded;
    }

    /** Renders employee {@code employee}'s slip of about {@code kilobytes} KB of text. */
    static SalarySlip render(int employee, int kilobytes) {
        StringBuilder text = new StringBuilder(kilobytes * 1024 + 256);
        text.append("SALARY SLIP\nEmployee #").append(employee).append("\nName: ").append(Integer.toHexString(employee * 0x9E3779B1)).append('\n');
        long gross = 250_000 + (employee * 7_919L) % 400_000;
        for (int line = 0; text.length() < kilobytes * 1024; line++) {
            long amount = (gross * (line + 1) * 37) % 100_000;
            // String.format like a template engine's placeholders: deliberately not the cheapest way to append numbers.
            text.append(String.format("%05d  %-24s %10d.%02d  %s\n", line, "allowance-" + (line % 17), amount / 100, amount % 100,
                    line % 3 == 0 ? "taxable" : "exempt"));
        }
        text.append("Net pay: ").append(gross / 100).append('.').append(gross % 100).append('\n');
        return new SalarySlip(Base64.getEncoder().encode(layOut(text)));
    }

    /** Breaks the text into lines of exactly {@link #LINE_WIDTH} bytes, padding short lines with spaces. */
    private static byte[] layOut(CharSequence text) {
        byte[] raw = text.toString().getBytes(StandardCharsets.UTF_8);
        int newlines = 0;
        for (byte b : raw) {
            newlines += b == '\n' ? 1 : 0;
        }
        // Every line, ended by the text or by the width, grows by at most a full line of padding.
        byte[] laidOut = new byte[raw.length + (newlines + raw.length / LINE_WIDTH + 1) * (LINE_WIDTH + 1)];
        int out = 0;
        int column = 0;
        for (byte b : raw) {
            if (b == '\n') {
                while (column++ < LINE_WIDTH) {
                    laidOut[out++] = ' ';
                }
                laidOut[out++] = '\n';
                column = 0;
                continue;
            }
            laidOut[out++] = b;
            if (++column == LINE_WIDTH) {
                laidOut[out++] = '\n';
                column = 0;
            }
        }
        return java.util.Arrays.copyOf(laidOut, out);
    }

    /** Its size in bytes, as delivered. */
    int size() {
        return encoded.length;
    }

    /** CRC32 of the encoded document: what a job "archives" once the backend has taken it. */
    long checksum() {
        CRC32 crc = new CRC32();
        crc.update(encoded);
        return crc.getValue();
    }
}
