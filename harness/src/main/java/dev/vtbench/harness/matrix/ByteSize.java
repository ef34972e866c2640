package dev.vtbench.harness.matrix;

/** A memory size as docker --memory takes it: bytes, or a number with a k, m or g suffix (powers of 1024). */
final class ByteSize {
    private ByteSize() {}

    static long parse(DataFile file, String key) {
        String raw = file.required(key);
        String lower = raw.toLowerCase();
        long unit = switch (lower.charAt(lower.length() - 1)) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            default -> 1L;
        };
        String digits = unit == 1 ? lower : lower.substring(0, lower.length() - 1);
        try {
            long value = Math.multiplyExact(Long.parseLong(digits), unit);
            if (value >= 64L << 20) {
                return value;
            }
        } catch (NumberFormatException | ArithmeticException e) {
            // reported below (ArithmeticException: more bytes than a long holds, which a bare multiplication would wrap)
        }
        throw file.invalid(key, raw, "a size of at least 64m, in bytes or with a k, m or g suffix");
    }
}
