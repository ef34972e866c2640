package dev.vtbench.harness.view;

import dev.vtbench.harness.metrics.ConnectionPoolUse;
import dev.vtbench.harness.metrics.DatabaseUse;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.DatabaseFigures;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.report.SampleRun;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** summary.md: trust at a glance (flags as codes, time to steady), the codes' meanings once, the notes below the table. */
class SummaryTableTest {
    private static final int COLUMNS = 18;

    private final String summary = SummaryTable.render(SampleRun.run(), SampleRun.cells(), Path.of("results"));

    @Test
    void hasOneFlagsColumnAndATimeToSteadyColumnButNoNotes() {
        assertThat(header()).as("the columns").startsWith("| cell | JVM | pool size |").contains("| steady after | throughput req/s | CPU µs/req | limited by |")
                .endsWith("| threads max | flags |").doesNotContain("notes");
        assertThat(rows()).as("one row per cell, every row with the header's columns").hasSize(SampleRun.cells().size())
                .allSatisfy(row -> assertThat(columns(row)).as(row).isEqualTo(COLUMNS));
        assertThat(rows()).as("no note in words inside the table: rows stay short")
                .allSatisfy(row -> assertThat(row).doesNotContain("Little's law").doesNotContain("the server died").hasSizeLessThan(320));
    }

    @Test
    void showsEachCellsFlagsAsCodesAndItsTimeToSteady() {
        assertThat(row(SampleRun.FLAGGED)).as("disqualifying codes in bold").contains("| 15 s [14 - 16] |").endsWith("| **CV** **DRV** |");
        assertThat(row("liberty/temurin-21/fixed/cpu-1/io")).as("a flag that does not disqualify, plain").endsWith("| DRV? |");
        assertThat(row(SampleRun.NEVER_STEADY)).as("never steady: no figure, not a NaN")
                .contains("| never (cap 90 s) | not steady | - | - | - |").endsWith("| **NS** |");
        assertThat(row("plain-jdk/temurin-25/pool/cpu-1/hello")).as("a fixed warm-up").contains("| fixed 15 s | 8000 [7760 - 8240] cv 3.0% |")
                .endsWith("|  |");
        assertThat(summary).as("no figure anywhere reads NaN").doesNotContain("NaN");
    }

    @Test
    void showsCpuPerRequestAndWhatLimitedEachCellAndADriverBoundCapacityAsALowerBound() {
        assertThat(row(SampleRun.FLAGGED)).as("DRV: at least its throughput; its cost (0.95 core / 2,340 req/s) still shown")
                .contains("| at least 2340 [2270 - 2410] cv 3.0% (DRV) | 406.0 [394.2 - 418.5] | server CPU |");
        assertThat(row("plain-jdk/temurin-25/pool/cpu-1/hello")).as("a trusted cell: no 'at least'")
                .contains("| 8000 [7760 - 8240] cv 3.0% | 118.8 [115.3 - 122.4] | server CPU |");
        assertThat(row("liberty/temurin-21/fixed/cpu-1/io")).as("its server's CPU unread: no cost, the limit unknown")
                .contains("| - | unknown |");
        assertThat(summary).as("the limit's evidence with the cell's notes")
                .contains("  - limited by server CPU (3 of 3 repetition(s); repetition 1: 95% of its 1-CPU quota)\n");
    }

    @Test
    void aCellThatQueriedTheDatabaseGetsARowOfTheDatabaseTableAndNoOtherCellDoes() {
        assertThat(summary).as("no cell queried a database").doesNotContain("### Database");
        CellResult hello = SampleRun.cells().stream().filter(cell -> cell.cell().equals("plain-jdk/temurin-25/pool/cpu-1/hello"))
                .findFirst().orElseThrow();
        DatabaseFigures figures = new DatabaseFigures(new DatabaseUse(8, 41.5, 1600, 320, 0, 11, 11, 6.5, 10, 0.5, 2),
                new ConnectionPoolUse(8, 10, 1598, 2.25, 30, 5.0, 9.5, 12.4, 31, 0, 2000));
        CellResult queried = new CellResult(hello.cell(), hello.status(), hello.reason(), hello.serverLog(), hello.context(),
                hello.verification(), hello.repetitions().stream().map(r -> r.withDatabase(figures)).toList(), hello.throughput(),
                hello.p99Millis(), hello.notes(), hello.flags());

        String table = DatabaseTable.render(List.of(queried, SampleRun.cells().get(0)));

        assertThat(table).contains("### Database").contains("| plain-jdk/temurin-25/pool/cpu-1/hello | 8000 | 42 | 1600 | 11.0 (11) | 6.5 (10) | 10 "
                + "| 2.25 | 5.00 | 12.4 (31) | 2000 | 0 |");
        assertThat(table.lines().filter(line -> line.startsWith("| plain-jdk") || line.startsWith("| tomcat") || line.startsWith("| liberty")))
                .as("one row: the cell that queried").hasSize(1);
    }

    @Test
    void explainsOnlyTheCodesUsedOnceUnderTheTable() {
        String legend = summary.substring(summary.indexOf("**Flags**"), summary.indexOf("### Notes per cell"));
        assertThat(legend).as("the codes used, in Flag's order, disqualifying ones said so")
                .contains("- `NS` (disqualifies every figure): not steady: the rate never settled")
                .contains("- `DRV` (disqualifies capacity): driver-bound: the driver's cores were saturated")
                .contains("- `DRV?`: the driver's CPU could not be read")
                .contains("- `CV` (keeps capacity out of a ratio of medians; the verdict's interval carries the spread): spread across repetitions too wide to trust")
                .doesNotContain("`ERR`").doesNotContain("`1R`").doesNotContain("`PIN`");
        assertThat(legend.indexOf("`NS`")).as("in Flag's order").isLessThan(legend.indexOf("`DRV`"));
        assertThat(summary.split("`CV`", -1)).as("each meaning said once").hasSize(2);
        assertThat(summary.indexOf("**Flags**")).as("under the table").isGreaterThan(summary.lastIndexOf(row(SampleRun.NEVER_STEADY)));
        String unflagged = SummaryTable.render(SampleRun.run(), SampleRun.cells().subList(0, 2), Path.of("results"));
        assertThat(unflagged).as("no flag, no legend").doesNotContain("**Flags**");
    }

    @Test
    void listsEachCellsNotesUnderTheTable() {
        String notes = summary.substring(summary.indexOf("### Notes per cell"));
        assertThat(notes).as("a list per cell, escaped so that a job summary renders no markup from a note")
                .contains("- `" + SampleRun.FLAGGED + "`\n  - Little's law: a note with &lt;b&gt;markup&lt;/b&gt; to escape\n"
                        + "  - spread too wide to trust: throughput varies by 14%")
                .contains("- `" + SampleRun.NEVER_STEADY + "`\n  - repetition 1: not steady: the OK rate did not meet the criterion");
        assertThat(notes).as("a cell that did not run says why, and where its log is")
                .contains("- `plain-jdk/temurin-21/virtual/cpu-1/io`\n  - FAILED: the server died: &lt;script&gt;")
                .contains("(log: cells/plain-jdk_temurin-21_virtual_cpu-1_io/server-2.log)")
                .contains("- `plain-jdk/temurin-25/virtual/cpu-4/hello`\n  - SKIPPED: cpu-4 needs cores 1-4");
        assertThat(row("plain-jdk/temurin-25/virtual/cpu-4/hello")).as("its row says only its status").contains("| **SKIPPED** (see the notes) |");
    }

    private String header() {
        return summary.lines().filter(line -> line.startsWith("| cell |")).findFirst().orElseThrow();
    }

    private List<String> rows() {
        return summary.lines().filter(line -> line.startsWith("| ") && !line.startsWith("| cell |")).toList();
    }

    private String row(String cell) {
        return rows().stream().filter(line -> line.startsWith("| " + cell + " |")).findFirst()
                .orElseThrow(() -> new AssertionError("no row for " + cell + " in\n" + summary));
    }

    /** The columns of a table row: its unescaped '|' less one. */
    private static int columns(String row) {
        return row.replace("\\|", "").split("\\|", -1).length - 2;
    }
}
