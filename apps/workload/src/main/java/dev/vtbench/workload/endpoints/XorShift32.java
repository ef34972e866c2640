package dev.vtbench.workload.endpoints;

/**
 * Marsaglia's xorshift32 generator (shifts 13, 17, 5): a fixed, fully specified sequence of ints.
 *
 * <p>The CPU-bound endpoints need input data that is the same on every JVM, so that their
 * checksums can be checked against {@link CpuEndpoint#expectedChecksum} and friends.
 * {@link java.util.Random} would do too, but a shared instance would make threads contend on its
 * seed, and its algorithm is a JDK detail; this is three shifts, one instance per request.
 */
final class XorShift32 {

    /** The seed every endpoint starts from: the golden ratio's 32 bits, any non-zero value would do. */
    static final int FIXED_SEED = 0x9E37_79B9;

    private int state;

    /** A generator starting from {@link #FIXED_SEED}. */
    XorShift32() {
        this(FIXED_SEED);
    }

    /** @param seed the first state; must not be 0, from which xorshift only ever returns 0 */
    XorShift32(int seed) {
        if (seed == 0) {
            throw new IllegalArgumentException("xorshift32 seed must not be 0: the sequence would be all zeros");
        }
        this.state = seed;
    }

    /** The next value of the sequence; every int except 0 occurs once per period of 2^32 - 1. */
    int nextInt() {
        int x = state;
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        state = x;
        return x;
    }

    /** The next value in {@code 0..bound-1}, for {@code bound} at least 1. */
    int nextInt(int bound) {
        return Integer.remainderUnsigned(nextInt(), bound);
    }
}
