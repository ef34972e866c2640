package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.ContainerJanitor;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.MachineFacts;
import dev.vtbench.harness.docker.RecordingGate;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.RunContext;
import dev.vtbench.harness.view.ResultsWriter;
import dev.vtbench.harness.view.RunSnapshot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * Runs the cells of a matrix in interleaved rounds ({@link RoundRunner}), writing each cell's result as soon as it is
 * known, and continuing from what a resumed folder already holds.
 */
public final class MatrixRun {
    private final Definitions definitions;
    private final RunSettings settings;

    public MatrixRun(Definitions definitions, RunSettings settings) {
        this.definitions = definitions;
        this.settings = settings;
    }

    /** Runs {@code cells} into a new folder. */
    public ResultsFolder run(List<Cell> cells, Path folder) {
        ResultsFolder results = ResultsFolder.create(folder, describe(cells));
        RunTopology.keep(settings.topology(), results.path());
        return run(cells, results);
    }

    /** Runs the matrix into a new folder that keeps the resolved matrix, so that the run can be resumed. */
    public ResultsFolder run(MatrixFile matrix, Path folder) {
        ResultsFolder results = ResultsFolder.create(folder, describe(matrix.cells()));
        results.keepMatrix(matrix.toProperties());
        RunTopology.keep(settings.topology(), results.path());
        return run(matrix.cells(), results);
    }

    /** Runs the cells of {@code results}' matrix that it has no result for yet. */
    public ResultsFolder resume(List<Cell> cells, ResultsFolder results) {
        return resume(cells, results, false);
    }

    /**
     * Runs the cells of the matrix a folder kept that it has no result for yet (all of them where the run stopped before
     * its first cell), and its FAILED cells too if {@code retryFailed}.
     */
    public ResultsFolder resume(MatrixFile matrix, Path folder, boolean retryFailed) {
        return resume(matrix.cells(), ResultsFolder.reopen(folder, () -> describe(matrix.cells())), retryFailed);
    }

    private ResultsFolder resume(List<Cell> cells, ResultsFolder results, boolean retryFailed) {
        results.repairs().forEach(repair -> System.out.println("vtbench: " + repair));
        ResumePlan plan = ResumePlan.of(cells.stream().map(Cell::id).toList(), results.cells(), retryFailed);
        System.out.println(plan.describe(results.path()));
        if (!plan.toRun().isEmpty()) {
            forgetGateVerdicts(results);
        }
        // Every cell: those with repetitions continue their rounds where the rounds record says they go on.
        return run(cells, results, retryFailed);
    }

    /**
     * Gate verdicts judged on the cells before this resume no longer hold once a cell is measured again, so summary.md
     * must stop showing them; a --gate on this run judges afresh.
     */
    private static void forgetGateVerdicts(ResultsFolder results) {
        Path verdicts = results.path().resolve(RunSnapshot.GATES_FILE);
        try {
            if (Files.deleteIfExists(verdicts)) {
                System.out.println("vtbench: removed " + verdicts + ": its verdicts were judged before this resume (give --gate to judge again)");
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot remove " + verdicts + ", whose gate verdicts this resume makes stale ("
                    + e.getMessage() + "): remove it by hand and resume again", e);
        }
    }

    private ResultsFolder run(List<Cell> cells, ResultsFolder results) {
        return run(cells, results, false);
    }

    private ResultsFolder run(List<Cell> cells, ResultsFolder results, boolean retryFailed) {
        try {
            new RoundRunner(definitions, settings).run(cells, results, retryFailed);
        } finally {
            ContainerJanitor.stopAll();
        }
        return results;
    }

    /** Whether the cell was recorded: not if it did not measure and the harness is stopping (see {@link RecordingGate}). */
    static boolean record(CellResult result, ResultsFolder results, Cell cell) {
        Runnable write = () -> ResultsWriter.record(results, result, cell.folderName());
        if (result.status() == CellStatus.MEASURED) {
            RecordingGate.RESULTS.recordMeasured(write);
            return true;
        }
        // SKIPPED is decided before anything starts, so no stop can have caused it: no grace to wait.
        return RecordingGate.RESULTS.recordUnlessStopping(result.status() == CellStatus.SKIPPED ? Duration.ZERO
                : RecordingGate.FAILURE_GRACE, write);
    }

    private RunContext describe(List<Cell> cells) {
        // Equal-load steps warm up by their own keys (steps.warmup.seconds, a ramp, held until steady), not by the cell's warm-up.
        List<String> loads = cells.stream().map(c -> c.load().label() + " (" + c.load().model() + ", "
                + (c.load().steps() != null ? "each step held until steady after the steps' warm-up and ramp"
                        : "warm-up " + c.load().warmup().describe())
                + ", " + c.load().durationSeconds() + " s measured" + (c.load().steps() != null ? " per step" : "") + ")").distinct().toList();
        // The engines as they answered at the start: the other hosts' own figures, not this machine's.
        boolean elsewhere = settings.topology().driversAsContainers();
        return RunContext.of(OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS).toString(), MachineFacts.from(Machine.describe()),
                settings.source().toString(), loads, settings.repetitions(), elsewhere ? settings.topology().source() : null,
                elsewhere ? settings.topology().engines().stream().map(engine -> engine.describe()).distinct().toList() : null,
                cells.stream().map(Cell::id).toList());
    }
}
