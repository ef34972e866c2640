package dev.vtbench.harness.gate;

import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.view.ResultsWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A run's verdicts in its folder: gates.md, and the same section under summary.md's table, never twice. */
class GateRecordTest {
    @TempDir
    Path folder;

    @Test
    void writesGatesMdAndTheSectionUnderTheSummaryOnce() throws Exception {
        ResultsFolder results = ResultsFolder.create(folder, SampleRun.run());
        SampleRun.cells().forEach(cell -> ResultsWriter.record(results, cell, cell.cell().replace('/', '_')));
        String table = Files.readString(folder.resolve("summary.md"));
        List<GateVerdict> verdicts = GateJudge.judge(RegressionGate.parseAll("virtual/pool >= 0.9 at cpu-1; virtual/pool >= 1 at cpu-0.5"), results);
        GateRecord.write(results, verdicts);
        GateRecord.write(results, verdicts);
        String summary = Files.readString(folder.resolve("summary.md"));
        assertThat(summary).as("the table as it was, then the gates, once though written twice").startsWith(table)
                .endsWith(GateRecord.markdown(verdicts));
        assertThat(summary.split("## Regression gates", -1)).hasSize(2);
        assertThat(Files.readString(folder.resolve(GateRecord.FILE))).startsWith("## Regression gates\n")
                .contains("- **CANNOT BE JUDGED (fails)** `virtual/pool >= 0.9 at cpu-1`\n")
                .as("Liberty's virtual cell is flagged CV DRV: its spread is in the interval, its capacity a lower bound")
                .contains("  - liberty/temurin-21/io (closed model, 400 users): capacity, a lower bound (the driver limited virtual), "
                        + "virtual/pool = 1.73 [1.62-1.86], the verdict's 95% interval: holds (>= 0.9)")
                .as("a failed cell cannot be judged").contains("  - plain-jdk/temurin-21/io: cannot be judged: the virtual cell "
                        + "plain-jdk/temurin-21/virtual/cpu-1/io was FAILED")
                .contains("  - plain-jdk/temurin-25/hello (closed model, 400 users): capacity, virtual/pool = 0.95 [0.89-1.02]")
                .contains("- **FAILED** `virtual/pool >= 1 at cpu-0.5`\n");
    }

    @Test
    void aReasonsMarkupIsEscapedButTheComparisonStaysReadable() {
        CellResult pool = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1900, true);
        CellResult failed = CellResult.notRun("plain-jdk/temurin-25/virtual/cpu-1/io", CellStatus.FAILED, "died: <script>x</script> & more",
                null, null, List.of(), List.of());
        String markdown = GateRecord.markdown(List.of(GateJudge.judge(RegressionGate.parse("virtual/pool >= 0.9 at cpu-1"),
                List.of(pool, failed), List.of())));
        assertThat(markdown).contains("was FAILED: died: &lt;script>x&lt;/script> &amp; more").doesNotContain("<script>")
                .contains("`virtual/pool >= 0.9 at cpu-1`");
    }

    @Test
    void noGateWritesNothing() {
        ResultsFolder results = ResultsFolder.create(folder, SampleRun.run());
        GateRecord.write(results, List.of());
        assertThat(folder.resolve(GateRecord.FILE)).doesNotExist();
    }
}
