package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.ContainerJanitor;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.load.GatlingRun;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.ResultsFolder;

import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Runs a list of cells one after the other, writing each cell's result as soon as it is known. */
public final class MatrixRun {
    private final Definitions definitions;
    private final RunSettings settings;

    public MatrixRun(Definitions definitions, RunSettings settings) {
        this.definitions = definitions;
        this.settings = settings;
    }

    public ResultsFolder run(List<Cell> cells, Path folder) {
        ResultsFolder results = new ResultsFolder(folder, describe(cells));
        Progress progress = new Progress(cells.size());
        CellRunner runner = new CellRunner(new MatrixImages(definitions, settings.source()), new GatlingRun(definitions.root()),
                settings, progress);
        try {
            for (Cell cell : cells) {
                CellResult result = runner.run(cell, results.cellFolder(cell.folderName()));
                results.add(result, cell.folderName());
                progress.finished(cell, result.status() + (result.reason().isEmpty() ? "" : ": " + result.reason()));
            }
        } finally {
            ContainerJanitor.stopAll();
        }
        return results;
    }

    private Map<String, Object> describe(List<Cell> cells) {
        Map<String, Object> run = new LinkedHashMap<>();
        run.put("date", OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS).toString());
        run.put("machine", Machine.describe());
        run.put("imageSource", settings.source().toString());
        run.put("loadModel", settings.load().model());
        run.put("users", settings.load().users());
        run.put("warmupSeconds", settings.load().warmupSeconds());
        run.put("durationSeconds", settings.load().durationSeconds());
        run.put("repetitions", settings.repetitions());
        run.put("cells", cells.stream().map(Cell::id).toList());
        return run;
    }
}
