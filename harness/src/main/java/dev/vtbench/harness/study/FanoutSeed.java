package dev.vtbench.harness.study;

import java.util.Set;

/**
 * Seed 003's published run and the rule that decides "reproduced", as the blocking-fanout claim file states them:
 * {@code tasks} tasks that each block {@code blockMillis}, on a fixed pool of {@code poolSize} threads
 * ({@code poolMillis}) against a virtual thread per task ({@code virtualMillis}); virtual threads at least
 * {@code reproducedSpeedup} times faster than the pool reproduce it.
 */
record FanoutSeed(int tasks, int poolSize, int blockMillis, double poolMillis, double virtualMillis, double reproducedSpeedup) {
    static final Set<String> KEYS = Set.of("published.tasks", "published.pool.size", "published.block.millis", "published.pool.millis",
            "published.virtual.millis", "reproduced.speedup");

    static FanoutSeed read(StudyClaim claim) {
        var file = claim.file();
        return new FanoutSeed(file.integer("published.tasks", 1, 100_000_000), file.integer("published.pool.size", 1, 100_000),
                file.integer("published.block.millis", 1, 100_000), file.number("published.pool.millis", 0.001, 1e9),
                file.number("published.virtual.millis", 0.001, 1e9), file.number("reproduced.speedup", 1, 1e6));
    }

    /** The pool's time over virtual threads' in the seed (241x). */
    double speedup() {
        return poolMillis / virtualMillis;
    }

    /** Little's law on the seed's own run: whole rounds of its pool, each one block long. */
    double poolFloorMillis() {
        return Math.ceil((double) tasks / poolSize) * blockMillis;
    }
}
