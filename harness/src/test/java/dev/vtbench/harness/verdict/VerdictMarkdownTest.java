package dev.vtbench.harness.verdict;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.view.MarkdownView;
import dev.vtbench.harness.view.RunSnapshot;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The verdict at the top of summary.md: each sentence with its ratios, the method once, no markup from a cell's reason. */
class VerdictMarkdownTest {
    private final String summary = new MarkdownView().render(new RunSnapshot(Path.of("results"), SampleRun.run(), SampleRun.cells(), Optional.empty()));

    @Test
    void standsAtTheTopOfTheSummaryBeforeTheCellsTable() {
        assertThat(summary).startsWith("# vtbench results\n\n- **");
        assertThat(summary.indexOf("## Verdict\n")).as("after the run's description, before the table")
                .isGreaterThan(summary.indexOf("- **")).isLessThan(summary.indexOf("| cell |"));
        assertThat(summary).contains("- `plain-jdk/temurin-25/cpu-1/hello`: **virtual threads against the pool: CPU per request at capacity "
                        + "inconclusive after 3 rounds (ratio 1.05 [0.98-1.13])")
                .contains("  - virtual / pool: CPU per request at capacity 1.05 [0.98-1.13]; p99 at capacity 1.00 [0.39-2.57]; capacity 0.95 "
                        + "[0.89-1.02]; memory (RSS) 1.28 [1.23-1.32]\n");
        assertThat(summary.split("paired by round", -1)).as("the method, once").hasSize(2);
    }

    /** An A/A run's ratios are the twin's over the pool's, and its line says so. */
    @Test
    void anAaRunsRatiosNameTheTwin() {
        ModeSample pool = new ModeSample(CellKey.parse("plain-jdk/temurin-25/pool/cpu-1/io/c400"), 1, MetricSample.trusted(List.of(8000.0,
                8100.0, 7900.0)), MetricSample.trusted(List.of(100.0, 101.0, 99.0)), MetricSample.trusted(List.of(1e8, 1e8, 1e8)), List.of());
        ModeSample twin = new ModeSample(CellKey.parse("plain-jdk/temurin-25/pool-twin/cpu-1/io/c400"), 1, MetricSample.trusted(List.of(
                8050.0, 7950.0, 8000.0)), MetricSample.trusted(List.of(100.0, 100.0, 101.0)), MetricSample.trusted(List.of(1e8, 1e8, 1e8)),
                List.of());
        assertThat(VerdictMarkdown.render(new Verdict(List.of(ModeComparison.of(twin, pool))))).contains("\n  - pool-twin / pool: ")
                .doesNotContain("virtual / pool");
    }

    @Test
    void escapesWhatACellsReasonHolds() {
        CellResult virtual = SampleRun.measured("plain-jdk", "temurin-25", "virtual", 1, "io", 2600, true);
        CellResult pool = CellResult.notRun("plain-jdk/temurin-25/pool/cpu-1/io", CellStatus.FAILED, "died: <script>x</script> **bold**",
                null, virtual.context(), List.of(), List.of());
        String md = VerdictMarkdown.render(Verdict.of(List.of(virtual, pool)));
        assertThat(md).contains("the pool: FAILED: died: &lt;script>x&lt;/script> \\*\\*bold\\*\\*").doesNotContain("<script>");
    }

    @Test
    void saysSoWhenThereIsNothingToCompare() {
        assertThat(VerdictMarkdown.render(Verdict.of(SampleRun.cells().subList(0, 1))))
                .isEqualTo("## Verdict\n\nNo verdict: the run has no virtual-thread cell beside another mode's cell of the same runtime, "
                        + "JVM, CPU profile, scenario and load.\n\n");
    }
}
