package dev.vtbench.harness.run;

import dev.vtbench.harness.matrix.Cell;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * What a run of rounds asks of the engines: each cell made ready once, what its server calls, and each server's life.
 * {@link EngineServers} does it with containers and load; the rounds' own logic (their order, the servers held for
 * their steps, when a group stops) is the same whatever lives the servers, which is what lets it be tried on recorded
 * repetitions without an engine.
 */
interface RoundServers extends AutoCloseable {

    /** {@code cell} ready to measure, or why it cannot run (then its result, SKIPPED or REFUSED). */
    CellPreparation.Outcome prepare(Cell cell, Path folder);

    /** What {@code prepared}'s server calls, started if need be; throws {@link CellFailure} when it cannot start. */
    CellDependencies dependenciesOf(PreparedCell prepared);

    /**
     * One server's life: {@code first}'s load measured into {@code tally}, then {@code then}'s cell, if it gives one, on
     * the same server; if it gives none and {@code holdForSteps} then says so, the server is held, frozen, for
     * {@link #resumeHeld} ({@link ServerLife#live}). False when a tally was failed.
     */
    boolean live(PreparedCell first, CellTally tally, Supplier<Optional<ServerLife.Lived>> then, CellDependencies dependencies, int round,
                 BooleanSupplier holdForSteps);

    /** Whether the server of {@code first}'s life is held for its steps. */
    boolean holds(Cell first);

    /**
     * The server held after {@code first}'s load, thawed: {@code steps} measured on it (none: only stopped), then stopped
     * ({@link ServerLife#resumeHeld}). False when the steps' tally was failed.
     */
    boolean resumeHeld(Cell first, Optional<ServerLife.Lived> steps, CellDependencies dependencies, int round);

    /** A server warmed by {@code warmUp}'s load, counted nowhere, then {@code steps} measured on it ({@link ServerLife#warmThenMeasure}). */
    boolean warmThenMeasure(PreparedCell warmUp, ServerLife.Lived steps, CellDependencies dependencies, int round);

    /** Stops the server held after {@code first}'s load, measuring nothing more on it. */
    void release(Cell first);

    /** Stops what the run started for its cells (servers still held, backends, databases). */
    @Override
    void close();
}
