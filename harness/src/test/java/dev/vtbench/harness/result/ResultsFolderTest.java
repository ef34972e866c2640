package dev.vtbench.harness.result;

import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.view.ResultsWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A results folder read back: a torn file is refused with its name and the remedy, never skipped; a cell whose own
 * file was written but whose line in results.json was not (a run stopped between the two writes) is taken from its
 * file, and said so.
 */
class ResultsFolderTest {
    private static final List<CellResult> CELLS = SampleRun.cells().subList(0, 3);

    @TempDir
    Path folder;

    @Test
    void aTornResultsJsonIsRefusedWithTheFileAndTheRemedy() throws Exception {
        recordAll();
        String whole = Files.readString(folder.resolve("results.json"));
        Files.writeString(folder.resolve("results.json"), whole.substring(0, whole.length() / 2));
        assertThatThrownBy(() -> ResultsFolder.open(folder)).as("half a results.json: refused, naming it and the way back")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(folder.resolve("results.json") + " is torn or not JSON")
                .hasMessageContaining("restore it from a copy, or delete it and `harness/vtbench run --resume " + folder + "` rebuilds it")
                .hasMessageNotContaining("\n");
        Files.writeString(folder.resolve("results.json"), "");
        assertThatThrownBy(() -> ResultsFolder.open(folder)).as("an empty results.json (a full disk) is refused too")
                .hasMessageContaining("is empty or not a JSON object");
    }

    @Test
    void aTornCellFileIsRefusedWithTheFileAndTheRemedy() throws Exception {
        recordAll();
        Path cellFile = folder.resolve("cells").resolve(folderName(CELLS.get(1))).resolve("result.json");
        Files.writeString(cellFile, "{\"cell\": \"plain-jdk/temurin-25/po");
        assertThatThrownBy(() -> ResultsFolder.open(folder)).as("a torn cell file: refused, not skipped")
                .hasMessageContaining(cellFile + " is torn or not JSON")
                .hasMessageContaining("restore it from a copy, or delete it (results.json's copy of that cell is then used");
        Files.delete(cellFile);
        assertThat(ResultsFolder.open(folder).cells()).as("deleted, the cell's copy in results.json is used").isEqualTo(CELLS);
    }

    @Test
    void aCellFileThatResultsJsonLacksIsTakenAndSaidSo() throws Exception {
        recordAll();
        String withTwo = ResultsFolder.JSON.writeValueAsString(Map.of("run", SampleRun.run(), "cells", CELLS.subList(0, 2)));
        Files.writeString(folder.resolve("results.json"), withTwo);
        ResultsFolder read = ResultsFolder.open(folder);
        assertThat(read.cells()).as("the third cell, recorded in its own file only, is not lost").isEqualTo(CELLS);
        assertThat(read.repairs()).as("and the reader is told").singleElement().asString()
                .contains(CELLS.get(2).cell()).contains("missing from results.json");
    }

    @Test
    void aCellFileNewerThanResultsJsonWins() throws Exception {
        recordAll();
        CellResult retried = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 999, true);
        CellResult failed = CellResult.notRun(retried.cell(), CellStatus.FAILED, "the engine died", null, null, List.of(), List.of());
        ResultsFolder results = ResultsFolder.open(folder);
        ResultsWriter.record(results, failed, folderName(failed));
        // The retry's cell file is written, then the run stops before results.json.
        Files.writeString(folder.resolve("cells").resolve(folderName(retried)).resolve("result.json"), ResultsFolder.JSON.writeValueAsString(retried));
        ResultsFolder read = ResultsFolder.open(folder);
        assertThat(read.cells()).as("the retried cell's own result replaces the FAILED one").contains(retried).doesNotContain(failed);
        assertThat(read.repairs()).singleElement().asString().contains("differs in results.json").contains("cell's own file");
    }

    @Test
    void aCellRecordedAgainReplacesItsEarlierResultInPlace() {
        ResultsFolder results = recordAll();
        CellResult again = CellResult.notRun(CELLS.get(0).cell(), CellStatus.FAILED, "again", null, null, List.of(), List.of());
        ResultsWriter.record(results, again, folderName(again));
        assertThat(ResultsFolder.open(folder).cells()).as("one result per cell, in its place").hasSize(CELLS.size()).first().isEqualTo(again);
    }

    @Test
    void aNewRunIsRefusedWhereOneIsRecordedAndNoTemporaryFileIsLeft() throws Exception {
        recordAll();
        assertThatThrownBy(() -> ResultsFolder.create(folder, SampleRun.run())).as("a new run must not overwrite a recorded one")
                .hasMessageContaining("already holds a run").hasMessageContaining("--resume " + folder);
        try (var files = Files.walk(folder)) {
            assertThat(files.map(Path::toString).filter(name -> name.endsWith(".tmp")).toList()).as("temporary files left").isEmpty();
        }
    }

    @Test
    void aFolderStoppedBeforeItsFirstCellReopensEmptyWithAFreshDescription() throws Exception {
        Files.writeString(folder.resolve(ResultsFolder.MATRIX_FILE), "runtimes = plain-jdk\n");
        ResultsFolder reopened = ResultsFolder.reopen(folder, () -> RunContext.of("now", null, "hermetic", List.of(), 1, null, null, List.of()));
        assertThat(reopened.cells()).as("no cell recorded").isEmpty();
        assertThat(reopened.run().date()).as("the run described afresh").isEqualTo("now");
        assertThatThrownBy(() -> ResultsFolder.open(folder)).as("report and compare still say no cell finished")
                .hasMessageContaining("holds no results.json");
    }

    private ResultsFolder recordAll() {
        ResultsFolder results = ResultsFolder.create(folder, SampleRun.run());
        CELLS.forEach(cell -> ResultsWriter.record(results, cell, folderName(cell)));
        return results;
    }

    private static String folderName(CellResult cell) {
        return cell.cell().replace('/', '_');
    }
}
