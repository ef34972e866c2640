package dev.vtbench.harness.verify;

import java.util.Optional;

/**
 * What a cell must prove before any load: its runtime and mode, the CPU count its JVM sees, its thread kind, and, when
 * the run's options size the virtual-thread scheduler, the parallelism that scheduler took.
 *
 * @param schedulerParallelism the carriers asked for with -Djdk.virtualThreadScheduler.parallelism (virtual mode),
 *     or {@code null} when nothing was asked and the JVM's default is not checked
 */
public record Expectation(String runtime, String mode, int availableProcessors, boolean virtualThreads, boolean withBackend,
                          Integer schedulerParallelism) {

    /** A cell whose scheduler parallelism is the JVM's own choice. */
    public Expectation(String runtime, String mode, int availableProcessors, boolean virtualThreads, boolean withBackend) {
        this(runtime, mode, availableProcessors, virtualThreads, withBackend, null);
    }

    public Optional<Integer> parallelism() {
        return Optional.ofNullable(schedulerParallelism);
    }
}
