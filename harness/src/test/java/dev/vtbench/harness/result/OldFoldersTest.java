package dev.vtbench.harness.result;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.vtbench.harness.TestFolders;
import dev.vtbench.harness.cli.MainAccess;
import dev.vtbench.harness.report.ComparisonPage;
import dev.vtbench.harness.view.ResultsWriter;
import dev.vtbench.harness.view.RunComparison;
import dev.vtbench.harness.view.SummaryTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Folders written by earlier versions still open, render and compare; one written by a newer version is refused.
 * The fixtures under src/test/resources/results/: {@code format1-current} was written by the harness as it was just
 * before results.json had a "format" (SampleRun's cells, with today's six-part ids); {@code format1-legacy} is a
 * hand-trimmed copy in the oldest shape the readers accept (five-part ids, no flags, engines, simulation or loads,
 * "serverPeakResidentBytes", the run's one load as loadModel/users/rate); {@code format3-real} is a real run's folder
 * (its results.json, matrix.properties and cells' result.json) from before results.json named its {@code $schema};
 * {@code format4-future} says "format": 4.
 */
class OldFoldersTest {
    private static final String LOAD = "closed-400 (closed, warm-up fixed 15 s, 20 s measured)";

    @TempDir
    Path temp;

    @Test
    void aFolderWrittenJustBeforeTheFormatKeyOpensAndRenders() {
        ResultsFolder current = ResultsFolder.open(fixture("format1-current"));
        RunContext run = current.run();
        assertThat(run.format()).as("no \"format\" key: format 1").isEqualTo(1);
        assertThat(run.machine().cores()).as("run.machine.cores, a string in the file").isEqualTo(4);
        assertThat(run.loads()).containsExactly(LOAD);
        assertThat(run.legacyLoad()).as("the run's load is in \"loads\"").isNull();
        assertThat(current.cells()).hasSize(6).allSatisfy(cell -> assertThat(cell.cell()).endsWith("/closed-400"));

        assertThat(ComparisonPage.render(run, current.cells())).as("the page's header")
                .contains("A comparison of the run of 2026-11-22T10:00:00Z")
                .contains("<dt>machine</dt><dd>hostname: bench-1 · kernel: 6.8.0-49-generic · cores: 4 · cpuModel: AMD EPYC")
                .contains("<dt>loads</dt><dd>" + LOAD + "</dd>").contains("<dt>repetitions per cell</dt><dd>3</dd>")
                .contains("6 (4 measured, 1 failed, 1 skipped)");
        assertThat(SummaryTable.render(run, current.cells(), current.path())).as("summary.md's run facts and rows")
                .contains("- **date**: 2026-11-22T10:00:00Z\n").contains("- **loads**: " + LOAD + "\n")
                .contains("- **image source**: hermetic\n").contains("| liberty/temurin-21/virtual/cpu-1/io/closed-400 |");
        assertThat(RunComparison.render(current, current)).as("compared with itself")
                .contains("- **A**: " + current.path() + " (2026-11-22T10:00:00Z)").contains("- **what differs**: nothing\n")
                .contains("4 cell(s) matched (1 not comparable)");
    }

    /**
     * A real run's folder (a pinning study's, 2026-11-25: format 3, before results.json named its schema, its stats.json
     * of version 1 beside them) opens, renders and compares as it did: what `report` and `compare` do with it.
     */
    @Test
    void aRealFolderWrittenBeforeTheSchemaKeyOpensRendersAndCompares() {
        ResultsFolder real = ResultsFolder.open(fixture("format3-real"));
        RunContext run = real.run();
        assertThat(run.format()).as("format 3, without $schema").isEqualTo(3);
        assertThat(real.repairs()).as("results.json and the cells' result.json agree").isEmpty();
        assertThat(real.cells()).as("the run's cells").hasSize(12);
        CellResult pool = real.cells().stream().filter(c -> c.cell().equals("plain-jdk/temurin-25/pool/cpu-1/pinned/c20"))
                .findFirst().orElseThrow();
        assertThat(pool.repetitions().getFirst().load().latencyMicros()).as("the window's latencies by key, as recorded")
                .containsEntry("p50", 105087.0).containsEntry("p99", 126463.0).containsEntry("p999", 131071.0);
        assertThat(pool.p99Millis().median()).as("its p99 in ms").isEqualTo(126.463);

        assertThat(ComparisonPage.render(run, real.cells())).as("the page's header")
                .contains("A comparison of the run of 2026-11-25T22:43:01Z");
        assertThat(SummaryTable.render(run, real.cells(), real.path())).as("summary.md's rows")
                .contains("| plain-jdk/temurin-25/pool/cpu-1/pinned/c20 |");
        assertThat(RunComparison.render(real, real)).as("compared with itself")
                .contains("- **what differs**: nothing\n").contains("4 cell(s) matched");
    }

    @Test
    void aLegacyFolderOpensRendersAndComparesWithACurrentOne() {
        ResultsFolder legacy = ResultsFolder.open(fixture("format1-legacy"));
        RunContext run = legacy.run();
        assertThat(run.format()).isEqualTo(1);
        assertThat(run.loads()).as("no loads recorded").isNull();
        assertThat(run.legacyLoad()).as("the run's one load, read from its old keys")
                .isEqualTo(new RunContext.LegacyLoad("closed", 400, 0, 15, 20));
        assertThat(run.machine().kernel()).as("a fact the old folder did not record").isNull();
        assertThat(legacy.cells()).hasSize(6).allSatisfy(cell -> assertThat(cell.flags()).as("no flags: none").isEmpty());
        assertThat(legacy.cells().getFirst().repetitions().getFirst().resources().serverSampledPeakRssBytes())
                .as("serverPeakResidentBytes, the old name").isEqualTo(448_401_920L);

        assertThat(ComparisonPage.render(run, legacy.cells())).as("the page's header shows the old run-wide load")
                .contains("A comparison of the run of 2025-06-01T09:30:00Z")
                .contains("<dt>machine</dt><dd>hostname: bench-1 · cores: 4 · cpuModel: AMD EPYC</dd>")
                .contains("<dt>load model</dt><dd>closed</dd><dt>users (closed model)</dt><dd>400</dd>")
                .contains("<dt>warm-up</dt><dd>15 s</dd><dt>measured duration</dt><dd>20 s</dd>").doesNotContain("<dt>loads</dt>");
        assertThat(SummaryTable.render(run, legacy.cells(), legacy.path())).as("summary.md")
                .contains("- **load model**: closed\n- **users (closed model)**: 400\n").contains("| liberty/temurin-21/virtual/cpu-1/io |");
        ResultsFolder current = ResultsFolder.open(fixture("format1-current"));
        assertThat(RunComparison.render(legacy, current)).as("five-part ids matched to six-part ones, the load told apart")
                .contains("- **A**: " + legacy.path() + " (2025-06-01T09:30:00Z)").contains("load: [] -> [closed-400]")
                .contains("4 cell(s) matched");
        assertThat(RunComparison.render(legacy, current)).as("what the old folder did not record, said so, each once")
                .containsOnlyOnce("  - scheduler parallelism: not recorded -> 1\n")
                .containsOnlyOnce("  - machine kernel: not recorded -> 6.8.0-49-generic\n")
                .containsOnlyOnce("  - machine harnessJvm: not recorded -> Eclipse Adoptium 25.0.1+8-LTS\n")
                .doesNotContain("machine cores").doesNotContain("-> not recorded");
    }

    @Test
    void aFolderRecordedAgainKeepsEveryFieldAsItWasWrittenAndSaysItsFormat() throws IOException {
        Path copy = TestFolders.copy(fixture("format1-current"), temp.resolve("run"));
        String before = Files.readString(copy.resolve("results.json"));
        ResultsFolder folder = ResultsFolder.open(copy);
        folder.cells().forEach(cell -> ResultsWriter.record(folder, cell, cell.cell().replace('/', '_')));
        JsonNode after = ResultsFolder.JSON.readTree(copy.resolve("results.json").toFile());

        assertThat(after.path("format").asInt()).as("the format").isEqualTo(ResultsFormat.CURRENT);
        assertThat(after.path("$schema").asText()).as("the schema it names").isEqualTo(ResultsFormat.SCHEMA);
        var names = after.fieldNames();
        assertThat(List.of(names.next(), names.next())).as("the schema and the format, first").containsExactly("$schema", "format");
        assertThat(after.path("cells")).as("every cell with its CPU per request and what limited it, computed from its figures")
                .allSatisfy(cell -> assertThat(cell.has("cpuMicrosPerRequest") && cell.has("limitedBy")).as(cell.path("cell").asText()).isTrue());
        assertThat(after.path("cells").get(0).path("repetitions")).as("each repetition's cost and limit")
                .allSatisfy(r -> assertThat(r.has("cost") && r.has("limitedBy")).isTrue());
        assertThat(withoutWhatThisVersionAdds(after)).as("every field as it was written; the old driver flag under its new name")
                .isEqualTo(ResultsFolder.JSON.readTree(before.replace("\"DRIVER_SATURATED\"", "\"DRIVER_BOUND\"")));
        assertThat(ResultsFolder.open(copy).run().format()).isEqualTo(ResultsFormat.CURRENT);
    }

    /** The tree without the schema and format, the computed figures this version writes beside the recorded ones, and the GC CPU it reads. */
    private static JsonNode withoutWhatThisVersionAdds(JsonNode results) {
        ObjectNode copy = results.deepCopy();
        copy.remove(List.of("$schema", "format"));
        for (JsonNode cell : copy.path("cells")) {
            ((ObjectNode) cell).remove(List.of("cpuMicrosPerRequest", "limitedBy"));
            for (JsonNode repetition : cell.path("repetitions")) {
                ((ObjectNode) repetition).remove(List.of("cost", "limitedBy"));
                ((ObjectNode) repetition.path("jvm")).remove("gcCpuSeconds");
            }
        }
        return copy;
    }

    @Test
    void aFolderOfANewerFormatIsRefusedNamingTheFileTheFormatAndTheRemedy() {
        Path future = TestFolders.copy(fixture("format4-future"), temp.resolve("future"));
        Path file = future.resolve("results.json");
        for (var reading : List.<Runnable>of(() -> ResultsFolder.open(future), () -> ResultsFolder.reopen(future, SampleRunless::run))) {
            assertThatThrownBy(reading::run).as("open and resume alike").isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(file + " was written by a newer vtbench (format 4; this one reads formats up to 3)")
                    .hasMessageEndingWith("read it with that version, or `harness/vtbench report` it there").hasMessageNotContaining("\n");
        }
        MainAccess.Outcome report = MainAccess.execute(List.of("report", future.toString()));
        assertThat(report.exitCode()).as("report on a newer folder: refused input").isEqualTo(2);
        assertThat(report.stderr()).as("one line, no stack trace").contains("(format 4;").hasLineCount(1);
        assertThat(future.resolve("comparison.html")).as("nothing written").doesNotExist();
    }

    /** The run a resume would describe afresh; never used, since the folder's own results.json is read (and refused). */
    private static final class SampleRunless {
        static RunContext run() {
            throw new AssertionError("a folder with results.json must not be described afresh");
        }
    }

    private static Path fixture(String name) {
        try {
            return Path.of(OldFoldersTest.class.getResource("/results/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

}
