package dev.vtbench.harness.verify;

import java.util.Optional;

/**
 * What a cell must prove before any load: its runtime and mode, the CPU count its JVM sees, its thread kind, and, when
 * the run's options size the virtual-thread scheduler, the parallelism that scheduler took.
 *
 * @param schedulerParallelism the carriers asked for with -Djdk.virtualThreadScheduler.parallelism (virtual mode),
 *     or {@code null} when nothing was asked and the JVM's default is not checked
 * @param databasePoolSize the connection pool the server was given with its database (VTBENCH_DB_POOL_SIZE), whose
 *     queries ({@link DatabaseContract}) and pool are then proven; {@code null} for a server without a database
 */
public record Expectation(String runtime, String mode, int availableProcessors, boolean virtualThreads, boolean withBackend,
                          Integer schedulerParallelism, Integer databasePoolSize) {

    /** A cell without a database. */
    public Expectation(String runtime, String mode, int availableProcessors, boolean virtualThreads, boolean withBackend,
                       Integer schedulerParallelism) {
        this(runtime, mode, availableProcessors, virtualThreads, withBackend, schedulerParallelism, null);
    }

    /** A cell whose scheduler parallelism is the JVM's own choice. */
    public Expectation(String runtime, String mode, int availableProcessors, boolean virtualThreads, boolean withBackend) {
        this(runtime, mode, availableProcessors, virtualThreads, withBackend, null);
    }

    public Optional<Integer> parallelism() {
        return Optional.ofNullable(schedulerParallelism);
    }

    /** The same cell, its server given a database and a connection pool of {@code poolSize}: /db is proven too. */
    public Expectation withDatabase(int poolSize) {
        return new Expectation(runtime, mode, availableProcessors, virtualThreads, withBackend, schedulerParallelism, poolSize);
    }

    public Optional<Integer> databasePool() {
        return Optional.ofNullable(databasePoolSize);
    }
}
