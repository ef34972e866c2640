package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.driver.GatlingRun;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.result.CellResult;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Runs one cell alone into a folder of its own: its repetitions one fresh server each, with nothing to interleave them
 * with (a matrix's modes are interleaved by {@link RoundRunner}). The same preparation, server lives and tally as a
 * run's, so that a test of what becomes of a cell whose server or driver fails tests the code a run uses.
 */
public final class CellRunner {
    private final GatlingRun gatling;
    private final RunSettings settings;
    private final CellPreparation preparation;

    public CellRunner(MatrixImages images, GatlingRun gatling, RunSettings settings) {
        this.gatling = gatling;
        this.settings = settings;
        this.preparation = new CellPreparation(images, settings);
    }

    /** Measures {@code cell} {@code settings.repetitions()} times into {@code folder}; its result, FAILED with what it kept if a repetition failed. */
    public CellResult run(Cell cell, Path folder) {
        CellPreparation.Outcome outcome = preparation.prepare(cell, folder);
        if (outcome.notRun().isPresent()) {
            return outcome.notRun().get();
        }
        PreparedCell prepared = outcome.prepared().orElseThrow();
        RoundProgress progress = new RoundProgress(settings.rounds());
        CellTally tally = new CellTally(prepared.cell(), CellTally.delayOf(cell));
        ServerLife life = new ServerLife(new LoadMeasurement(gatling), settings, progress);
        try (RunDependencies dependencies = new RunDependencies(gatling, progress)) {
            for (int repetition = 1; repetition <= settings.repetitions(); repetition++) {
                if (!life.live(prepared, tally, Optional::empty, dependencies.forCell(prepared), repetition, () -> false)) {
                    break;
                }
            }
        } catch (RuntimeException e) {
            tally.fail(dev.vtbench.harness.result.CellStatus.FAILED, CellPreparation.failureReason(cell, "starting its backend", e, folder),
                    null);
        }
        return tally.result();
    }
}
