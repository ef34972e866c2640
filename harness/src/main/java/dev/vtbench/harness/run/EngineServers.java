package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.driver.GatlingRun;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** The servers of a run of rounds on the engines: images built or found, backends and databases started, containers loaded by Gatling. */
final class EngineServers implements RoundServers {
    private final CellPreparation preparation;
    private final ServerLife life;
    private final RunDependencies dependencies;

    EngineServers(Definitions definitions, RunSettings settings, RoundProgress progress) {
        this.preparation = new CellPreparation(new MatrixImages(definitions, settings.source()), settings);
        GatlingRun gatling = new GatlingRun(definitions.root());
        this.life = new ServerLife(new LoadMeasurement(gatling), settings, progress);
        this.dependencies = new RunDependencies(gatling, progress);
    }

    @Override
    public CellPreparation.Outcome prepare(Cell cell, Path folder) {
        return preparation.prepare(cell, folder);
    }

    @Override
    public CellDependencies dependenciesOf(PreparedCell prepared) {
        return dependencies.forCell(prepared);
    }

    @Override
    public boolean live(PreparedCell first, CellTally tally, Supplier<Optional<ServerLife.Lived>> then, CellDependencies running,
                        int round, BooleanSupplier holdForSteps) {
        return life.live(first, tally, then, running, round, holdForSteps);
    }

    @Override
    public boolean holds(Cell first) {
        return life.holds(first);
    }

    @Override
    public boolean resumeHeld(Cell first, Optional<ServerLife.Lived> steps, CellDependencies running, int round) {
        return life.resumeHeld(first, steps, running, round);
    }

    @Override
    public boolean warmThenMeasure(PreparedCell warmUp, ServerLife.Lived steps, CellDependencies running, int round) {
        return life.warmThenMeasure(warmUp, steps, running, round);
    }

    @Override
    public void release(Cell first) {
        life.release(first);
    }

    @Override
    public void close() {
        try {
            life.stopHeld();
        } finally {
            dependencies.close();
        }
    }
}
