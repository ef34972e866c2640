package dev.vtbench.harness.verify;

/** What a cell must prove before any load: its runtime and mode, the CPU count its JVM sees, and its thread kind. */
public record Expectation(String runtime, String mode, int availableProcessors, boolean virtualThreads, boolean withBackend) {}
