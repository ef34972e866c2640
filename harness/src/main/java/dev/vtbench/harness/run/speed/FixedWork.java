package dev.vtbench.harness.run.speed;

import java.util.Arrays;

/**
 * One unit of fixed work: a sort of the same 10,000 pseudo-random ints, what {@code /cpu?n=10000} does for each request,
 * so that a core's speed is timed on work like the server's. No allocation per unit: the harness's collector, on its own
 * cores, has nothing to do while a probe runs.
 */
final class FixedWork {
    static final int VALUES = 10_000;
    private final int[] values = new int[VALUES];
    private final int[] scratch = new int[VALUES];
    private long sink;

    FixedWork() {
        int x = 0x9E3779B9; // xorshift32 from a fixed, non-zero seed
        for (int i = 0; i < VALUES; i++) {
            x ^= x << 13;
            x ^= x >>> 17;
            x ^= x << 5;
            values[i] = x;
        }
    }

    /** Runs one unit; what it computes is kept, so that the JIT cannot drop the work. */
    void run() {
        System.arraycopy(values, 0, scratch, 0, VALUES);
        Arrays.sort(scratch);
        sink += scratch[VALUES / 2];
    }

    long sink() {
        return sink;
    }
}
