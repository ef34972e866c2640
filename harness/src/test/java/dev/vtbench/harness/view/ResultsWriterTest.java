package dev.vtbench.harness.view;

import dev.vtbench.harness.gate.GateJudge;
import dev.vtbench.harness.gate.GateRecord;
import dev.vtbench.harness.gate.GateVerdict;
import dev.vtbench.harness.gate.RegressionGate;
import dev.vtbench.harness.report.ComparisonPage;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.ResultsWriteException;
import dev.vtbench.harness.verdict.Verdict;
import dev.vtbench.harness.verdict.VerdictMarkdown;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The one writer of a run folder's views: every view after each recorded cell, the record (results.json) first and
 * never rewritten by `report`; a page that cannot be written is said and the run goes on, a table that cannot be
 * written stops it; the gate verdicts stay under summary.md's table, once, however often it is rewritten.
 */
class ResultsWriterTest {
    private static final List<String> VIEWS = List.of("results.json", "results.csv", "summary.md", "comparison.html");

    @TempDir
    Path folder;

    @Test
    void afterARecordedCellEveryViewIsBesideTheResults() throws IOException {
        recordAll(SampleRun.cells());
        for (String view : VIEWS) {
            assertThat(folder.resolve(view)).as("%s written after the cells were recorded", view).isRegularFile();
        }
        assertThat(ResultsFolder.open(folder).cells()).as("results.json reads back every cell").isEqualTo(SampleRun.cells());
        assertThat(Files.readString(folder.resolve("results.csv"))).isEqualTo(ResultsCsv.render(SampleRun.cells()));
        assertThat(Files.readString(folder.resolve("summary.md"))).as("the run's description, its verdict, then the table")
                .isEqualTo(SummaryTable.render(SampleRun.run(), SampleRun.cells(), folder, VerdictMarkdown.render(Verdict.of(SampleRun.cells()))));
        assertThat(Files.readString(folder.resolve("comparison.html"))).as("the page, from the cells in memory")
                .isEqualTo(ComparisonPage.render(SampleRun.run(), SampleRun.cells()));
        assertThat(Views.all()).extracting(ResultsView::fileName).as("the record first").containsExactlyElementsOf(VIEWS);
        assertThat(temporaryFiles()).as("no temporary file left").isEmpty();
    }

    @Test
    void rerenderWritesThePageAgainFromResultsJsonAndEveryFigureReadsBack() throws IOException {
        recordAll(SampleRun.cells());
        Files.delete(folder.resolve("comparison.html"));
        List<Path> written = ResultsWriter.rerender(ResultsFolder.open(folder));
        assertThat(written).as("every view but the record, in order")
                .containsExactly(folder.resolve("results.csv"), folder.resolve("summary.md"), folder.resolve("comparison.html"));
        assertThat(Files.readString(folder.resolve("comparison.html"))).as("the same page: every figure, NaN included, reads back")
                .isEqualTo(ComparisonPage.render(SampleRun.run(), SampleRun.cells()));
    }

    @Test
    void rerenderOfAnOldFolderWritesTheThreeViewsAndLeavesItsRecordByteForByte() throws IOException {
        Path legacy = copy(fixture("format1-legacy"), folder.resolve("legacy"));
        byte[] record = Files.readAllBytes(legacy.resolve("results.json"));
        List<Path> written = ResultsWriter.rerender(ResultsFolder.open(legacy));
        assertThat(written).as("results.csv, summary.md and comparison.html").hasSize(3).allSatisfy(file -> assertThat(file).isRegularFile());
        assertThat(Files.readAllBytes(legacy.resolve("results.json"))).as("results.json as it was (the record would now say its format)")
                .isEqualTo(record);
        assertThatThrownBy(() -> ResultsWriter.rerender(ResultsFolder.open(legacy), new JsonView())).as("not even when asked for")
                .hasMessageContaining("results.json is written only when a cell is recorded");
    }

    @Test
    void aPageThatCannotBeWrittenIsSaidAndTheRunGoesOn() throws IOException {
        ResultsFolder results = ResultsFolder.create(folder, SampleRun.run());
        unwritable("comparison.html");
        CellResult cell = SampleRun.cells().get(0);
        String stderr = stderrOf(() -> ResultsWriter.record(results, cell, folderName(cell)));
        assertThat(stderr).as("one line naming the page and the remedy")
                .contains("vtbench: could not write " + folder.resolve("comparison.html"))
                .contains("the results are in results.json; `harness/vtbench report FOLDER` writes it again");
        assertThat(ResultsFolder.open(folder).cells()).as("the cell is recorded").containsExactly(cell);
        assertThat(folder.resolve("summary.md")).as("the views before the page are written").isRegularFile();
    }

    @Test
    void aTableThatCannotBeWrittenStopsTheRunSayingTheCellsKept() {
        List<CellResult> cells = SampleRun.cells().subList(0, 2);
        ResultsFolder results = recordAll(cells.subList(0, 1));
        unwritable("results.csv");
        assertThatThrownBy(() -> ResultsWriter.record(results, cells.get(1), folderName(cells.get(1))))
                .as("results.csv is essential: its failure names it, and the record written before it holds both cells")
                .isInstanceOf(ResultsWriteException.class)
                .hasMessageContaining("cannot write " + folder.resolve("results.csv"))
                .hasMessageContaining("the 2 cell(s) recorded before are kept in " + folder)
                .satisfies(e -> assertThat(((ResultsWriteException) e).keptCells()).isEqualTo(2));
        assertThat(ResultsFolder.open(folder).cells()).isEqualTo(cells);
    }

    @Test
    void theGateVerdictsStayUnderTheSummaryOnceAfterEveryRewrite() throws IOException {
        ResultsFolder results = recordAll(SampleRun.cells().subList(0, 3));
        String table = Files.readString(folder.resolve("summary.md"));
        List<GateVerdict> verdicts = GateJudge.judge(RegressionGate.parseAll("virtual/pool >= 0.9 at cpu-1"), results);
        GateRecord.write(results, verdicts);
        ResultsWriter.rerender(ResultsFolder.open(folder));
        ResultsWriter.rerender(ResultsFolder.open(folder));
        String summary = Files.readString(folder.resolve("summary.md"));
        assertThat(summary).as("the table, then the verdicts").isEqualTo(table + GateRecord.markdown(verdicts));
        CellResult next = SampleRun.cells().get(3);
        ResultsWriter.record(results, next, folderName(next));
        assertThat(Files.readString(folder.resolve("summary.md")).split("## Regression gates", -1))
                .as("a cell recorded later keeps the verdicts, once").hasSize(2);
    }

    private ResultsFolder recordAll(List<CellResult> cells) {
        ResultsFolder results = ResultsFolder.create(folder, SampleRun.run());
        cells.forEach(cell -> ResultsWriter.record(results, cell, folderName(cell)));
        return results;
    }

    /** A folder (not empty) where the view's file would be: renaming a file over it fails, as on a real disk fault. */
    private void unwritable(String view) {
        try {
            Files.deleteIfExists(folder.resolve(view));
            Files.writeString(Files.createDirectories(folder.resolve(view)).resolve("in-the-way"), "");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private List<String> temporaryFiles() throws IOException {
        try (var files = Files.walk(folder)) {
            return files.map(Path::toString).filter(name -> name.endsWith(".tmp")).toList();
        }
    }

    private static String stderrOf(Runnable action) {
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            action.run();
        } finally {
            System.setErr(original);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    private static String folderName(CellResult cell) {
        return cell.cell().replace('/', '_');
    }

    private static Path fixture(String name) {
        try {
            return Path.of(ResultsWriterTest.class.getResource("/results/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path copy(Path from, Path to) throws IOException {
        try (var files = Files.walk(from)) {
            for (Path source : files.toList()) {
                Files.copy(source, to.resolve(from.relativize(source).toString()));
            }
        }
        return to;
    }
}
